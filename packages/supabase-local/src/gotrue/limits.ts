/**
 * The numbers of the stand-in's Auth, each GoTrue's setting of the same name where it has one
 * (supabase/config.toml holds those for `supabase start` and `supabase config push`; the test
 * `authConfigToml.test.ts` keeps the two equal). docs/staff-sign-in.md explains each choice.
 * Tests shorten or lengthen any of them through `startSupabaseLocal({ auth: { limits } })`.
 */
export interface AuthLimits {
  /** Digits of a code (`[auth.email] otp_length`). */
  otpLength: number;
  /** How long a code is accepted (`otp_expiry`). */
  otpLifetimeSeconds: number;
  /** The least time between two codes to one address (`max_frequency`). */
  otpFrequencySeconds: number;
  /** Codes mailed to one address in an hour. Not a GoTrue setting (see below). */
  otpPerMailboxPerHour: number;
  /** Wrong codes after which the address's code is void. Not a GoTrue setting (see below). */
  wrongCodesBeforeVoid: number;
  /** Code requests (POST /otp) from one client address in 5 minutes (`rate_limit.sign_in_sign_ups`). */
  signInsPerIpPer5Minutes: number;
  /** Code checks (POST /verify) from one client address in 5 minutes (`rate_limit.token_verifications`). */
  verificationsPerIpPer5Minutes: number;
  /** Refreshes (POST /token) from one client address in 5 minutes (`rate_limit.token_refresh`). */
  refreshesPerIpPer5Minutes: number;
  /** Lifetime of an access token (`jwt_expiry`). */
  accessTokenSeconds: number;
  /** A session not refreshed for this long is over (`[auth.sessions] inactivity_timeout`). */
  sessionInactivitySeconds: number;
  /** A rotated refresh token still accepted this long after its use (`refresh_token_reuse_interval`). */
  refreshTokenReuseSeconds: number;
  /** How long Auth waits for the Send Email Hook. */
  hookTimeoutMs: number;
}

/** Six digits: GoTrue's default and minimum; one guess in a million. */
export const OTP_LENGTH = 6;

/**
 * Ten minutes: enough to switch to the mailbox and back (a mail may take a minute to arrive),
 * short enough that a code left in a mailbox or guessed at is soon worthless. GoTrue's default
 * (3 600 s) suits links more than typed codes.
 */
export const OTP_LIFETIME_SECONDS = 10 * 60;

/**
 * One code per address per minute (GoTrue's `max_frequency`, hosted default 60 s): a second click
 * on « Recevoir un code » does not mail a second code, and nobody can fill a mailbox quickly.
 */
export const OTP_FREQUENCY_SECONDS = 60;

/**
 * Five codes per address per hour: a person who mistypes their way through three codes still
 * signs in; someone who keeps asking for a colleague's codes (one a minute otherwise) is stopped.
 * GoTrue has no per-mailbox count; a hosted project's bound is the project-wide
 * `rate_limit.email_sent` (30 an hour here), answered with the same error, so the desk handles
 * both alike.
 */
export const OTP_PER_MAILBOX_PER_HOUR = 5;

/**
 * After five wrong codes the address's code is void: someone guessing gets five tries in a
 * million per mailed code, and must ask for a new one (which mails the owner). Real GoTrue has no
 * such count (supabase/auth internal/api/verify.go, `verifyUserAndToken`: a wrong code is
 * answered and forgotten); on a hosted project the guard is the per-address 60 s between codes,
 * the 10-minute lifetime and the per-IP limit on verifications. The voided code is refused with
 * GoTrue's own answer for an expired one, so the desk cannot tell the two apart and need not.
 */
export const WRONG_CODES_BEFORE_VOID = 5;

/**
 * GoTrue's per-IP defaults (`rate_limit`, a window of 5 minutes): the school's staff share one
 * address behind the school's router, and a handful of people sign in a few times a day; 30
 * requests and 30 checks in 5 minutes is ample for them and slows a guesser on one address to
 * 6 guesses a minute.
 */
export const SIGN_INS_PER_IP_PER_5_MINUTES = 30;
export const VERIFICATIONS_PER_IP_PER_5_MINUTES = 30;
/** Every open desk refreshes once an hour; 150 leaves room for many tabs behind one address. */
export const REFRESHES_PER_IP_PER_5_MINUTES = 150;

/** One hour (`jwt_expiry` in config.toml): a stolen access token is worth an hour at most. */
export const ACCESS_TOKEN_SECONDS = 3600;

/**
 * A working day: a desk left open overnight, or a laptop closed at 18:00, must sign in again the
 * next morning; one used all day never has to (each hourly refresh restarts the count).
 */
export const SESSION_INACTIVITY_SECONDS = 8 * 3600;

/** GoTrue's default: two tabs that refresh the same token at once both get a session. */
export const REFRESH_TOKEN_REUSE_SECONDS = 10;

/**
 * GoTrue waits 5 s for a hook (hookshttp.go, `defaultHTTPHookTimeout`). Locally the function's
 * first call starts Deno, which fetches its packages once: the stand-in waits as long as the
 * functions' other local waits (60 s), so a cold start is not a failed sign-in.
 */
export const HOOK_TIMEOUT_MS = 60_000;

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  otpLength: OTP_LENGTH,
  otpLifetimeSeconds: OTP_LIFETIME_SECONDS,
  otpFrequencySeconds: OTP_FREQUENCY_SECONDS,
  otpPerMailboxPerHour: OTP_PER_MAILBOX_PER_HOUR,
  wrongCodesBeforeVoid: WRONG_CODES_BEFORE_VOID,
  signInsPerIpPer5Minutes: SIGN_INS_PER_IP_PER_5_MINUTES,
  verificationsPerIpPer5Minutes: VERIFICATIONS_PER_IP_PER_5_MINUTES,
  refreshesPerIpPer5Minutes: REFRESHES_PER_IP_PER_5_MINUTES,
  accessTokenSeconds: ACCESS_TOKEN_SECONDS,
  sessionInactivitySeconds: SESSION_INACTIVITY_SECONDS,
  refreshTokenReuseSeconds: REFRESH_TOKEN_REUSE_SECONDS,
  hookTimeoutMs: HOOK_TIMEOUT_MS,
};
