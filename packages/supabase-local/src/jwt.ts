import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The local-development JWT secret of the Supabase CLI, which signed the demo keys of
 * `keys.ts`. Public like them (it is in Supabase's documentation); kept out of `keys.ts` so the
 * apps' bundles never carry it, and Node-only because verifying needs `node:crypto`.
 */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export type JwtClaims = Record<string, unknown> & { role?: unknown; exp?: unknown };

/** Why a token was refused, worded like PostgREST's PGRST301/PGRST303 messages. */
export type JwtProblem = { kind: 'decode'; message: string } | { kind: 'expired'; message: 'JWT expired' } | { kind: 'claims'; message: string };

export type JwtResult = { ok: true; claims: JwtClaims } | { ok: false; problem: JwtProblem };

function base64UrlJson(part: string): unknown {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

function hmac(data: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

/** Checks an HS256 token the way PostgREST does: shape, algorithm, signature, then `exp`. */
export function verifyJwt(token: string, secret: string = LOCAL_JWT_SECRET, now = Date.now()): JwtResult {
  if (token === '') return { ok: false, problem: { kind: 'decode', message: 'Empty JWT is sent in Authorization header' } };
  const parts = token.split('.');
  if (parts.length !== 3) {
    return { ok: false, problem: { kind: 'decode', message: `Expected 3 parts in JWT; got ${parts.length}` } };
  }
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  let header: unknown;
  let claims: unknown;
  try {
    header = base64UrlJson(headerPart);
    claims = base64UrlJson(payloadPart);
  } catch {
    return { ok: false, problem: { kind: 'decode', message: "JWT couldn't be decoded" } };
  }
  if (typeof header !== 'object' || header === null || (header as { alg?: unknown }).alg !== 'HS256') {
    return { ok: false, problem: { kind: 'decode', message: 'Wrong or unsupported encoding algorithm' } };
  }
  const expected = hmac(`${headerPart}.${payloadPart}`, secret);
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, problem: { kind: 'decode', message: 'JWT cryptographic operation failed' } };
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    return { ok: false, problem: { kind: 'claims', message: 'Parsing claims failed' } };
  }
  const { exp } = claims as JwtClaims;
  if (exp !== undefined) {
    if (typeof exp !== 'number') return { ok: false, problem: { kind: 'claims', message: "The JWT 'exp' claim must be a number" } };
    if (exp * 1000 <= now) return { ok: false, problem: { kind: 'expired', message: 'JWT expired' } };
  }
  return { ok: true, claims: claims as JwtClaims };
}

/** Signs claims with HS256. Used by tests and scripts that need another role or an expired key. */
export function signJwt(claims: JwtClaims, secret: string = LOCAL_JWT_SECRET): string {
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${header}.${payload}.${hmac(`${header}.${payload}`, secret).toString('base64url')}`;
}
