// send-contact-email: mails the school one contact request the site has just stored.
//
// The browser inserts the request with the anon key, then calls this function with the same
// five values (spec §7). The function mails only a request that is really stored and not
// mailed yet: it claims the matching row with the service role, sends, then marks it
// notified. A call matching no such row sends nothing (404), so the function cannot be used
// to write to the school at will, and a retried call cannot mail twice. A send that failed for
// a passing reason waits for the sweep (the sweep-outbox function, scheduled every 10 minutes),
// which retries it with a growing delay; one the provider refused for good is marked failed with
// the reason, for staff (_shared/delivery/).
//
// `{ "sweep": true }` (service role only) is the sweep's old entry: it still runs the sweep, as
// sweep-outbox does, for projects whose scheduled job still posts it, and logs that the job is to
// be replaced (supabase/README.md, « Scheduled tasks »). To remove once the launch check no longer
// names the old job (backend_health's `legacyJob`) on any project.
//
// The request path is ignored on purpose: Supabase's gateway serves the function under
// /functions/v1/send-contact-email, the local stand-in under /send-contact-email.

import { MAX_BODY_BYTES, readBody } from "../_shared/body.ts";
import { jsonResponse, preflightResponse } from "../_shared/cors.ts";
import { parseContactPayload } from "../_shared/contactPayload.ts";
import { createContactStore, readStoreConfig, StoreError } from "../_shared/contactStore.ts";
import { type GetEnv, readMailConfig } from "../_shared/mailConfig.ts";
import { SWEEP_JOB } from "../_shared/backendHealthShape.ts";
import { deliverRequestMail } from "../_shared/delivery/requestMail.ts";
import { readLinkSettings } from "../_shared/delivery/settings.ts";
import { answerSweep, SWEEP_ERRORS } from "../_shared/delivery/sweep.ts";

export interface HandlerDeps {
  /** Where secrets come from; read on every request so a `supabase secrets set` applies. */
  getEnv: GetEnv;
  /** Used to reach the e-mail API; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Operational messages for the function's logs (no visitor data is logged). */
  logger?: Pick<Console, "error">;
  /** The sweep's clock (milliseconds); Date.now by default. */
  now?: () => number;
}

export { MAX_BODY_BYTES };

const NBSP = "\u00a0";

export const ERRORS = {
  method: `Méthode non autorisée${NBSP}: utilisez POST.`,
  contentType: "Le corps de la requête doit être envoyé en JSON (Content-Type: application/json).",
  tooLarge: "Le corps de la requête est trop volumineux.",
  badJson: "Le corps de la requête n’est pas un JSON valide.",
  notConfigured: SWEEP_ERRORS.notConfigured,
  provider: SWEEP_ERRORS.provider,
  unexpected: "Une erreur inattendue est survenue.",
  notStored:
    "Aucune demande enregistrée et en attente d’envoi ne correspond à ces informations\u00a0: rien n’a été envoyé.",
  storeUnavailable: "La demande n’a pas pu être vérifiée. Veuillez réessayer plus tard.",
  sweepForbidden: SWEEP_ERRORS.forbidden,
  sweepMinAge: SWEEP_ERRORS.minAge,
} as const;

function isJsonContentType(header: string | null): boolean {
  const mediaType = header?.split(";")[0]?.trim().toLowerCase() ?? "";
  return mediaType === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType);
}

export function createHandler(deps: HandlerDeps): (request: Request) => Promise<Response> {
  const logger = deps.logger ?? console;

  async function handle(request: Request): Promise<Response> {
    if (request.method === "OPTIONS") return preflightResponse();
    if (request.method !== "POST") {
      return jsonResponse(405, { error: ERRORS.method }, { "Allow": "POST, OPTIONS" });
    }
    if (!isJsonContentType(request.headers.get("content-type"))) {
      return jsonResponse(415, { error: ERRORS.contentType });
    }

    const text = await readBody(request);
    if (text === "too-large") return jsonResponse(413, { error: ERRORS.tooLarge });
    if (text === "not-utf8") return jsonResponse(400, { error: ERRORS.badJson });
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return jsonResponse(400, { error: ERRORS.badJson });
    }

    if (typeof body === "object" && body !== null && "sweep" in body) {
      const answer = await answerSweep({
        request,
        body: body as Record<string, unknown>,
        getEnv: deps.getEnv,
        fetch: deps.fetch,
        logger,
        now: deps.now,
        name: "send-contact-email",
      });
      if (answer.status !== 403) {
        logger.error(
          `send-contact-email: {"sweep": true} is the sweep's old entry: schedule the ${SWEEP_JOB} function instead (supabase/README.md, « Scheduled tasks »)`,
        );
      }
      return answer;
    }
    const parsed = parseContactPayload(body);
    if (!parsed.ok) {
      return jsonResponse(
        400,
        parsed.field ? { error: parsed.error, field: parsed.field } : { error: parsed.error },
      );
    }

    const mailConfig = readMailConfig(deps.getEnv);
    const storeConfig = readStoreConfig(deps.getEnv);
    if (!mailConfig.ok || !storeConfig.ok) {
      const problems = [
        ...(mailConfig.ok ? [] : mailConfig.problems),
        ...(storeConfig.ok ? [] : storeConfig.problems),
      ];
      logger.error(`send-contact-email: settings unusable: ${problems.join("; ")}`);
      return jsonResponse(500, { error: ERRORS.notConfigured });
    }
    const store = createContactStore(storeConfig.config, { fetch: deps.fetch });
    const claimed = await store.claimRequest(parsed.row);
    if (claimed === null) return jsonResponse(404, { error: ERRORS.notStored });
    const outcome = await deliverRequestMail(claimed, {
      store,
      mail: mailConfig.config,
      fetch: deps.fetch,
      logger,
      name: "send-contact-email",
      links: readLinkSettings(deps.getEnv, logger, "send-contact-email"),
    });
    if (outcome !== "sent") return jsonResponse(502, { error: ERRORS.provider });
    return jsonResponse(200, { ok: true });
  }

  return async (request) => {
    try {
      return await handle(request);
    } catch (error) {
      if (error instanceof StoreError) {
        logger.error(`send-contact-email: database unreachable: ${error.message}`);
        return jsonResponse(503, { error: ERRORS.storeUnavailable });
      }
      logger.error(`send-contact-email: unexpected error: ${String(error)}`);
      return jsonResponse(500, { error: ERRORS.unexpected });
    }
  };
}

/** The function as deployed: secrets from the environment, the real network. */
export const handler: (request: Request) => Promise<Response> = createHandler({
  getEnv: (name) => Deno.env.get(name),
});
