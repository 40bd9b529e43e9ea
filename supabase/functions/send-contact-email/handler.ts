// send-contact-email: mails the school one contact request the site has just stored.
//
// The browser inserts the request with the anon key, then calls this function with the same
// five values (spec §7). The function mails only a request that is really stored and not
// mailed yet: it claims the matching row with the service role, sends, then marks it
// notified. A call matching no such row sends nothing (404), so the function cannot be used
// to write to the school at will, and a retried call cannot mail twice. A send that failed for
// a passing reason waits for the sweep (`{ "sweep": true }`, service role only, scheduled every
// 10 minutes), which retries it with a growing delay; one the provider refused for good is
// marked failed with the reason, for staff (delivery.ts).
//
// The request path is ignored on purpose: Supabase's gateway serves the function under
// /functions/v1/send-contact-email, the local stand-in under /send-contact-email.

import { MAX_BODY_BYTES, readBody } from "../_shared/body.ts";
import { jsonResponse, preflightResponse } from "../_shared/cors.ts";
import { parseContactPayload } from "../_shared/contactPayload.ts";
import { createContactStore, readStoreConfig, StoreError } from "../_shared/contactStore.ts";
import { type GetEnv, readMailConfig } from "../_shared/mailConfig.ts";
import { isServiceRoleCall } from "../_shared/serviceAuth.ts";
import {
  deliverClaimed,
  type DeliveryDeps,
  readLinkSettings,
  readManagers,
  sweep,
  sweepFollowUps,
} from "../_shared/delivery.ts";
import { sweepWeeklyReport } from "./weeklyReport.ts";

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

/** Age under which the sweep leaves a request to the visitor's own call. */
export const SWEEP_DEFAULT_MIN_AGE_SECONDS = 120;

export { MAX_BODY_BYTES };

const NBSP = "\u00a0";

export const ERRORS = {
  method: `Méthode non autorisée${NBSP}: utilisez POST.`,
  contentType: "Le corps de la requête doit être envoyé en JSON (Content-Type: application/json).",
  tooLarge: "Le corps de la requête est trop volumineux.",
  badJson: "Le corps de la requête n’est pas un JSON valide.",
  notConfigured: "L’envoi d’e-mails n’est pas configuré sur le serveur.",
  provider: "L’e-mail n’a pas pu être envoyé. Veuillez réessayer plus tard.",
  unexpected: "Une erreur inattendue est survenue.",
  notStored:
    "Aucune demande enregistrée et en attente d’envoi ne correspond à ces informations\u00a0: rien n’a été envoyé.",
  storeUnavailable: "La demande n’a pas pu être vérifiée. Veuillez réessayer plus tard.",
  sweepForbidden: "Seule la clé service_role peut relancer l’envoi des demandes en attente.",
  sweepMinAge: "minAgeSeconds doit être un nombre entier de secondes entre 0 et 86\u00a0400.",
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

    const isSweep = typeof body === "object" && body !== null && "sweep" in body;
    const parsed = isSweep ? null : parseContactPayload(body);
    if (parsed && !parsed.ok) {
      return jsonResponse(
        400,
        parsed.field ? { error: parsed.error, field: parsed.field } : { error: parsed.error },
      );
    }

    const mailConfig = readMailConfig(deps.getEnv);
    const storeConfig = readStoreConfig(deps.getEnv);
    if (isSweep && !(storeConfig.ok && isServiceRoleCall(request, storeConfig.config.serviceKey))) {
      return jsonResponse(403, { error: ERRORS.sweepForbidden });
    }
    if (!mailConfig.ok || !storeConfig.ok) {
      const problems = [
        ...(mailConfig.ok ? [] : mailConfig.problems),
        ...(storeConfig.ok ? [] : storeConfig.problems),
      ];
      logger.error(`send-contact-email: settings unusable: ${problems.join("; ")}`);
      return jsonResponse(500, { error: ERRORS.notConfigured });
    }
    const delivery: DeliveryDeps = {
      store: createContactStore(storeConfig.config, { fetch: deps.fetch }),
      mail: mailConfig.config,
      fetch: deps.fetch,
      logger,
      now: deps.now,
      links: readLinkSettings(deps.getEnv, logger),
      managers: readManagers(deps.getEnv, logger),
    };

    if (isSweep) {
      const minAge = (body as { minAgeSeconds?: unknown }).minAgeSeconds ??
        SWEEP_DEFAULT_MIN_AGE_SECONDS;
      if (!Number.isInteger(minAge) || (minAge as number) < 0 || (minAge as number) > 86_400) {
        return jsonResponse(400, { error: ERRORS.sweepMinAge });
      }
      const { providerDown, ...counts } = await sweep(minAge as number, delivery);
      // Then the follow-up (issue 21): lateness, and the reminders, unless the provider is down.
      const followUps = providerDown ? undefined : await sweepFollowUps(delivery);
      // Then, from Monday 08:00 (Paris), last week's report to the manager, once (weeklyReport.ts).
      const weeklyReport = providerDown ? undefined : await sweepWeeklyReport(delivery);
      // The sweep ran (issue 33): staff, the weekly mail and the launch check see when it stops.
      await delivery.store.recordSweep().catch((error: unknown) =>
        logger.error(`send-contact-email: sweep not recorded: ${String(error)}`)
      );
      // 502 when a mail could not leave and waits for the next sweep (pg_net keeps the answer).
      const waiting = (followUps?.reminders.retrying ?? 0) +
        (followUps?.acknowledgements.retrying ?? 0) + (weeklyReport?.retrying ?? 0);
      if (counts.retrying > 0 || waiting > 0) {
        return jsonResponse(502, {
          error: ERRORS.provider,
          providerDown,
          ...counts,
          ...followUps,
          weeklyReport,
        });
      }
      return jsonResponse(200, { ok: true, ...counts, ...followUps, weeklyReport });
    }

    const claimed = await delivery.store.claim(parsed!.row);
    if (claimed === null) return jsonResponse(404, { error: ERRORS.notStored });
    const outcome = await deliverClaimed(claimed, delivery);
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
