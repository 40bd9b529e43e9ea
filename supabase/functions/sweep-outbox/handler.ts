// sweep-outbox: the sweep, its own function (issue 36). The scheduled job (pg_cron + pg_net,
// supabase/README.md, « Scheduled tasks ») posts `{}` to it every 10 minutes with the service-role
// key; it sends whatever the outboxes hold that is due (_shared/delivery/sweep.ts) and answers
// what it did. Nobody else may call it: the gateway checks the JWT (verify_jwt, config.toml) and
// the function the key itself, since a sweep mails every pending request.
//
// The request path is ignored on purpose: Supabase's gateway serves the function under
// /functions/v1/sweep-outbox, the local stand-in under /sweep-outbox.

import { MAX_BODY_BYTES, readBody } from "../_shared/body.ts";
import { jsonResponse } from "../_shared/cors.ts";
import { StoreError } from "../_shared/contactStore.ts";
import { answerSweep, SWEEP_ERRORS } from "../_shared/delivery/sweep.ts";
import type { GetEnv } from "../_shared/mailConfig.ts";

export interface HandlerDeps {
  /** Where secrets come from; read on every request so a `supabase secrets set` applies. */
  getEnv: GetEnv;
  /** Used to reach the e-mail API and the database; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Operational messages for the function's logs (no visitor data is logged). */
  logger?: Pick<Console, "error">;
  /** The sweep's clock (milliseconds); Date.now by default. */
  now?: () => number;
}

export { MAX_BODY_BYTES };

const NBSP = "\u00a0";

export const ERRORS = {
  ...SWEEP_ERRORS,
  method: `Méthode non autorisée${NBSP}: utilisez POST.`,
  contentType: "Le corps de la requête doit être envoyé en JSON (Content-Type: application/json).",
  tooLarge: "Le corps de la requête est trop volumineux.",
  badJson: "Le corps de la requête doit être un objet JSON, par exemple {}.",
  storeUnavailable: "La base de données n’a pas répondu. La prochaine relance réessaiera.",
  unexpected: "Une erreur inattendue est survenue.",
} as const;

const NAME = "sweep-outbox";

export function createHandler(deps: HandlerDeps): (request: Request) => Promise<Response> {
  const logger = deps.logger ?? console;

  async function handle(request: Request): Promise<Response> {
    if (request.method !== "POST") {
      return jsonResponse(405, { error: ERRORS.method }, { "Allow": "POST" });
    }
    const mediaType = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (mediaType !== "application/json") {
      return jsonResponse(415, { error: ERRORS.contentType });
    }
    const text = await readBody(request);
    if (text === "too-large") return jsonResponse(413, { error: ERRORS.tooLarge });
    let body: unknown;
    try {
      body = text === "not-utf8" ? undefined : JSON.parse(text === "" ? "{}" : text);
    } catch {
      body = undefined;
    }
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      return jsonResponse(400, { error: ERRORS.badJson });
    }
    return await answerSweep({
      request,
      body: body as Record<string, unknown>,
      getEnv: deps.getEnv,
      fetch: deps.fetch,
      logger,
      now: deps.now,
      name: NAME,
    });
  }

  return async (request) => {
    try {
      return await handle(request);
    } catch (error) {
      if (error instanceof StoreError) {
        logger.error(`${NAME}: database unreachable: ${error.message}`);
        return jsonResponse(503, { error: ERRORS.storeUnavailable });
      }
      logger.error(`${NAME}: unexpected error: ${String(error)}`);
      return jsonResponse(500, { error: ERRORS.unexpected });
    }
  };
}

/** The function as deployed: secrets from the environment, the real network. */
export const handler: (request: Request) => Promise<Response> = createHandler({
  getEnv: (name) => Deno.env.get(name),
});
