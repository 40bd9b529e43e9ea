// submit-contact-form: where a contact request goes when the form's two REST calls cannot take it.
//
// 1. The form posted as plain HTML (no JavaScript, or sent before the page hydrated),
//    `application/x-www-form-urlencoded`. The answer is always a 303 to a prerendered page of the
//    site: /thank-you?objet=<slug>[&rappel=1]&envoi=formulaire#<slug>[-rappel], or
//    /demande-non-envoyee?motif=<code>#<code>
//    (hosted functions serve no HTML). Nothing the visitor typed goes into a redirect.
// 2. The form's script beyond the flood budget (issue 23): `GET …/challenge` hands out a proof
//    of work (proofOfWork.ts), and the request comes back as `application/json` with its solution
//    in `altcha`. JSON answers, with CORS headers for the site's own origin only (issue 34, point
//    2: another site's page can neither fetch a challenge for its visitors to solve nor read an
//    answer): the database says which origins are the site's (contact_request_proof_terms, the
//    budget's own rule), and the price of the challenge.
//
// After parsing, both take the very same path as the REST insert: the table's rules
// (the contract's fieldRules.ts), the honeypot, the row stored under the database's checks (only the site's
// origins, and the flood budget, counted as the visitor's own request: submit_contact_request hands
// over the visitor's headers, and the verified proof), then the one mail of that stored row
// (claim → send → mark, _shared/delivery/requestMail.ts, the same idempotency key).
//
// The site's origin comes from SITE_ORIGIN (configuration, never the request: no open redirect).
// Unset, the redirect is a path on the origin the form was posted to: right for the local
// stand-in, which the site reaches on its own origin at /_supabase/.

import { readBody } from "../_shared/body.ts";
import {
  ATTRIBUTION_FIELDS,
  checkAttribution,
  checkExperimentVariant,
  checkRequest,
  contactReasonSlug,
  type ContactRequest,
  DEFAULT_REASON,
  EXPERIMENT_FIELD,
  FIELDS,
  HONEYPOT_FIELD,
  isKnownReason,
  NO_PHONE,
  PROOF_FIELD,
  REFUSAL_PATH,
  THANK_YOU_PATH,
  thankYouAddress,
} from "../_shared/contactContract/index.ts";
import {
  type ContactStore,
  createContactStore,
  type ProofTerms,
  readStoreConfig,
  StoreError,
  visitorHeaders,
} from "../_shared/contactStore.ts";
import { type GetEnv, readMailConfig } from "../_shared/mailConfig.ts";
import { checkOfferOf, OFFER_REASON, offerFrom } from "../_shared/jobOffer.ts";
import { siteOrigin } from "../_shared/siteOrigin.ts";
import {
  checkProof,
  issueChallenge,
  readProofConfig,
  requesterOrigin,
  type VerifiedProof,
} from "../_shared/proofOfWork.ts";
import type { DeliveryDeps } from "../_shared/delivery/lifecycle.ts";
import { deliverRequestMail } from "../_shared/delivery/requestMail.ts";
import { readLinkSettings } from "../_shared/delivery/settings.ts";
import { type Refusal, REFUSALS } from "./refusals.ts";

export {
  HONEYPOT_FIELD,
  PROOF_FIELD,
  type Refusal,
  REFUSAL_PATH,
  REFUSALS,
  siteOrigin,
  THANK_YOU_PATH,
};

export interface FormHandlerDeps {
  getEnv: GetEnv;
  fetch?: typeof fetch;
  logger?: Pick<Console, "error">;
}

/** Every way a request can end, whichever way it came. */
type Outcome =
  /** `phoneGiven`: the thank-you page may say we call (never the number itself). */
  | { kind: "stored"; reason: string; phoneGiven: boolean }
  | { kind: "refused"; refusal: Refusal; details?: string }
  | { kind: "not-from-the-site" }
  | {
    kind: "proof-refused";
    why: "malformed" | "expired" | "invalid" | "foreign" | "spent" | "price";
  };

/**
 * The CORS headers of the proof-of-work lane for this request. The site calls it from its own
 * origin (another origin than the function's on a hosted project), so the browser wants them on
 * every answer: `Access-Control-Allow-Origin` names that origin, and only when the database says
 * the page is the site's; never `*`. Without it the browser keeps the answer from another site's
 * page (a challenge it would have its visitors solve, an answer it would read). `Vary: Origin`
 * always: a cache must not hand one origin's answer to another. A same-origin page (the local
 * stand-in) needs none of them.
 */
