// send-contact-email: mails the school one contact request the site has just stored.
// The request path is ignored on purpose: Supabase's gateway serves the function under
// /functions/v1/send-contact-email, the local stand-in under /send-contact-email.

import { jsonResponse, preflightResponse } from "../_shared/cors.ts";
import { composeContactEmail } from "../_shared/contactEmail.ts";
import { parseContactPayload } from "../_shared/contactPayload.ts";
import { type GetEnv, readMailConfig } from "../_shared/mailConfig.ts";
import { sendEmail } from "../_shared/mailer.ts";

export interface HandlerDeps {
  /** Where secrets come from; read on every request so a `supabase secrets set` applies. */
  getEnv: GetEnv;
  /** Used to reach the e-mail API; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Operational messages for the function's logs (no visitor data is logged). */
  logger?: Pick<Console, "error">;
  /** Timeout of the e-mail API call in milliseconds. */
  mailTimeoutMs?: number;
}

/** Largest accepted body: five bounded fields fit in far less. */
export const MAX_BODY_BYTES = 64 * 1024;

const NBSP = "\u00a0";

export const ERRORS = {
  method: `Méthode non autorisée${NBSP}: utilisez POST.`,
  contentType: "Le corps de la requête doit être envoyé en JSON (Content-Type: application/json).",
  tooLarge: "Le corps de la requête est trop volumineux.",
  badJson: "Le corps de la requête n’est pas un JSON valide.",
  notConfigured: "L’envoi d’e-mails n’est pas configuré sur le serveur.",
  provider: "L’e-mail n’a pas pu être envoyé. Veuillez réessayer plus tard.",
  unexpected: "Une erreur inattendue est survenue.",
} as const;

function isJsonContentType(header: string | null): boolean {
  const mediaType = header?.split(";")[0]?.trim().toLowerCase() ?? "";
  return mediaType === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType);
}

async function readBody(request: Request): Promise<string | "too-large"> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) return "too-large";
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > MAX_BODY_BYTES) return "too-large";
  return new TextDecoder().decode(bytes);
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
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return jsonResponse(400, { error: ERRORS.badJson });
    }

    const parsed = parseContactPayload(body);
    if (!parsed.ok) {
      return jsonResponse(
        400,
        parsed.field ? { error: parsed.error, field: parsed.field } : { error: parsed.error },
      );
    }

    const config = readMailConfig(deps.getEnv);
    if (!config.ok) {
      logger.error(`send-contact-email: mail settings unusable: ${config.problems.join("; ")}`);
      return jsonResponse(500, { error: ERRORS.notConfigured });
    }

    const mail = composeContactEmail(parsed.payload, config.config);
    const sent = await sendEmail(mail, {
      apiUrl: config.config.apiUrl,
      apiKey: config.config.apiKey,
      fetch: deps.fetch,
      timeoutMs: deps.mailTimeoutMs,
    });
    if (!sent.ok) {
      logger.error(
        `send-contact-email: e-mail API refused the mail (status ${
          sent.status ?? "none"
        }): ${sent.detail}`,
      );
      return jsonResponse(502, { error: ERRORS.provider });
    }
    return jsonResponse(200, { ok: true });
  }

  return async (request) => {
    try {
      return await handle(request);
    } catch (error) {
      logger.error(`send-contact-email: unexpected error: ${String(error)}`);
      return jsonResponse(500, { error: ERRORS.unexpected });
    }
  };
}

/** The function as deployed: secrets from the environment, the real network. */
export const handler: (request: Request) => Promise<Response> = createHandler({
  getEnv: (name) => Deno.env.get(name),
});
