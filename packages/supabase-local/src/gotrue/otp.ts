import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress, sendJson } from '../http.ts';
import { type AuthContext, inTransaction, isoAt, limitByAddress, readParams } from './context.ts';
import { AUTH_ERRORS, AuthError } from './errors.ts';
import { callSendEmailHook } from './hook.ts';
import { findUser } from './session.ts';
import { codeHash, drawCode } from './tokens.ts';
import { type UserRow, userJson, validateEmail } from './users.ts';

const HOUR_MS = 3600_000;

/**
 * POST /otp with an e-mail address (supabase/auth internal/api/otp.go, then magic_link.go and
 * mail.go `sendMagicLink`), what `signInWithOtp({ email, options: { shouldCreateUser: false } })`
 * sends. In GoTrue's order:
 * 1. the per-IP limit on sign-ins (429 over_request_rate_limit);
 * 2. `create_user: false` and no such user: 422 otp_disabled « Signups not allowed for otp », and
 *    no mail (the stand-in creates nobody either way: signups are off, `npm run staff -- add`
 *    creates staff);
 * 3. one code per address per `otpFrequencySeconds` (429 over_email_send_rate_limit « For
 *    security purposes, you can only request this after N seconds. »);
 * 4. the per-mailbox hourly cap, the stand-in's (429 over_email_send_rate_limit « email rate limit
 *    exceeded », GoTrue's answer to its project-wide mail limit);
 * 5. the code, drawn and mailed through the Send Email Hook (the send-auth-email function), then
 *    recorded; a hook failure records nothing and is answered as GoTrue answers it (hook.ts).
 * Answers 200 `{}`.
 */
export async function handleOtp(context: AuthContext, request: IncomingMessage, response: ServerResponse): Promise<void> {
  limitByAddress(context.limiters.signIn, request);
  const params = await readParams(request);
  if (typeof params.phone === 'string' && params.phone !== '') {
    if (typeof params.email === 'string' && params.email !== '') {
      throw AUTH_ERRORS.validation('Only an email address or phone number should be provided');
    }
    throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  }
  const createUser = params.create_user !== false;
  const checked = validateEmail(params.email);
  if (!createUser && !checked.ok) throw AUTH_ERRORS.otpDisabled();
  if (!checked.ok) {
    if (params.email === undefined || params.email === '') throw AUTH_ERRORS.validation('One of email or phone must be set');
    throw AUTH_ERRORS.validation(checked.message);
  }
  const email = checked.email;
  const now = context.now();

  // Claim the right to mail (the address's send time set now), so that two requests at once
  // mail one code; put back if the hook fails, as GoTrue's transaction rolls back.
  const claim = await inTransaction(context, async (tx) => {
    const user = await findUser(tx, 'email', email);
    // Never a mail to an unknown address. With `create_user: false` (the desk), GoTrue's
    // otp_disabled; otherwise its attempt to sign the address up meets `enable_signup = false`.
    if (user === undefined) {
      throw createUser ? new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance') : AUTH_ERRORS.otpDisabled();
    }
    if (user.code_sent_at !== null) {
      const nextAt = Date.parse(user.code_sent_at) + context.limits.otpFrequencySeconds * 1000;
      if (nextAt > now) throw AUTH_ERRORS.emailFrequency(Math.floor((nextAt - now) / 1000));
    }
    await tx.query('delete from local_auth.code_mails where sent_at <= $1', [isoAt(now - HOUR_MS)]);
    const sent = await tx.query<{ n: number }>('select count(*)::integer as n from local_auth.code_mails where email = $1 and sent_at > $2', [
      email,
      isoAt(now - HOUR_MS),
    ]);
    if ((sent.rows[0]?.n ?? 0) >= context.limits.otpPerMailboxPerHour) throw AUTH_ERRORS.overEmailSendRateLimit();
    await tx.query('update local_auth.users set code_sent_at = $2 where id = $1', [user.id, isoAt(now)]);
    return { user, previousSentAt: user.code_sent_at };
  });

  const code = drawCode(context.limits.otpLength);
  const hash = codeHash(email, code);
  try {
    await callSendEmailHook({
      url: context.hook.url,
      secret: context.hook.secret,
      timeoutMs: context.limits.hookTimeoutMs,
      payload: hookPayload(context, request, claim.user, code, hash, now),
    });
  } catch (error) {
    await inTransaction(context, (tx) =>
      tx.query('update local_auth.users set code_sent_at = $2 where id = $1 and code_sent_at = $3', [claim.user.id, claim.previousSentAt, isoAt(now)]),
    );
    context.log(`Auth\u00a0: code de connexion non envoyé (${(error as Error).message}).`);
    throw error;
  }
  await inTransaction(context, async (tx) => {
    // A new code replaces the previous one and its count of wrong tries.
    await tx.query(
      `insert into local_auth.codes (user_id, code_hash, sent_at, wrong_attempts) values ($1, $2, $3, 0)
       on conflict (user_id) do update set code_hash = excluded.code_hash, sent_at = excluded.sent_at, wrong_attempts = 0`,
      [claim.user.id, hash, isoAt(now)],
    );
    await tx.query('insert into local_auth.code_mails (email, sent_at) values ($1, $2)', [email, isoAt(now)]);
  });
  sendJson(response, 200, {});
}

/** What GoTrue hands the hook (hooks/v0hooks/v0hooks.go `SendEmailInput`, mailer.go `EmailData`). */
function hookPayload(context: AuthContext, request: IncomingMessage, user: UserRow, code: string, hash: string, now: number) {
  return {
    metadata: {
      uuid: crypto.randomUUID(),
      time: isoAt(now),
      name: 'send-email',
      ip_address: clientAddress(request),
    },
    user: userJson(user),
    email_data: {
      token: code,
      token_hash: hash,
      redirect_to: '',
      email_action_type: 'magiclink',
      site_url: context.issuer,
      token_new: '',
      token_hash_new: '',
      old_email: '',
      old_phone: '',
      provider: '',
      factor_type: '',
    },
  };
}
