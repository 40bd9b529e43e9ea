import type { IncomingMessage } from 'node:http';
import { header } from './http.ts';
import { type JwtClaims, verifyJwt } from './jwt.ts';

/** The roles PostgREST may switch to. Anything else in a token is refused: switching to, say,
 * `postgres` would hand a caller the superuser PGlite runs as. */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export interface Caller {
  role: ApiRole;
  claims: JwtClaims;
}

export interface Refusal {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

export type AuthResult = { ok: true; caller: Caller } | { ok: false; refusal: Refusal };

function bearer(request: IncomingMessage): string | undefined {
  const value = header(request, 'authorization');
  if (value === undefined) return undefined;
  const match = /^Bearer\s*(.*)$/i.exec(value.trim());
  return match ? match[1]!.trim() : value.trim();
}

function isApiRole(role: unknown): role is ApiRole {
  return typeof role === 'string' && (API_ROLES as readonly string[]).includes(role);
}

/**
 * The gateway's check of every API call (REST, Auth): a valid project key in `apikey` (header or
 * query parameter), else 401 with its own `{ message, hint }` body.
 */
export async function checkApiKey(request: IncomingMessage, url: URL): Promise<AuthResult> {
  const apikey = header(request, 'apikey') ?? url.searchParams.get('apikey') ?? undefined;
  if (apikey === undefined || apikey === '') {
    return {
      ok: false,
      refusal: {
        status: 401,
        body: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
      },
    };
  }
  const key = await verifyJwt(apikey);
  if (!key.ok || !isApiRole(key.claims.role)) {
    return {
      ok: false,
      refusal: {
        status: 401,
        body: { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
      },
    };
  }
  return { ok: true, caller: { role: key.claims.role, claims: key.claims } };
}

/**
 * The Data API's two checks, in the gateway's order:
 * 1. the gateway wants a valid project key (checkApiKey);
 * 2. PostgREST takes the role from the `Authorization: Bearer` token (the key itself when no
 *    token is sent), else 401 with a PGRST30x body and a `WWW-Authenticate` header. A signed-in
 *    staff member's access token (the stand-in's Auth) makes the call `authenticated`, its claims
 *    in `request.jwt.claims`. `now` is the clock tokens expire against (Auth's, in tests).
 */
export async function authenticateRest(request: IncomingMessage, url: URL, now: number = Date.now()): Promise<AuthResult> {
  const key = await checkApiKey(request, url);
  if (!key.ok) return key;
  const token = bearer(request);
  if (token === undefined) return key;
  return authenticateToken(token, now);
}

async function authenticateToken(token: string, now: number): Promise<AuthResult> {
  const result = await verifyJwt(token, undefined, now);
  if (!result.ok) {
    const code = result.problem.kind === 'decode' ? 'PGRST301' : 'PGRST303';
    return {
      ok: false,
      refusal: {
        status: 401,
        body: { code, details: null, hint: null, message: result.problem.message },
        headers: {
          'WWW-Authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(result.problem.message)}`,
        },
      },
    };
  }
  const role = result.claims.role ?? 'anon';
  if (!isApiRole(role)) {
    // PostgREST lets PostgreSQL refuse the `set role` (22023) and answers 401.
    return {
      ok: false,
      refusal: {
        status: 401,
        body: { code: '22023', details: null, hint: null, message: `role "${String(role)}" does not exist` },
      },
    };
  }
  return { ok: true, caller: { role, claims: result.claims } };
}

/**
 * The edge functions' gateway with `verify_jwt = true`: a valid JWT in `Authorization` or 401.
 * (The function then sees the same headers, as on Supabase.)
 */
export async function authenticateFunction(request: IncomingMessage): Promise<AuthResult> {
  const token = bearer(request);
  if (token === undefined || token === '') {
    return {
      ok: false,
      refusal: { status: 401, body: { code: 'UNAUTHORIZED_NO_AUTH_HEADER', message: 'Missing authorization header' } },
    };
  }
  const result = await verifyJwt(token);
  if (!result.ok) {
    return {
      ok: false,
      refusal: { status: 401, body: { code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT' } },
    };
  }
  const role = result.claims.role ?? 'anon';
  return { ok: true, caller: { role: isApiRole(role) ? role : 'anon', claims: result.claims } };
}
