// email-events: the e-mail provider's webhook (issue 34, point 4). Resend POSTs here what became of
// the mails it sent; two events matter to the school's reputation and to the people it writes to:
// - `email.bounced` with `bounce.type` « Permanent »: the receiving server rejected the mail for
//   good (an address that does not exist, or one already on Resend's own suppression list). A
//   « Transient » or « Undetermined » bounce may deliver later: ignored.
// - `email.complained`: the mail was delivered and its recipient marked it as spam.
// For each recipient of such an event (`data.to`), record_contact_email_event (20261128170100)
// suppresses the mailbox: no further acknowledgement goes to it, under any of its spellings, and
// those waiting are cancelled. The database keeps a salted fingerprint of the mailbox, the cause and
// the times: never the address, the subject or the provider's message.
// Payloads: https://resend.com/docs/webhooks/emails/bounced, …/complained; every other event type
// is acknowledged (200) and ignored, so the provider does not retry it.
//
// verify_jwt is off (config.toml): the provider's call carries no JWT. The signature is the lock:
// Resend signs with Svix (https://resend.com/docs/webhooks/verify-webhooks-requests): `svix-id`,
// `svix-timestamp` (within 5 minutes) and `svix-signature`, an HMAC-SHA256 of
// `<id>.<timestamp>.<raw body>` under RESEND_WEBHOOK_SECRET (`whsec_<base64>`, shown once on the
// webhook's page). Svix's scheme is the Standard Webhooks one, so the `standardwebhooks` package the
// staff sign-in hook uses checks it (Resend's SDK does the same), before anything is parsed. The
// Standard Webhooks names (`webhook-id`, …) are read too, for a provider that sends those.
// Answers: 200 once recorded (or ignored), 401 unsigned or badly signed, 400 unreadable, 503 when
// the database cannot record it (the provider retries), 500 without the secret.

import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { readBody } from "../_shared/body.ts";
import { createContactStore, readStoreConfig } from "../_shared/contactStore.ts";
import type { GetEnv } from "../_shared/mailConfig.ts";

export interface EmailEventsDeps {
  getEnv: GetEnv;
  /** The database's network (PostgREST); the global fetch by default. */
  fetch?: typeof fetch;
  logger?: Pick<Console, "error">;
}

/** What stops further mail to a mailbox, in the database's words. */
export type SuppressionCause = "rebond" | "plainte";

/** A mail has a handful of recipients; more in one event is no event of ours. */
const MAX_RECIPIENTS = 50;

function answer(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

/** `whsec_<base64>` as Resend shows it; anything else is unusable. */
export function webhookSecret(raw: string | undefined): string | null {
  const value = raw?.trim() ?? "";
  return /^whsec_[A-Za-z0-9+/=]{16,}$/.test(value) ? value : null;
}

/**
 * What a verified event asks of the suppression list: the cause and the recipients, or null for an
 * event that changes nothing (delivered, opened, a transient bounce…).
 */
export function suppressionOf(
  event: unknown,
): { cause: SuppressionCause; recipients: string[] } | null | "malformed" {
  if (typeof event !== "object" || event === null) return "malformed";
  const { type, data } = event as { type?: unknown; data?: unknown };
  if (typeof type !== "string") return "malformed";
  let cause: SuppressionCause;
  if (type === "email.complained") cause = "plainte";
  else if (type === "email.bounced") {
    const bounce = (data as { bounce?: { type?: unknown } } | null)?.bounce;
    if (bounce?.type !== "Permanent") return null;
    cause = "rebond";
  } else return null;
  const to = (data as { to?: unknown } | null)?.to;
  if (!Array.isArray(to) || to.length === 0 || to.length > MAX_RECIPIENTS) return "malformed";
  const recipients = to.filter((address): address is string =>
    typeof address === "string" && address.length <= 254 &&
    /^[^\s@<>,;"]+@[^\s@<>,;"]+$/.test(address)
  );
  return recipients.length === 0 ? "malformed" : { cause, recipients };
}

export function createEmailEventsHandler(
  deps: EmailEventsDeps,
): (request: Request) => Promise<Response> {
  const logger = deps.logger ?? console;

  return async (request) => {
    if (request.method !== "POST") {
      return new Response(null, { status: 405, headers: { "Allow": "POST" } });
    }
    const secret = webhookSecret(deps.getEnv("RESEND_WEBHOOK_SECRET"));
    const storeConfig = readStoreConfig(deps.getEnv);
    if (secret === null || !storeConfig.ok) {
      const problems = [
        ...(secret === null ? ["RESEND_WEBHOOK_SECRET is missing or not whsec_<base64>"] : []),
        ...(storeConfig.ok ? [] : storeConfig.problems),
      ];
      logger.error(`email-events: settings unusable: ${problems.join("; ")}`);
      return answer(500, { error: "Webhook non configuré." });
    }

    const text = await readBody(request);
    if (text === "too-large" || text === "not-utf8") {
      return answer(400, { error: "Corps illisible." });
    }
    const header = (name: string) =>
      request.headers.get(`svix-${name}`) ?? request.headers.get(`webhook-${name}`) ?? "";
    const id = header("id");
    let event: unknown;
    try {
      event = new Webhook(secret).verify(text, {
        "webhook-id": id,
        "webhook-timestamp": header("timestamp"),
        "webhook-signature": header("signature"),
      });
    } catch (error) {
      if (error instanceof WebhookVerificationError) {
        // Whoever sent it is not the provider: nothing of it is logged but that.
        logger.error(`email-events: refused an unsigned or badly signed call (${error.message})`);
        return answer(401, { error: "Signature invalide." });
      }
      return answer(400, { error: "Corps illisible." });
    }

    const suppression = suppressionOf(event);
    if (suppression === "malformed") {
      logger.error(`email-events: event ${id} signed but not understood: ignored`);
      return answer(400, { error: "Événement illisible." });
    }
    if (suppression === null) return answer(200, { ok: true, recorded: 0, cancelled: 0 });

    const store = createContactStore(storeConfig.config, { fetch: deps.fetch });
    let cancelled = 0;
    try {
      for (const address of suppression.recipients) {
        cancelled += await store.recordEmailEvent(address, suppression.cause);
      }
    } catch (error) {
      // Recording the same event again is harmless (the list is keyed by mailbox): let the
      // provider retry it.
      logger.error(`email-events: event ${id} not recorded: ${String(error)}`);
      return answer(503, { error: "Enregistrement impossible pour le moment." });
    }
    // The event's id and counts, never the address.
    logger.error(
      `email-events: event ${id} (${suppression.cause}): ${suppression.recipients.length} mailbox(es) suppressed, ${cancelled} acknowledgement(s) cancelled`,
    );
    return answer(200, { ok: true, recorded: suppression.recipients.length, cancelled });
  };
}

/** The function as deployed: settings from the environment, the real network. */
export const handler: (request: Request) => Promise<Response> = createEmailEventsHandler({
  getEnv: (name) => Deno.env.get(name),
});
