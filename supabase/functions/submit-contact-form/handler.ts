// submit-contact-form: the contact form posted as plain HTML (no JavaScript, or scripts that
// never ran), `application/x-www-form-urlencoded`. After parsing, the very same path as the
// JavaScript flow: the table's rules (contactRules.ts), the honeypot, the row stored under the
// database's flood budget (counted as the visitor's own request: submit_contact_request hands
// over the visitor's headers), then the one mail of that stored row (claim → send → mark,
// delivery.ts, the same idempotency key). The answer is always a 303 to a prerendered page of the
// site: /thank-you?objet=<slug>, or /demande-non-envoyee?motif=<code>#<code> (hosted functions
// serve no HTML). Nothing the visitor typed goes into a redirect.
//
// The site's origin comes from SITE_ORIGIN (configuration, never the request: no open redirect).
// Unset, the redirect is a path on the origin the form was posted to: right for the local
// stand-in, which the site reaches on its own origin at /_supabase/.

import { readBody } from "../_shared/body.ts";
import { DEFAULT_REASON, NO_PHONE } from "../_shared/contactPayload.ts";
import { isKnownReason, REASON_SLUGS } from "../_shared/contactReasons.ts";
import {
  ATTRIBUTION_FIELDS,
  checkRequest,
  type ContactRequest,
  FIELDS,
} from "../_shared/contactRules.ts";
import {
  createContactStore,
  readStoreConfig,
  StoreError,
  visitorHeaders,
} from "../_shared/contactStore.ts";
import { type GetEnv, readMailConfig } from "../_shared/mailConfig.ts";
import { deliverClaimed, type DeliveryDeps } from "../send-contact-email/delivery.ts";

export interface FormHandlerDeps {
  getEnv: GetEnv;
  fetch?: typeof fetch;
  logger?: Pick<Console, "error">;
}

/** The honeypot's name (packages/contact/src/ContactForm/spamGuard.ts, HONEYPOT_FIELD). */
export const HONEYPOT_FIELD = "website";

export const THANK_YOU_PATH = "/thank-you";
export const REFUSAL_PATH = "/demande-non-envoyee";

/** Why a request was not stored, as the refusal page names it (its sections' ids). */
export const REFUSALS = ["champ-invalide", "trop-de-demandes", "indisponible"] as const;
export type Refusal = (typeof REFUSALS)[number];

/** The site's origin for redirects: SITE_ORIGIN (an http(s) origin), else "" (a path). */
export function siteOrigin(getEnv: GetEnv): { ok: true; origin: string } | { ok: false } {
  const raw = getEnv("SITE_ORIGIN")?.trim() ?? "";
  if (raw === "") return { ok: true, origin: "" };
  if (!URL.canParse(raw)) return { ok: false };
  const url = new URL(raw);
  if (!/^https?:$/.test(url.protocol) || url.origin !== raw.replace(/\/+$/, "")) {
    return { ok: false };
  }
  return { ok: true, origin: url.origin };
}

function redirect(location: string): Response {
  return new Response(null, {
    status: 303,
    headers: {
      "Location": location,
      "Cache-Control": "no-store",
      // The visitor's values were in the body of this request: nothing about it to keep.
      "Referrer-Policy": "no-referrer",
    },
  });
}

/** What a urlencoded form body stands for, with the form's own normalisation. */
export function formRequest(form: URLSearchParams): ContactRequest {
  // What the JavaScript form does before its insert (toContactRow): trimmed values, an empty
  // phone is no phone. The attribution fields are hidden inputs: empty means unknown.
  const typed = (name: string) => (form.get(name) ?? "").trim();
  const phone = typed("phone");
  const reason = form.get("reason") ?? "";
  const request: ContactRequest = {
    name: typed("name"),
    email: typed("email"),
    phone: phone === "" || phone === NO_PHONE ? null : phone,
    reason: reason === "" ? DEFAULT_REASON : reason,
    message: typed("message"),
  };
  for (const field of ATTRIBUTION_FIELDS) {
    const value = form.get(field);
    request[field] = value === null || value === "" ? null : value;
  }
  return request;
}

