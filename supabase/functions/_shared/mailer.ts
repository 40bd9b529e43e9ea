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
 */
export type SendResult =
  | { ok: true; id?: string }
  | { ok: false; retry: boolean; status?: number; detail: string };

const DETAIL_MAX = 300;
const REFUSED_FOR_GOOD = new Set([400, 413, 422]);

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
