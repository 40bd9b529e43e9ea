import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Transaction } from '@electric-sql/pglite';
import { header } from '../http.ts';
import { type JwtClaims, verifyJwt } from '../jwt.ts';
import { type AuthContext, inTransaction, isoAt } from './context.ts';
import { AUTH_ERRORS, AuthError } from './errors.ts';
import { drawRefreshToken, signAccessToken } from './tokens.ts';
import { USER_COLUMNS, type UserRow, userJson } from './users.ts';

/** What /verify and /token answer (tokens/service.go, `AccessTokenResponse`). */
export interface SessionAnswer {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

export async function findUser(tx: Transaction, where: 'id' | 'email', value: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>(`select ${USER_COLUMNS} from local_auth.users where ${where} = $1`, [value]);
  return rows[0];
}

/** A refresh token for the session, recorded as a child of `parent` (token rotation). */
export async function issueRefreshToken(tx: Transaction, sessionId: string, parent: string | null, now: number): Promise<string> {
  const token = drawRefreshToken();
  await tx.query(`insert into local_auth.refresh_tokens (token, session_id, parent, created_at, updated_at) values ($1, $2, $3, $4, $4)`, [
    token,
    sessionId,
    parent,
    isoAt(now),
  ]);
  return token;
}

/** The answer of a sign-in or a refresh: a new access token with the session's refresh token. */
export async function sessionAnswer(
  context: AuthContext,
  user: UserRow,
  session: { id: string; signedInAt: number },
  refreshToken: string,
): Promise<SessionAnswer> {
  const now = context.now();
  const { token, expiresAt } = await signAccessToken({
    user,
    sessionId: session.id,
    signedInAt: session.signedInAt,
    now,
    lifetimeSeconds: context.limits.accessTokenSeconds,
    issuer: context.issuer,
  });
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: context.limits.accessTokenSeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** A new session for a user who just proved their address (GoTrue's `issueRefreshToken`). */
export async function startSession(tx: Transaction, user: UserRow, now: number): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID();
  await tx.query('insert into local_auth.sessions (id, user_id, created_at, refreshed_at) values ($1, $2, $3, $3)', [sessionId, user.id, isoAt(now)]);
  const refreshToken = await issueRefreshToken(tx, sessionId, null, now);
  return { sessionId, refreshToken };
}

export interface Authenticated {
  user: UserRow;
  claims: JwtClaims;
  sessionId: string | null;
}

/**
 * GoTrue's `requireAuthentication` (internal/api/auth.go): a Bearer token signed with the
 * project's secret and unexpired, whose user still exists, and whose session, if it names one,
 * still exists. A signed-out session's access token is refused here at once, although PostgREST
 * keeps accepting it until it expires (as on Supabase).
 */
export async function authenticate(context: AuthContext, request: IncomingMessage): Promise<Authenticated> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header(request, 'authorization') ?? '');
  if (!match) throw AUTH_ERRORS.noAuthorization();
  const verified = await verifyJwt(match[1]!, undefined, context.now());
  if (!verified.ok) {
    throw AUTH_ERRORS.badJwt(verified.problem.kind === 'expired' ? 'token has invalid claims: token is expired' : verified.problem.message);
  }
  const claims = verified.claims;
  if (typeof claims.sub !== 'string' || claims.sub === '') throw AUTH_ERRORS.badJwt('invalid claim: missing sub claim');
  const sessionId = typeof claims.session_id === 'string' && claims.session_id !== '' ? claims.session_id : null;
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!uuid.test(claims.sub)) throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  if (sessionId !== null && !uuid.test(sessionId)) throw new AuthError(403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID');
  return inTransaction(context, async (tx) => {
    const user = await findUser(tx, 'id', claims.sub as string);
    if (user === undefined) throw AUTH_ERRORS.userNotFound();
    if (sessionId !== null) {
      const { rows } = await tx.query('select 1 from local_auth.sessions where id = $1 and user_id = $2', [sessionId, user.id]);
      if (rows.length === 0) throw AUTH_ERRORS.sessionNotFound();
    }
    return { user, claims, sessionId };
  });
}
