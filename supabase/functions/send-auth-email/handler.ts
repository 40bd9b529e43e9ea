// send-auth-email: Supabase Auth's Send Email Hook (issue 32). With the hook on, Auth sends no
// mail itself (its built-in SMTP is not used): for each mail it POSTs the user and the code here,
// signed the Standard Webhooks way, and this function mails them through the project's e-mail
// provider, the same one and the same sender as the contact mails (EMAIL_API_URL, EMAIL_API_KEY,
// CONTACT_EMAIL_FROM).
// https://supabase.com/docs/guides/auth/auth-hooks/send-email-hook
//
// The contract, as Auth reads the answer (supabase/auth internal/hooks/hookshttp/hookshttp.go):
// - 200 `{}`: sent. Auth then records the code and answers the desk's signInWithOtp with 200.
// - an error: `{ "error": { "http_code", "message" } }`. Auth turns a 200 carrying it into its own
//   answer with that status and message; any other status becomes its 500 (« Hook requires
//   authorization token » for a 401, « Invalid payload sent to hook » for a 400, « Service
//   currently unavailable due to hook » for a 503, « Unexpected status code returned from hook »
//   otherwise). Either way the code is not recorded, so the desk may ask again at once.
//
// verify_jwt is off for it (config.toml): Auth's call carries no JWT. The signature is the lock:
// webhook-id, webhook-timestamp (within 5 minutes) and webhook-signature, an HMAC-SHA256 with
// SEND_EMAIL_HOOK_SECRET (`v1,whsec_<base64>`, the secret the dashboard shows for the hook),
// checked by the `standardwebhooks` package before anything is read. Without the secret, nobody
// can make this function mail anyone.

import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { readBody } from "../_shared/body.ts";
import { hookSecret } from "../_shared/hookSecret.ts";
import { type GetEnv, readSenderConfig } from "../_shared/mailConfig.ts";
import { sendEmail } from "../_shared/mailer.ts";
import { composeSignInCode } from "../_shared/signInCodeEmail.ts";

export interface SendAuthEmailDeps {
  getEnv: GetEnv;
  /** The e-mail provider's network; the global fetch by default. */
  fetch?: typeof fetch;
  logger?: Pick<Console, "error">;
}

/**
 * The mails Auth sends that sign someone in with the code they carry, all checked by the desk's
 * `verifyOtp({ type: 'email' })`: `magiclink` is what `signInWithOtp` sends to an existing user;
 * `recovery` (POST /auth/v1/recover, open to anyone who knows an address) lands in the same place
 * in Auth and signs in the same way. The desk creates no account and changes no address, so the
 * other kinds (signup, invite, email_change, reauthentication, notifications) are refused: such a
 * request fails instead of mailing a staff member something the desk cannot use.
 */
export const SIGN_IN_ACTIONS = ["magiclink", "recovery"] as const;

/** Auth's OTP expiry when AUTH_OTP_EXPIRY_SECONDS is not set: the desk's choice, docs/staff-sign-in.md. */
export const DEFAULT_OTP_EXPIRY_SECONDS = 600;

/**
 * Auth waits 5 seconds for the hook (hookshttp.go, defaultHTTPHookTimeout), then answers the desk
 * with a failure while the mail may still leave. The provider gets less than that, so the
 * function answers first and says what happened.
 */
export const PROVIDER_WAIT_MS = 4_000;

/** What Auth sends (v0hooks.SendEmailInput), the fields this function reads. */
interface HookPayload {
  user: { id: string; email: string };
  email_data: { token: string; token_hash: string; email_action_type: string };
}

function hookError(status: number, message: string): Response {
  return Response.json({ error: { http_code: status, message } }, {
    status,
    headers: { "Cache-Control": "no-store" },
  });
}

function isPayload(value: unknown): value is HookPayload {
  if (typeof value !== "object" || value === null) return false;
  const { user, email_data: data } = value as Record<string, unknown>;
  if (typeof user !== "object" || user === null) return false;
  if (typeof data !== "object" || data === null) return false;
  const { id, email } = user as Record<string, unknown>;
  const { token, token_hash: hash, email_action_type: action } = data as Record<string, unknown>;
  return typeof id === "string" && typeof email === "string" && typeof token === "string" &&
    typeof hash === "string" && typeof action === "string";
}

export { hookSecret };