function corsFor(request: Request, fromTheSite: boolean): Record<string, string> {
  const origin = request.headers.get("origin");
  if (!fromTheSite || origin === null) return { "Vary": "Origin" };
  return {
    "Vary": "Origin",
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Headers": "content-type",
    "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
    "Access-Control-Max-Age": "600",
  };
}

function json(status: number, body: unknown, cors: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...cors,
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
    },
  });
}

const UNAVAILABLE = { code: "indisponible", error: "Le service est momentanément indisponible." };
const NOT_FROM_THE_SITE = {
  code: "origine",
  error: "Les demandes de contact ne peuvent être envoyées que depuis le site de l’école.",
};

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

/**
 * A request from the form's fields, with the form's own normalisation: trimmed values, an empty
 * phone is no phone, an absent reason is the default. The attribution fields are hidden inputs
 * the page fills from what it noted of the visit: empty means unknown, and a value the table
 * would refuse is dropped (a strange campaign link must never cost a visitor their request).
 */
export function requestFrom(field: (name: string) => string | null): ContactRequest {
  const typed = (name: string) => (field(name) ?? "").trim();
  const phone = typed("phone");
  const reason = field("reason") ?? "";
  const request: ContactRequest = {
    name: typed("name"),
    email: typed("email"),
    phone: phone === "" || phone === NO_PHONE ? null : phone,
    reason: reason === "" ? DEFAULT_REASON : reason,
    message: typed("message"),
  };
  for (const name of ATTRIBUTION_FIELDS) {
    const value = field(name);
    request[name] = value === null || value === "" ? null : value;
  }
  for (let breach = checkAttribution(request); breach; breach = checkAttribution(request)) {
    request[breach.field] = null;
  }
  // The experiment variant the page's prerender wrote (issue 37), dropped like an attribution value.
  const variant = field(EXPERIMENT_FIELD);
  if (variant !== null && variant !== "" && checkExperimentVariant(variant) === null) {
    request[EXPERIMENT_FIELD] = variant;
  }
  // A job offer (the form of /pme) carries its details; any other request none.
  return request.reason === OFFER_REASON ? { ...request, ...offerFrom(field) } : request;
}

/** What a urlencoded form body stands for. */
export const formRequest = (form: URLSearchParams): ContactRequest =>
  requestFrom((name) => form.get(name));

/** A JSON body's fields: strings only (anything else is as good as absent, then refused). */
function jsonFields(body: unknown): ((name: string) => string | null) | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  return (name) => (typeof record[name] === "string" ? record[name] as string : null);
}

