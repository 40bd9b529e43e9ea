import { createHash, randomBytes, randomInt } from 'node:crypto';
import { SignJWT } from 'jose';
import { LOCAL_JWT_SECRET } from '../jwt.ts';
import type { UserRow } from './users.ts';

/** sha256 hex: how codes and refresh tokens are kept (a leaked table gives neither away). */
export function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The code's hash, bound to its address like GoTrue's (`GenerateTokenHash(email, otp)`). */
export function codeHash(email: string, code: string): string {
  return digest(`${email}\u0000${code}`);
}

/** `length` random digits, leading zeros kept (crypto.GenerateOtp). */
export function drawCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += String(randomInt(10));
  return code;
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * GoTrue's refresh token: 12 lower-case base32 characters, 60 random bits
 * (models/refresh_token.go, `crypto.SecureAlphanumeric(12)`), what its `/token` accepts as a
 * legacy token (token_refresh.go, `legacyRefreshTokenPattern`).
 */
export function drawRefreshToken(): string {
  const bytes = randomBytes(12);
  return [...bytes].map((byte) => BASE32[byte % 32]).join('');
}

export const REFRESH_TOKEN_PATTERN = /^[a-z0-9]{12}$/;

export interface AccessTokenFacts {
  user: UserRow;
  sessionId: string;
  /** When the session signed in with its code (seconds): the `amr` entry. */
  signedInAt: number;
  now: number;
  lifetimeSeconds: number;
  issuer: string;
}

/**
 * An access token with GoTrue's claims (internal/tokens/service.go, `GenerateAccessToken`),
 * HS256 with the local secret like the demo keys: PostgREST (the stand-in's REST) runs the call
 * as `authenticated` with these claims in `request.jwt.claims`, so `auth.jwt() ->> 'email'` and
 * `auth.uid()` work in row security as on Supabase.
 */
export async function signAccessToken(facts: AccessTokenFacts): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(facts.now / 1000);
  const exp = iat + facts.lifetimeSeconds;
  const token = await new SignJWT({
    email: facts.user.email,
    phone: '',
    app_metadata: facts.user.app_metadata,
    user_metadata: facts.user.user_metadata,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'otp', timestamp: facts.signedInAt }],
    session_id: facts.sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(facts.issuer)
    .setSubject(facts.user.id)
    .setAudience('authenticated')
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(LOCAL_JWT_SECRET));
  return { token, expiresAt: exp };
}