export function createFormHandler(deps: FormHandlerDeps): (request: Request) => Promise<Response> {
  const logger = deps.logger ?? console;

  return async (request) => {
    if (request.method !== "POST") {
      return new Response("Méthode non autorisée\u00a0: utilisez POST.", {
        status: 405,
        headers: { "Allow": "POST", "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    const origin = siteOrigin(deps.getEnv);
    if (!origin.ok) {
      logger.error("submit-contact-form: SITE_ORIGIN is not an http(s) origin");
      return new Response("SITE_ORIGIN n’est pas une origine http(s).", { status: 500 });
    }
    const refuse = (motif: Refusal) =>
      redirect(`${origin.origin}${REFUSAL_PATH}?motif=${motif}#${motif}`);
    const thankYou = (reason: string) => {
      const slug = isKnownReason(reason) ? REASON_SLUGS[reason] : REASON_SLUGS[DEFAULT_REASON];
      return redirect(`${origin.origin}${THANK_YOU_PATH}?objet=${slug}`);
    };

    const mediaType = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (mediaType !== "application/x-www-form-urlencoded") return refuse("champ-invalide");
    const text = await readBody(request);
    if (text === "too-large" || text === "not-utf8") return refuse("champ-invalide");
    const form = new URLSearchParams(text);
    const contact = formRequest(form);

    // The honeypot filled: the same thank-you as a person gets, nothing stored or mailed.
    if ((form.get(HONEYPOT_FIELD) ?? "") !== "") return thankYou(contact.reason);

    if (checkRequest(contact) !== null) return refuse("champ-invalide");

    const mailConfig = readMailConfig(deps.getEnv);
    const storeConfig = readStoreConfig(deps.getEnv);
    if (!storeConfig.ok) {
      logger.error(`submit-contact-form: settings unusable: ${storeConfig.problems.join("; ")}`);
      return refuse("indisponible");
    }
    const store = createContactStore(storeConfig.config, { fetch: deps.fetch });

    try {
      await store.submit(contact, visitorHeaders(request.headers));
    } catch (error) {
      if (error instanceof StoreError && error.code === "P0001") {
        logger.error(`submit-contact-form: refused by the flood budget (${error.details ?? "?"})`);
        return refuse("trop-de-demandes");
      }
      if (error instanceof StoreError && error.code?.startsWith("23")) {
        // A CHECK this copy of the rules missed: the database has the last word.
        logger.error(`submit-contact-form: refused by the table (${error.code})`);
        return refuse("champ-invalide");
      }
      logger.error(`submit-contact-form: database unreachable: ${String(error)}`);
      return refuse("indisponible");
    }

    // Stored: the request reaches the school whatever happens to the mail now (a failed send
    // waits for the sweep, like the JavaScript flow's ignored invoke failure).
    if (!mailConfig.ok) {
      logger.error(
        `submit-contact-form: mail settings unusable: ${mailConfig.problems.join("; ")}`,
      );
      return thankYou(contact.reason);
    }
    const delivery: DeliveryDeps = { store, mail: mailConfig.config, fetch: deps.fetch, logger };
    try {
      const row = Object.fromEntries(FIELDS.map((field) => [field, contact[field]]));
      const claimed = await store.claim(row as unknown as ContactRequest);
      if (claimed !== null) await deliverClaimed(claimed, delivery);
    } catch (error) {
      logger.error(`submit-contact-form: stored, mail left to the sweep: ${String(error)}`);
    }
    return thankYou(contact.reason);
  };
}

/** The function as deployed: settings from the environment, the real network. */
export const handler: (request: Request) => Promise<Response> = createFormHandler({
  getEnv: (name) => Deno.env.get(name),
});