export function createFormHandler(deps: FormHandlerDeps): (request: Request) => Promise<Response> {
  const logger = deps.logger ?? console;

  /** Stores the request under the database's checks, then mails it (or leaves it to the sweep). */
  async function store(
    contact: ContactRequest,
    request: Request,
    proof: VerifiedProof | undefined,
  ): Promise<Outcome> {
    const store = storeOf();
    if (store === null) return { kind: "refused", refusal: "indisponible" };
    try {
      await store.submit(contact, visitorHeaders(request.headers), proof);
    } catch (error) {
      if (error instanceof StoreError && error.code === "42501") {
        logger.error("submit-contact-form: refused, not from the site's origins");
        return { kind: "not-from-the-site" };
      }
      if (error instanceof StoreError && error.code === "P0001") {
        logger.error(`submit-contact-form: refused by the flood budget (${error.details ?? "?"})`);
        if (error.details === "proof") return { kind: "proof-refused", why: "spent" };
        // Priced below what the pressure asks now: a new challenge, at the new price, will do.
        if (error.details === "proof-price") return { kind: "proof-refused", why: "price" };
        const refusal = error.details === "address" ? "trop-de-demandes" : "verification";
        return { kind: "refused", refusal, details: error.details };
      }
      if (error instanceof StoreError && error.code?.startsWith("23")) {
        // A CHECK this copy of the rules missed: the database has the last word.
        logger.error(`submit-contact-form: refused by the table (${error.code})`);
        return { kind: "refused", refusal: "champ-invalide" };
      }
      logger.error(`submit-contact-form: database unreachable: ${String(error)}`);
      return { kind: "refused", refusal: "indisponible" };
    }

    // Stored: the request reaches the school whatever happens to the mail now (a failed send
    // waits for the sweep, like the JavaScript flow's ignored invoke failure).
    const mailConfig = readMailConfig(deps.getEnv);
    if (!mailConfig.ok) {
      logger.error(
        `submit-contact-form: mail settings unusable: ${mailConfig.problems.join("; ")}`,
      );
      return { kind: "stored", reason: contact.reason, phoneGiven: contact.phone !== null };
    }
    const delivery: DeliveryDeps = {
      store,
      mail: mailConfig.config,
      fetch: deps.fetch,
      logger,
      name: "submit-contact-form",
      links: readLinkSettings(deps.getEnv, logger, "submit-contact-form"),
    };
    try {
      const row = Object.fromEntries(FIELDS.map((field) => [field, contact[field]]));
      const claimed = await store.claimRequest(row as unknown as ContactRequest);
      if (claimed !== null) await deliverRequestMail(claimed, delivery);
    } catch (error) {
      logger.error(`submit-contact-form: stored, mail left to the sweep: ${String(error)}`);
    }
    return { kind: "stored", reason: contact.reason, phoneGiven: contact.phone !== null };
  }

  /** The proof the request carries, verified; `undefined` when it carries none. */
  async function verified(
    payload: string | null,
    request: Request,
  ): Promise<{ ok: true; proof?: VerifiedProof } | { ok: false; outcome: Outcome }> {
    if (payload === null || payload === "") return { ok: true };
    const config = readProofConfig(deps.getEnv);
    if (!config.ok) {
      logger.error(`submit-contact-form: ${config.problem}`);
      return { ok: false, outcome: { kind: "refused", refusal: "indisponible" } };
    }
    const check = await checkProof(payload, config.config, requesterOrigin(request.headers));
    if (!check.ok) {
      logger.error(`submit-contact-form: proof refused (${check.reason})`);
      return { ok: false, outcome: { kind: "proof-refused", why: check.reason } };
    }
    return { ok: true, proof: check.proof };
  }

  /** The store, when the function's settings allow one. */
  function storeOf(): ContactStore | null {
    const storeConfig = readStoreConfig(deps.getEnv);
    if (!storeConfig.ok) {
      logger.error(`submit-contact-form: settings unusable: ${storeConfig.problems.join("; ")}`);
      return null;
    }
    return createContactStore(storeConfig.config, { fetch: deps.fetch });
  }

  /** What the database says of this visitor before the proof-of-work lane answers; null: unreachable. */
  async function termsOf(request: Request): Promise<ProofTerms | null> {
    const store = storeOf();
    if (store === null) return null;
    try {
      return await store.proofTerms(visitorHeaders(request.headers));
    } catch (error) {
      logger.error(`submit-contact-form: database unreachable: ${String(error)}`);
      return null;
    }
  }

  /** Parses, checks and stores one request, whichever lane it came by. */
  async function handle(
    field: (name: string) => string | null,
    request: Request,
  ): Promise<Outcome> {
    const contact = requestFrom(field);
    // The honeypot filled: the same thank-you as a person gets, nothing stored or mailed.
    if ((field(HONEYPOT_FIELD) ?? "") !== "") {
      return { kind: "stored", reason: contact.reason, phoneGiven: contact.phone !== null };
    }
    if (checkRequest(contact) !== null || checkOfferOf(contact) !== null) {
      return { kind: "refused", refusal: "champ-invalide" };
    }
    const proof = await verified(field(PROOF_FIELD), request);
    if (!proof.ok) return proof.outcome;
    return await store(contact, request, proof.proof);
  }

  /**
   * `GET …/challenge`: a challenge at the price the database asks, for the site's pages (and
   * scripts, which the ceiling bounds) only; none once this client's ceiling is reached.
   */
  async function challenge(request: Request): Promise<Response> {
    const terms = await termsOf(request);
    if (terms === null) return json(503, UNAVAILABLE, { "Vary": "Origin" });
    const cors = corsFor(request, terms.from_the_site);
    if (!terms.from_the_site) {
      logger.error("submit-contact-form: no challenge for another site's page");
      return json(403, NOT_FROM_THE_SITE, cors);
    }
    if (terms.refusal === "plafond") {
      logger.error("submit-contact-form: no challenge, this client reached its ceiling");
      return json(429, {
        code: "trop-de-demandes",
        details: "plafond",
        error: "Trop de demandes ont été envoyées en peu de temps.",
      }, cors);
    }
    const config = readProofConfig(deps.getEnv);
    if (!config.ok) {
      logger.error(`submit-contact-form: ${config.problem}`);
      return json(
        503,
        { code: "indisponible", error: "Vérification momentanément indisponible." },
        cors,
      );
    }
    const issued = await issueChallenge(config.config, {
      level: terms.level,
      origin: requesterOrigin(request.headers),
    });
    return json(200, issued, cors);
  }

  return async (request) => {
    if (request.method === "OPTIONS") {
      // The browser's preflight of the JSON lane: allowed for the site's pages only.
      const terms = await termsOf(request);
      return new Response(null, {
        status: 204,
        headers: corsFor(request, terms?.from_the_site ?? false),
      });
    }
    if (request.method === "GET" && new URL(request.url).pathname.endsWith("/challenge")) {
      return await challenge(request);
    }
    if (request.method !== "POST") {
      return new Response("Méthode non autorisée\u00a0: utilisez POST.", {
        status: 405,
        headers: { "Allow": "GET, POST, OPTIONS", "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    const origin = siteOrigin(deps.getEnv);
    if (!origin.ok) {
      logger.error(
        "submit-contact-form: SITE_ORIGIN is not an http(s) origin (or is the example of .env.example)",
      );
      return new Response("SITE_ORIGIN n’est pas une origine http(s).", { status: 500 });
    }

    const mediaType = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
    const text = await readBody(request);

    if (mediaType === "application/json") {
      // Another site's page learns nothing here, not even that its body was malformed.
      const terms = await termsOf(request);
      if (terms === null) return json(503, UNAVAILABLE, { "Vary": "Origin" });
      const cors = corsFor(request, terms.from_the_site);
      if (!terms.from_the_site) return json(403, NOT_FROM_THE_SITE, cors);
      let fields: ((name: string) => string | null) | null = null;
      if (text !== "too-large" && text !== "not-utf8") {
        try {
          fields = jsonFields(JSON.parse(text));
        } catch {
          fields = null;
        }
      }
      const outcome: Outcome = fields === null
        ? { kind: "refused", refusal: "champ-invalide" }
        : await handle(fields, request);
      return jsonAnswer(outcome, cors);
    }

    const refuse = (motif: Refusal) =>
      redirect(`${origin.origin}${REFUSAL_PATH}?motif=${motif}#${motif}`);
    if (mediaType !== "application/x-www-form-urlencoded") return refuse("champ-invalide");
    if (text === "too-large" || text === "not-utf8") return refuse("champ-invalide");
    const form = new URLSearchParams(text);
    const outcome = await handle((name) => form.get(name), request);
    switch (outcome.kind) {
      case "stored": {
        // The page says this request's promise and next steps, a call only if a phone was given
        // (the contract's thankYouAddress: the reason's slug and a yes, nothing typed).
        const reason = outcome.reason;
        const slug = contactReasonSlug(isKnownReason(reason) ? reason : DEFAULT_REASON);
        const address = thankYouAddress({ slug, phoneGiven: outcome.phoneGiven, sentByForm: true });
        return redirect(`${origin.origin}${address}`);
      }
      case "refused":
        return refuse(outcome.refusal);
      case "proof-refused":
        return refuse("verification");
      case "not-from-the-site":
        // Not a visitor of the site: no page of the site to send them to.
        return new Response(
          "Ce formulaire ne peut être envoyé que depuis le site de l’école.",
          { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } },
        );
    }
  };
}

/**
 * The JSON lane's answers (packages/contact, sendWithProof, reads `code`: `preuve-refusee` asks
 * for a new challenge, once).
 */
function jsonAnswer(outcome: Outcome, cors: Record<string, string>): Response {
  switch (outcome.kind) {
    case "stored":
      return json(200, { ok: true }, cors);
    case "not-from-the-site":
      return json(403, NOT_FROM_THE_SITE, cors);
    case "proof-refused":
      return json(outcome.why === "spent" || outcome.why === "price" ? 409 : 400, {
        code: "preuve-refusee",
        error: "La vérification anti-robot n’a pas abouti : recommencez.",
      }, cors);
    case "refused":
      switch (outcome.refusal) {
        case "champ-invalide":
          return json(400, {
            code: outcome.refusal,
            error: "Une information n’a pas pu être acceptée.",
          }, cors);
        case "trop-de-demandes":
        case "verification":
          return json(429, {
            code: "trop-de-demandes",
            details: outcome.details,
            error: "Trop de demandes ont été envoyées en peu de temps.",
          }, cors);
        case "indisponible":
          return json(503, UNAVAILABLE, cors);
      }
  }
}

/** The function as deployed: settings from the environment, the real network. */
export const handler: (request: Request) => Promise<Response> = createFormHandler({
  getEnv: (name) => Deno.env.get(name),
});
