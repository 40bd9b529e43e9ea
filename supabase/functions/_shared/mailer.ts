// Sends a mail through an HTTP e-mail API. Supabase's edge runtime blocks the SMTP ports
// (25 and 587), so the function talks to a Resend-compatible endpoint over HTTPS instead.
// https://supabase.com/docs/guides/functions/examples/send-emails
//
// Every call carries an idempotency key (`Idempotency-Key`, https://resend.com/docs/dashboard/emails/idempotency-keys):
// the provider answers a key it has seen in the last 24 hours with the first call's result and
// sends nothing. The key comes from the stored request, so sending a request again after a
// timeout or a crash cannot mail the school twice.
import type { OutgoingEmail } from "./contactEmail.ts";

export interface MailerOptions {
  apiUrl: string;
  apiKey: string;
  /** The same for every attempt at one mail: `contact-request/<id>`. */
  idempotencyKey: string;
  /** Injected so tests can count calls; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** A provider that hangs must not keep the visitor's request open forever. */
  timeoutMs?: number;
}

/**
 * `retry`: worth trying again later (the provider is down, slow, busy, rate-limited, or refuses
 * the key, which is a setting to fix, not this mail's fault). Not `retry`: the provider refused
 * this mail itself (400, 413, 422), and will refuse it again.
 * `alreadySent`: the provider had already accepted a mail under this key (below): sent.
 */
export type SendResult =
  | { ok: true; id?: string; alreadySent?: true }
  | { ok: false; retry: boolean; status?: number; detail: string };

const DETAIL_MAX = 300;
const REFUSED_FOR_GOOD = new Set([400, 413, 422]);

/**
 * Resend's 409 `invalid_idempotent_request`: « this idempotency key has already been used on a
 * request that had a different payload » (https://resend.com/docs/dashboard/emails/idempotency-keys).
 * The key is the request's own (`contact-request/<id>`), so a mail of this request was accepted
 * earlier: its answer was lost (a timeout, a crash before the mark) and the row or the template
 * changed since. Retrying would meet the same 409 until the request failed: it is sent. The other
 * 409, `concurrent_idempotent_requests` (the first call still in progress), stays a retry.
 */
const KEY_ALREADY_USED = "invalid_idempotent_request";

function errorName(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    const name = typeof parsed === "object" && parsed !== null
      ? (parsed as { name?: unknown }).name
      : undefined;
    return typeof name === "string" ? name : undefined;
  } catch {
    return undefined;
  }
}

export async function sendEmail(mail: OutgoingEmail, options: MailerOptions): Promise<SendResult> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(options.apiUrl, {
      method: "POST",
      headers: {
        "Authorization": `Bearer ${options.apiKey}`,
        "Content-Type": "application/json",
        "Idempotency-Key": options.idempotencyKey,
      },
      body: JSON.stringify(mail),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return {
      ok: false,
      retry: true,
      detail: timedOut
        ? `no answer within ${options.timeoutMs ?? 10_000} ms`
        : `request failed: ${String(error)}`.slice(0, DETAIL_MAX),
    };
  }
  const body = await response.text().catch(() => "");
  if (response.status === 409 && errorName(body) === KEY_ALREADY_USED) {
    return { ok: true, alreadySent: true };
  }
  if (!response.ok) {
    return {
      ok: false,
      retry: !REFUSED_FOR_GOOD.has(response.status),
      status: response.status,
      detail: body.slice(0, DETAIL_MAX),
    };
  }
  // Resend answers { id }; other providers may not, which is still a success.
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === "object" && parsed !== null && "id" in parsed) {
      return { ok: true, id: String((parsed as { id: unknown }).id) };
    }
  } catch {
    // not JSON: fine
  }
  return { ok: true };
}
