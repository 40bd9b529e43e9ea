// The proof of work a request carries beyond the flood budget (issue 23; the decision and its
// measurements: docs/architecture.md, « Decision revisited » and « Decision revisited again »).
// ALTCHA's model and its library (altcha-lib, PoW v2): the function issues a challenge signed with a
// secret only it holds, the visitor's browser searches the counter whose PBKDF2 key starts with the
// challenge's prefix, the function checks the signatures and the expiry. No third party, no cookie,
// nothing to consent to.
//
// Deterministic mode: the function picks the counter, uniform in [0, span), so the work is bounded
// (a visitor never draws a ten-times-longer puzzle) and the verification is an HMAC of the derived
// key (hmacKeySignatureSecret), not a key derivation: checking costs the function nothing a flood
// could exploit. Issuing costs one derivation (about 1 ms). The range starts at 0, where every
// solver starts (issue 34: a public lower bound of 160, which the browser did not use, gave scripts
// a head start of 160 derivations, two thirds of the work).
//
// The price rises with abuse, not with CPU (issue 34, point 1): the database says the level of
// each challenge from the recent proved requests of the client and of the site
// (contact_request_proof_terms, 20261128170000), each level doubles the span, and the level and the
// origin the challenge was issued to travel in its signed `data`. At submit the origin must be the
// same (a challenge fetched by another page, or by a script then carried to a browser, is refused),
// and the database refuses a level too far below the current price and anything beyond the ceiling
// of proved requests per client. PBKDF2 through Web Crypto runs as native code in the browser as in
// a script: a script has no shortcut, but it can buy in parallel, hence the ceiling.

