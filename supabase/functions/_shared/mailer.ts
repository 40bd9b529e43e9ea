// Sends a mail through an HTTP e-mail API. Supabase's edge runtime blocks the SMTP ports
// (25 and 587), so the function talks to a Resend-compatible endpoint over HTTPS instead.
// https://supabase.com/docs/guides/functions/examples/send-emails

import type { OutgoingEmail } from "./contactEmail.ts";

export interface MailerOptions {
  apiUrl: string;
  apiKey: string;
  /** Injected so tests can count calls; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** A provider that hangs must not keep the visitor's request open forever. */
  timeoutMs?: number;
}

export type SendResult =
  | { ok: true; id?: string }
  | { ok: false; status?: number; detail: string };

const DETAIL_MAX = 500;

export async function sendEmail(mail: OutgoingEmail, options: MailerOptions): Promise<SendResult> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(options.apiUrl, {
      method: "POST",
      headers: {
        "Authorization": `Bearer ${options.apiKey}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify(mail),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  } catch (error) {
    return { ok: false, detail: `request failed: ${String(error)}`.slice(0, DETAIL_MAX) };
  }
  const body = await response.text().catch(() => "");
  if (!response.ok) {
    return { ok: false, status: response.status, detail: body.slice(0, DETAIL_MAX) };
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