/** The lifetime the mail states: AUTH_OTP_EXPIRY_SECONDS, which must equal Auth's OTP expiry. */
function otpLifetime(getEnv: GetEnv): number | null {
  const text = getEnv("AUTH_OTP_EXPIRY_SECONDS")?.trim() || String(DEFAULT_OTP_EXPIRY_SECONDS);
  const seconds = Number(text);
  return /^\d+$/.test(text) && seconds >= 60 && seconds <= 86_400 ? seconds : null;
}

/**
 * One idempotency key per code: a retry of the same hook call (Auth tries again after a network
 * error, with a new webhook-id) cannot mail the code twice. The key is an HMAC of Auth's token
 * hash under the hook secret: the provider stores keys, and the hash alone, of an address and
 * six digits, would give the code away to whoever reads them.
 */
async function idempotencyKey(secret: string, tokenHash: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(tokenHash));
  const hex = [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `auth-email/${hex}`;
}

export function createSendAuthEmailHandler(
  deps: SendAuthEmailDeps,
): (request: Request) => Promise<Response> {
  const logger = deps.logger ?? console;

  return async (request) => {
    if (request.method !== "POST") return hookError(405, "Only POST is accepted");
    const secret = hookSecret(deps.getEnv("SEND_EMAIL_HOOK_SECRET"));
    const sender = readSenderConfig(deps.getEnv);
    const lifetimeSeconds = otpLifetime(deps.getEnv);
    if (secret === null || !sender.ok || lifetimeSeconds === null) {
      const problems = [
        ...(secret === null ? ["SEND_EMAIL_HOOK_SECRET is missing or not v1,whsec_<base64>"] : []),
        ...(sender.ok ? [] : sender.problems),
        ...(lifetimeSeconds === null
          ? ["AUTH_OTP_EXPIRY_SECONDS is not a number of seconds between 60 and 86400"]
          : []),
      ];
      logger.error(`send-auth-email: settings unusable: ${problems.join("; ")}`);
      return hookError(500, "The sign-in mail is not configured");
    }

    const text = await readBody(request);
    if (text === "too-large" || text === "not-utf8") {
      return hookError(400, "Unreadable hook payload");
    }
    let payload: unknown;
    try {
      payload = new Webhook(secret).verify(text, {
        "webhook-id": request.headers.get("webhook-id") ?? "",
        "webhook-timestamp": request.headers.get("webhook-timestamp") ?? "",
        "webhook-signature": request.headers.get("webhook-signature") ?? "",
      });
    } catch (error) {
      if (error instanceof WebhookVerificationError) {
        // Logged without the payload: whoever sent it is not Auth.
        logger.error(
          `send-auth-email: refused an unsigned or badly signed call (${error.message})`,
        );
        return hookError(401, "Invalid webhook signature");
      }
      // A signed body that is not JSON: Auth never sends one.
      return hookError(400, "Unreadable hook payload");
    }
    if (!isPayload(payload)) return hookError(400, "Unexpected hook payload");
    const { user, email_data: data } = payload;
    if (!(SIGN_IN_ACTIONS as readonly string[]).includes(data.email_action_type)) {
      logger.error(`send-auth-email: no mail for ${data.email_action_type} (user ${user.id})`);
      return hookError(400, `This project sends no ${data.email_action_type} mail`);
    }
    if (!/^\d{6,10}$/.test(data.token) || !/^[^\s@<>,;"]+@[^\s@<>,;"]+$/.test(user.email)) {
      return hookError(400, "Unexpected hook payload");
    }

    const mail = composeSignInCode({ code: data.token, lifetimeSeconds }, {
      from: sender.config.from,
      to: user.email,
    });
    const result = await sendEmail(mail, {
      apiUrl: sender.config.apiUrl,
      apiKey: sender.config.apiKey,
      idempotencyKey: await idempotencyKey(secret, data.token_hash),
      fetch: deps.fetch,
      timeoutMs: Math.min(sender.config.timeoutMs, PROVIDER_WAIT_MS),
    });
    if (!result.ok) {
      // The user's id, never the address or the code.
      logger.error(
        `send-auth-email: mail to user ${user.id} not sent (${
          result.status ?? "no answer"
        }): ${result.detail}`,
      );
      return hookError(
        result.retry ? 503 : 502,
        result.retry
          ? "The e-mail provider is unavailable"
          : "The e-mail provider refused the mail",
      );
    }
    return Response.json({}, { status: 200, headers: { "Cache-Control": "no-store" } });
  };
}

/** The function as deployed: settings from the environment, the real network. */
export const handler: (request: Request) => Promise<Response> = createSendAuthEmailHandler({
  getEnv: (name) => Deno.env.get(name),
});
