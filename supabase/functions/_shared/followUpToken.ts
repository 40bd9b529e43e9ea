// The two links of a staff mail, « Je m’en occupe » and « Répondu » (issue 21, DESIGN.md §2.11):
// each a signed, single-purpose, expiring token for one request and one action. A JWT (HS256,
// `jose`), signed with CONTACT_ACTION_SECRET, which only the functions hold:
//   { sub: <request id>, act: "prendre" | "repondu", aud: "suivi-demande", iat, exp }
// No personal data: a request id and an action. Unguessable: without the secret no signature
// checks. Single-purpose: the action and the request are in the signed part, so a « Répondu »
// link cannot take a request nor act on another one. Expiring: FOLLOW_UP_LINK_LIFETIME_DAYS after
// the request was stored. Replaying one changes nothing (the database's transitions say « déjà »).
// A link only opens the confirmation page of the site: the state changes on its POST, never on a
// GET or a HEAD a mail scanner sends (follow-up-request/handler.ts).
//
// The times come from the request, not the clock: every mail of one request (the notification,
// its retries, the reminders) carries the same links, so a retried mail is the same mail for the
// provider's idempotency key.

import { base64url, errors, jwtVerify, SignJWT } from "jose";
import { FOLLOW_UP_LINK_LIFETIME_DAYS } from "./followUpLinks.ts";
import type { GetEnv } from "./mailConfig.ts";
import { isPlaceholder } from "./placeholders.ts";

export {
  FOLLOW_UP_FRAGMENT,
  FOLLOW_UP_LINK_LIFETIME_DAYS,
  FOLLOW_UP_PAGE,
  followUpLink,
} from "./followUpLinks.ts";

export const FOLLOW_UP_ACTIONS = ["prendre", "repondu"] as const;
export type FollowUpAction = (typeof FOLLOW_UP_ACTIONS)[number];

/** The audience of a follow-up token: no other token of the project can stand in for one. */
export const FOLLOW_UP_AUDIENCE = "suivi-demande";
/** A token is a few hundred characters; anything much longer is not one (checked before parsing). */
export const FOLLOW_UP_TOKEN_MAX = 1_024;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface ActionConfig {
  /** Signs the links (CONTACT_ACTION_SECRET). */
  secret: string;
}

export type ActionConfigResult = { ok: true; config: ActionConfig } | {
  ok: false;
  problem: string;
};

/**
 * CONTACT_ACTION_SECRET: at least 32 characters, from the deployment's secrets; never
 * `.env.example`'s example, which is long enough and public (issue 33).
 */
export function readActionConfig(getEnv: GetEnv): ActionConfigResult {
  const secret = getEnv("CONTACT_ACTION_SECRET")?.trim() ?? "";
  if (isPlaceholder("CONTACT_ACTION_SECRET", secret)) {
    return { ok: false, problem: "CONTACT_ACTION_SECRET is the example of .env.example" };
  }
  if (secret.length < 32) {
    return { ok: false, problem: "CONTACT_ACTION_SECRET is missing or shorter than 32 characters" };
  }
  return { ok: true, config: { secret } };
}

const key = (config: ActionConfig) => new TextEncoder().encode(config.secret);

/** The token of one action on one request, valid from `storedAt` for the links' lifetime. */
export async function signFollowUpToken(
  request: { id: string; created_at: string },
  action: FollowUpAction,
  config: ActionConfig,
): Promise<string> {
  const issuedAt = Math.floor(Date.parse(request.created_at) / 1000);
  return await new SignJWT({ act: action })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(request.id)
    .setAudience(FOLLOW_UP_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + FOLLOW_UP_LINK_LIFETIME_DAYS * 86_400)
    .sign(key(config));
}

/**
 * A token exactly as signFollowUpToken writes it: three base64url segments without padding, each
 * the one spelling of its bytes. jose's decoder forgives more (a trailing `=`, white space after
 * the token, the spare low bits of a segment's last character: issue 34, point 5, « follow-up links
 * accept a padded token »): so many spellings of one link, which a log, a cache or a replay
 * counter would take for different tokens. Only the canonical one passes.
 */
function canonical(token: string): boolean {
  const segments = token.split(".");
  if (segments.length !== 3) return false;
  return segments.every((segment) => {
    if (!/^[A-Za-z0-9_-]+$/.test(segment)) return false;
    try {
      return base64url.encode(base64url.decode(segment)) === segment;
    } catch {
      return false;
    }
  });
}

export type VerifiedToken =
  | { ok: true; requestId: string; action: FollowUpAction }
  | { ok: false; why: "expire" | "invalide" };

/** Checks a token: its signature (HS256 only), audience, expiry, request id and action. */
export async function verifyFollowUpToken(
  token: string,
  config: ActionConfig,
  now: () => number = Date.now,
): Promise<VerifiedToken> {
  if (token.length === 0 || token.length > FOLLOW_UP_TOKEN_MAX || !canonical(token)) {
    return { ok: false, why: "invalide" };
  }
  try {
    const { payload } = await jwtVerify(token, key(config), {
      algorithms: ["HS256"],
      audience: FOLLOW_UP_AUDIENCE,
      currentDate: new Date(now()),
      requiredClaims: ["sub", "exp", "act"],
    });
    const action = payload.act;
    if (
      typeof payload.sub !== "string" || !UUID.test(payload.sub) ||
      !FOLLOW_UP_ACTIONS.includes(action as FollowUpAction)
    ) {
      return { ok: false, why: "invalide" };
    }
    return { ok: true, requestId: payload.sub, action: action as FollowUpAction };
  } catch (error) {
    return { ok: false, why: error instanceof errors.JWTExpired ? "expire" : "invalide" };
  }
}
