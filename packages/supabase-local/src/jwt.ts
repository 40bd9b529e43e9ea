import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

/**
 * The local-development JWT secret of the Supabase CLI, which signed the demo keys of
 * `keys.ts`. Public like them (it is in Supabase's documentation); kept out of `keys.ts` so the
 * apps' bundles never carry it, and Node-only like the rest of the stand-in.
 */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export type JwtClaims = JWTPayload & { role?: unknown };

/** Why a token was refused, worded like PostgREST's PGRST301/PGRST303 messages. */
export type JwtProblem = { kind: 'decode'; message: string } | { kind: 'expired'; message: 'JWT expired' } | { kind: 'claims'; message: string };

export type JwtResult = { ok: true; claims: JwtClaims } | { ok: false; problem: JwtProblem };

const key = (secret: string) => new TextEncoder().encode(secret);

/** jose's refusal, told with the words PostgREST uses for the same fault (clients read them). */
function problemOf(error: unknown): JwtProblem {
  if (error instanceof errors.JWTExpired) return { kind: 'expired', message: 'JWT expired' };
  if (error instanceof errors.JOSEAlgNotAllowed) return { kind: 'decode', message: 'Wrong or unsupported encoding algorithm' };
  if (error instanceof errors.JWSSignatureVerificationFailed) return { kind: 'decode', message: 'JWT cryptographic operation failed' };
  if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'exp') {
    return { kind: 'claims', message: "The JWT 'exp' claim must be a number" };
  }
  if (error instanceof errors.JWTInvalid) return { kind: 'claims', message: 'Parsing claims failed' };
  if (error instanceof errors.JOSEError) return { kind: 'decode', message: "JWT couldn't be decoded" };
  throw error;
}

/** Checks an HS256 token the way PostgREST does (jose does the cryptography and `exp`). */
export async function verifyJwt(token: string, secret: string = LOCAL_JWT_SECRET, now = Date.now()): Promise<JwtResult> {
  // PostgREST names these two faults itself; jose would only say « Invalid Compact JWS ».
  if (token === '') return { ok: false, problem: { kind: 'decode', message: 'Empty JWT is sent in Authorization header' } };
  const parts = token.split('.').length;
  if (parts !== 3) return { ok: false, problem: { kind: 'decode', message: `Expected 3 parts in JWT; got ${parts}` } };
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], currentDate: new Date(now) });
    return { ok: true, claims: payload };
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
}

/** Signs claims with HS256. Used by tests and scripts that need another role or an expired key. */
export function signJwt(claims: JwtClaims, secret: string = LOCAL_JWT_SECRET): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key(secret));
}