import { createChallenge, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import type { Challenge, Payload } from "altcha-lib/types";
import type { GetEnv } from "./mailConfig.ts";
import { isPlaceholder } from "./placeholders.ts";

export const PROOF_ALGORITHM = "PBKDF2/SHA-256";
/** PBKDF2 iterations per attempt. */
export const PROOF_COST = 5_000;
/**
 * The counter's range at level 0: [0, 256), 128 derivations of 5 000 iterations on average, 256 at
 * most (measured in Chromium: docs/red-team.md, « What a proof of work costs »). Each level doubles
 * it; the fair's thirty visitors on one address stay within levels 0 and 1.
 */
export const PROOF_SPAN = 256;
/** The highest level the function issues: a span of 16 384, 8 192 derivations on average. */
export const PROOF_LEVEL_MAX = 6;
/** A challenge must be solved and sent within this time. */
export const PROOF_LIFETIME_MS = 10 * 60 * 1000;
/** The base64 payload is a few hundred bytes; anything much longer is not one. */
export const PROOF_PAYLOAD_MAX = 4_096;

/** The counter's range at a level the database asked for (clamped to 0 … PROOF_LEVEL_MAX). */
export function proofSpan(level: number): number {
  const clamped = Math.min(PROOF_LEVEL_MAX, Math.max(0, Math.floor(level)));
  return PROOF_SPAN * 2 ** clamped;
}

/**
 * Whom a request comes from, as the browser writes it: `same-origin` for a page of the API's own
 * origin (the local stand-in behind the site's proxy: a browser sends no `Origin` on a same-origin
 * GET, and does on a POST, so the two are named alike), else the `Origin` header, lower case, else
 * "" (no browser page: a script). A page cannot write either header; a script can write anything,
 * and the ceiling bounds it.
 */
export function requesterOrigin(headers: Headers): string {
  if (headers.get("sec-fetch-site")?.toLowerCase() === "same-origin") return "same-origin";
  return headers.get("origin")?.trim().toLowerCase() ?? "";
}

/** What a challenge is issued for: the price the database asked, and who asked. */
export interface ChallengeTerms {
  level: number;
  /** requesterOrigin() of the request that fetched it. */
  origin: string;
}

export interface ProofConfig {
  /** Signs the challenges (CONTACT_PROOF_SECRET). */
  secret: string;
}

export type ProofConfigResult = { ok: true; config: ProofConfig } | { ok: false; problem: string };

/**
 * CONTACT_PROOF_SECRET: at least 32 characters, from the deployment's secrets; never
 * `.env.example`'s example, which is long enough and public (issue 33).
 */
export function readProofConfig(getEnv: GetEnv): ProofConfigResult {
  const secret = getEnv("CONTACT_PROOF_SECRET")?.trim() ?? "";
  if (isPlaceholder("CONTACT_PROOF_SECRET", secret)) {
    return { ok: false, problem: "CONTACT_PROOF_SECRET is the example of .env.example" };
  }
  if (secret.length < 32) {
    return { ok: false, problem: "CONTACT_PROOF_SECRET is missing or shorter than 32 characters" };
  }
  return { ok: true, config: { secret } };
}

// Two keys from one secret: the challenge's signature and the derived key's are different HMACs.
const signatureSecret = (config: ProofConfig) => `${config.secret}:challenge`;
const keySignatureSecret = (config: ProofConfig) => `${config.secret}:key`;

function counterBelow(span: number): number {
  const [random] = crypto.getRandomValues(new Uint32Array(1));
  return Math.floor((random! / 2 ** 32) * span);
}

/** A new challenge, as the browser receives it (ALTCHA's `Challenge`: parameters and signature). */
export function issueChallenge(
  config: ProofConfig,
  terms: ChallengeTerms,
  now = Date.now(),
): Promise<Challenge> {
  const level = Math.min(PROOF_LEVEL_MAX, Math.max(0, Math.floor(terms.level)));
  return createChallenge({
    algorithm: PROOF_ALGORITHM,
    cost: PROOF_COST,
    counter: counterBelow(proofSpan(level)),
    // Signed with the rest of the parameters: neither can be changed without the secret.
    data: { level, origin: terms.origin },
    deriveKey,
    expiresAt: new Date(now + PROOF_LIFETIME_MS),
    hmacSignatureSecret: signatureSecret(config),
    hmacKeySignatureSecret: keySignatureSecret(config),
  });
}

/** What the database records of a verified proof, so it serves once. */
export interface VerifiedProof {
  nonce: string;
  /** Unix seconds. */
  expires_at: number;
  /** The price it was issued at: the database compares it with the price now. */
  level: number;
}

export type ProofCheck =
  | { ok: true; proof: VerifiedProof }
  | { ok: false; reason: "malformed" | "expired" | "invalid" | "foreign" };

/**
 * Checks the form's `altcha` value: base64 of `{ challenge, solution }` (ALTCHA's payload). Only
 * a challenge this function signed, not expired, with the right derived key, issued to the same
 * requester (`origin`: requesterOrigin() of the request that carries it), passes; whether it was
 * already used, and whether its price is still enough, is the database's to say
 * (contact_request_proofs, contact_requests_admit).
 */
export async function checkProof(
  payload: string,
  config: ProofConfig,
  origin: string,
): Promise<ProofCheck> {
  if (payload.length === 0 || payload.length > PROOF_PAYLOAD_MAX) {
    return { ok: false, reason: "malformed" };
  }
  let parsed: Payload;
  try {
    parsed = JSON.parse(atob(payload)) as Payload;
  } catch {
    return { ok: false, reason: "malformed" };
  }
  const parameters = parsed?.challenge?.parameters;
  if (
    typeof parameters !== "object" || parameters === null ||
    typeof parameters.nonce !== "string" || !/^[0-9a-f]{32}$/.test(parameters.nonce) ||
    typeof parameters.expiresAt !== "number" || parameters.algorithm !== PROOF_ALGORITHM ||
    parameters.cost !== PROOF_COST || typeof parsed.solution !== "object" ||
    parsed.solution === null
  ) {
    return { ok: false, reason: "malformed" };
  }
  let result;
  try {
    result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey,
      hmacSignatureSecret: signatureSecret(config),
      hmacKeySignatureSecret: keySignatureSecret(config),
    });
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (result.expired) return { ok: false, reason: "expired" };
  if (!result.verified) return { ok: false, reason: "invalid" };
  // Signed, so as the function wrote it; older challenges without them are none of ours any more.
  const level = parameters.data?.level;
  if (typeof level !== "number" || !Number.isInteger(level) || level < 0) {
    return { ok: false, reason: "malformed" };
  }
  if (parameters.data?.origin !== origin) return { ok: false, reason: "foreign" };
  return { ok: true, proof: { nonce: parameters.nonce, expires_at: parameters.expiresAt, level } };
}
