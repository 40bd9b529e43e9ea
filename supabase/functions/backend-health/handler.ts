// backend-health: what the launch check (`npm run launch-check`) cannot read of a hosted project
// by itself (issue 33, point 4). A project's secrets cannot be read back (`supabase secrets list`
// shows digests), so the functions say whether each is set and usable, with their own readers,
// never its value; the database says who may file requests and when the sweep last ran
// (backend_health, 20261128160000); the e-mail provider says whether it tracks opens and clicks.
//
// `GET`, with the service-role key only (the same check as the sweep's): the answer names no
// secret, but how a project is set up is nobody else's business. JSON:
//   { settings: [{ name, required, state: ok|missing|placeholder|invalid }], siteOrigin,
//     tracking: { domain, open, click[, why] }, database: { allowedOrigins, allowSameOrigin,
//     sweep: { scheduled, lastRunAt, minutesSinceLastRun, stale } } | { error } }
// siteOrigin is SITE_ORIGIN when usable (a public address, for the check to compare with the
// site's), else null.

import { jsonResponse, preflightResponse } from "../_shared/cors.ts";
import type { BackendHealth } from "../_shared/backendHealthShape.ts";
import { createContactStore, readStoreConfig } from "../_shared/contactStore.ts";
import { readTracking, senderDomain, type Tracking } from "../_shared/emailTracking.ts";
import { type GetEnv, readMailConfig } from "../_shared/mailConfig.ts";
import { isServiceRoleCall } from "../_shared/serviceAuth.ts";
import { settingStates } from "../_shared/settingsHealth.ts";
import { siteOrigin } from "../_shared/siteOrigin.ts";

export type { BackendHealth };

export interface HealthDeps {
  getEnv: GetEnv;
  /** The database's and the provider's network; the global fetch by default. */
  fetch?: typeof fetch;
  logger?: Pick<Console, "error">;
}

const NBSP = "\u00a0";

export const ERRORS = {
  method: `Méthode non autorisée${NBSP}: utilisez GET.`,
  forbidden: "Seule la clé service_role peut lire l’état du backend.",
  notConfigured: "SUPABASE_URL ou SUPABASE_SERVICE_ROLE_KEY manque à la fonction.",
} as const;

export function createHandler(deps: HealthDeps): (request: Request) => Promise<Response> {
  const logger = deps.logger ?? console;
  return async (request) => {
    if (request.method === "OPTIONS") return preflightResponse();
    if (request.method !== "GET") {
      return jsonResponse(405, { error: ERRORS.method }, { "Allow": "GET, OPTIONS" });
    }
    const store = readStoreConfig(deps.getEnv);
    if (!store.ok) {
      logger.error(`backend-health: settings unusable: ${store.problems.join("; ")}`);
      return jsonResponse(500, { error: ERRORS.notConfigured });
    }
    if (!isServiceRoleCall(request, store.config.serviceKey)) {
      return jsonResponse(403, { error: ERRORS.forbidden });
    }

    const origin = siteOrigin(deps.getEnv);
    const mail = readMailConfig(deps.getEnv);
    const from = deps.getEnv("CONTACT_EMAIL_FROM")?.trim() ?? "";
    const [tracking, database] = await Promise.all([
      mail.ok ? readTracking({ ...mail.config, fetch: deps.fetch }) : Promise.resolve<Tracking>({
        domain: senderDomain(from),
        open: null,
        click: null,
        why: "les réglages d’envoi sont incomplets",
      }),
      createContactStore(store.config, { fetch: deps.fetch }).backendHealth().catch(
        (error: unknown) => {
          logger.error(`backend-health: database unreachable: ${String(error)}`);
          // PostgREST's answer names no secret (a missing function: the migration not applied).
          return { error: String(error).slice(0, 300) };
        },
      ),
    ]);
    const health: BackendHealth = {
      settings: settingStates(deps.getEnv),
      siteOrigin: origin.ok && origin.origin !== "" ? origin.origin : null,
      tracking,
      database,
    };
    return jsonResponse(200, health, { "Cache-Control": "no-store" });
  };
}

/** The function as deployed: secrets from the environment, the real network. */
export const handler: (request: Request) => Promise<Response> = createHandler({
  getEnv: (name) => Deno.env.get(name),
});
