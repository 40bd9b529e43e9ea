// The proof of work a request carries beyond the flood budget (issue 23; the decision and its
// measurements: docs/architecture.md, « Decision revisited »). ALTCHA's model and its library
// (altcha-lib, PoW v2): the function issues a challenge signed with a secret only it holds, the
// visitor's browser searches the counter whose PBKDF2 key starts with the challenge's prefix, the
// function checks the signatures and the expiry. No third party, no cookie, nothing to consent to.
//
// Deterministic mode: the function picks the counter (uniform in [COUNTER_MIN, COUNTER_MAX]), so
// the work is bounded (a visitor never draws a ten-times-longer puzzle) and the verification is
// an HMAC of the derived key (hmacKeySignatureSecret), not a key derivation: checking costs the
// function nothing a flood could exploit. Issuing costs one derivation (about 1 ms).
//
// PBKDF2 through Web Crypto runs as native code in the browser as in a script, so a script has no
// shortcut: each request costs it what it costs a visitor's phone.

import { createChallenge, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import type { Challenge, Payload } from "altcha-lib/types";
import type { GetEnv } from "./mailConfig.ts";
import { isPlaceholder } from "./placeholders.ts";

export const PROOF_ALGORITHM = "PBKDF2/SHA-256";
/** PBKDF2 iterations per attempt. */
export const PROOF_COST = 5_000;
/**
 * The counter the solver must reach: on average 240 derivations of 5 000 iterations, about 1.2
 * million iterations, which a mid-range phone does in about a second (measured in
 * docs/architecture.md); at most 320.
 */
export const PROOF_COUNTER_MIN = 160;
export const PROOF_COUNTER_MAX = 320;
/** A challenge must be solved and sent within this time. */
export const PROOF_LIFETIME_MS = 10 * 60 * 1000;
/** The base64 payload is a few hundred bytes; anything much longer is not one. */
export const PROOF_PAYLOAD_MAX = 4_096;

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

function counterBetween(min: number, max: number): number {
  const [random] = crypto.getRandomValues(new Uint32Array(1));
  return min + Math.floor((random! / 2 ** 32) * (max - min + 1));
}

/** A new challenge, as the browser receives it (ALTCHA's `Challenge`: parameters and signature). */
export function issueChallenge(config: ProofConfig, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: PROOF_ALGORITHM,
    cost: PROOF_COST,
    counter: counterBetween(PROOF_COUNTER_MIN, PROOF_COUNTER_MAX),
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
}

export type ProofCheck =
  | { ok: true; proof: VerifiedProof }
  | { ok: false; reason: "malformed" | "expired" | "invalid" };

/**
 * Checks the form's `altcha` value: base64 of `{ challenge, solution }` (ALTCHA's payload). Only
 * a challenge this function signed, not expired, with the right derived key, passes; whether it
 * was already used is the database's to say (contact_request_proofs).
 */
export async function checkProof(payload: string, config: ProofConfig): Promise<ProofCheck> {
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
  return { ok: true, proof: { nonce: parameters.nonce, expires_at: parameters.expiresAt } };
}
