// follow-up-request: the confirmation of a staff action taken from a mail (issue 21, DESIGN.md
// §2.11). A staff mail's « Je m’en occupe » and « Répondu » links open the site's confirmation
// page (/suivi-demande, the signed token in the address's fragment); its form posts here, as a
// plain HTML form (`application/x-www-form-urlencoded`): `jeton` (the token) and `prenom` (the
// first name the staff member typed, remembered on their device by the page).
//
// Only a POST changes anything. A mail scanner that follows or prefetches a link sends GET or HEAD
// to the site's page (static: nothing to change) or to this function (405: nothing changes). The
// token is checked (signature, audience, expiry, request, action: followUpToken.ts), then the
// database moves the request (take_contact_request or answer_contact_request), which makes a
// replay change nothing. The answer is a 303 to the page with the result in its address
// (`/suivi-demande?resultat=<code>#<code>`): hosted functions serve no HTML, and the page shows
// the result's section without any script. Nothing of the request is in that address.

import { readBody } from "../_shared/body.ts";
import { checkLine } from "../_shared/contactContract/index.ts";
import { createContactStore, readStoreConfig, StoreError } from "../_shared/contactStore.ts";
import {
  FOLLOW_UP_FRAGMENT,
  FOLLOW_UP_PAGE,
  readActionConfig,
  verifyFollowUpToken,
} from "../_shared/followUpToken.ts";
import type { GetEnv } from "../_shared/mailConfig.ts";
import { siteOrigin } from "../_shared/siteOrigin.ts";
import { FOLLOW_UP_RESULTS, type FollowUpResult } from "./results.ts";

export { FOLLOW_UP_RESULTS, type FollowUpResult };

export interface FollowUpHandlerDeps {
  getEnv: GetEnv;
  fetch?: typeof fetch;
  logger?: Pick<Console, "error">;
  /** The clock tokens expire against (milliseconds); Date.now by default. */
  now?: () => number;
}

/** The field names of the page's form. */
export const TOKEN_FIELD = FOLLOW_UP_FRAGMENT;
export const FIRST_NAME_FIELD = "prenom";
/** A staff member's first name: one line, as the database's CHECK bounds it. */
export const FIRST_NAME_MAX = 40;

function redirect(origin: string, result: FollowUpResult): Response {
  return new Response(null, {
    status: 303,
    headers: {
      "Location": `${origin}${FOLLOW_UP_PAGE}?resultat=${result}#${result}`,
      "Cache-Control": "no-store",
      // The token was in this request's body: nothing of it to hand on.
      "Referrer-Policy": "no-referrer",
    },
  });
}

export function createFollowUpHandler(
  deps: FollowUpHandlerDeps,
): (request: Request) => Promise<Response> {
  const logger = deps.logger ?? console;

  async function act(form: URLSearchParams): Promise<FollowUpResult> {
    const actionConfig = readActionConfig(deps.getEnv);
    const storeConfig = readStoreConfig(deps.getEnv);
    if (!actionConfig.ok || !storeConfig.ok) {
      const problems = [
        ...(actionConfig.ok ? [] : [actionConfig.problem]),
        ...(storeConfig.ok ? [] : storeConfig.problems),
      ];
      logger.error(`follow-up-request: settings unusable: ${problems.join("; ")}`);
      return "indisponible";
    }
    const token = await verifyFollowUpToken(
      form.get(TOKEN_FIELD) ?? "",
      actionConfig.config,
      deps.now,
    );
    if (!token.ok) return token.why === "expire" ? "lien-expire" : "lien-invalide";
    const firstName = (form.get(FIRST_NAME_FIELD) ?? "").trim();
    if (checkLine(firstName, FIRST_NAME_MAX) !== null) return "prenom-invalide";
    try {
      const store = createContactStore(storeConfig.config, { fetch: deps.fetch });
      const outcome = await store.act(token.requestId, token.action, firstName);
      // Logged without the first name: the request's id and what happened.
      logger.error(`follow-up-request: ${token.action} on ${token.requestId}: ${outcome}`);
      return outcome;
    } catch (error) {
      if (error instanceof StoreError && error.code === "23514") return "prenom-invalide";
      logger.error(`follow-up-request: database unreachable: ${String(error)}`);
      return "indisponible";
    }
  }

  return async (request) => {
    if (request.method !== "POST") {
      // GET and HEAD included: a link checker or a mail scanner changes nothing.
      return new Response(
        request.method === "HEAD" ? null : "Méthode non autorisée\u00a0: utilisez POST.",
        {
          status: 405,
          headers: {
            "Allow": "POST",
            "Content-Type": "text/plain; charset=utf-8",
            "Cache-Control": "no-store",
          },
        },
      );
    }
    const origin = siteOrigin(deps.getEnv);
    if (!origin.ok) {
      logger.error(
        "follow-up-request: SITE_ORIGIN is not an http(s) origin (or is the example of .env.example)",
      );
      return new Response("SITE_ORIGIN n’est pas une origine http(s).", { status: 500 });
    }
    const mediaType = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
    const text = await readBody(request);
    if (
      mediaType !== "application/x-www-form-urlencoded" || text === "too-large" ||
      text === "not-utf8"
    ) {
      return redirect(origin.origin, "lien-invalide");
    }
    return redirect(origin.origin, await act(new URLSearchParams(text)));
  };
}

/** The function as deployed: settings from the environment, the real network. */
export const handler: (request: Request) => Promise<Response> = createFollowUpHandler({
  getEnv: (name) => Deno.env.get(name),
});
