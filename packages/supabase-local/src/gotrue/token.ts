import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http.ts';
import { type AuthContext, inTransaction, isoAt, limitByAddress, readParams } from './context.ts';
import { AUTH_ERRORS, AuthError } from './errors.ts';
import { findUser, issueRefreshToken, sessionAnswer } from './session.ts';
import { REFRESH_TOKEN_PATTERN } from './tokens.ts';

interface TokenRow {
  token: string;
  session_id: string;
  parent: string | null;
  revoked: boolean;
  updated_at: string;
  user_id: string;
  session_created_at: string;
  refreshed_at: string;
}

/**
 * POST /token?grant_type=refresh_token, what supabase-js sends to refresh a session (its
 * auto-refresh, `refreshSession()`), as GoTrue answers it (internal/api/token.go, then
 * internal/tokens/service.go `RefreshTokenGrant`):
 * - the per-IP limit on refreshes (429 over_request_rate_limit);
 * - not a token GoTrue could have issued: 400 validation_failed « Refresh token is not valid »;
 * - unknown (its session signed out, or its user deleted): 400 refresh_token_not_found;
 * - its session idle longer than the inactivity timeout: 400 session_expired « … (Inactivity) »;
 * - already used: the parent of the session's active token gets that active token back (a client
 *   that lost its last answer); another used token within the reuse interval gets a new one (two
 *   tabs at once); beyond it, the session's every token is revoked and the answer is 400
 *   refresh_token_already_used (a token replayed by someone else ends the session);
 * - else the token is spent and a new one issued (rotation), the session marked refreshed.
 * Answers 200 with a new access token, the refresh token and the user.
 */
export async function handleToken(context: AuthContext, request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  const grant = url.searchParams.get('grant_type') ?? '';
  // Passwords, PKCE, ID tokens and wallets are not emulated: the desk only refreshes.
  if (grant !== 'refresh_token') throw AUTH_ERRORS.unsupportedGrant();
  limitByAddress(context.limiters.refresh, request);
  const params = await readParams(request);
  const presented = typeof params.refresh_token === 'string' ? params.refresh_token : '';
  if (!REFRESH_TOKEN_PATTERN.test(presented)) throw AUTH_ERRORS.validation('Refresh token is not valid');
  const now = context.now();

  const outcome = await inTransaction(context, async (tx) => {
    const { rows } = await tx.query<TokenRow>(
      `select t.token, t.session_id, t.parent, t.revoked, to_json(t.updated_at)#>>'{}' as updated_at,
              s.user_id, to_json(s.created_at)#>>'{}' as session_created_at, to_json(s.refreshed_at)#>>'{}' as refreshed_at
         from local_auth.refresh_tokens t join local_auth.sessions s on s.id = t.session_id
        where t.token = $1`,
      [presented],
    );
    const row = rows[0];
    if (row === undefined) return AUTH_ERRORS.refreshTokenNotFound();
    if (Date.parse(row.refreshed_at) + context.limits.sessionInactivitySeconds * 1000 < now) return AUTH_ERRORS.sessionTimedOut();
    let issued: string | undefined;
    if (row.revoked) {
      const active = await tx.query<{ token: string }>('select token from local_auth.refresh_tokens where session_id = $1 and not revoked', [row.session_id]);
      const current = active.rows[0];
      if (
        current !== undefined &&
        (await tx.query('select 1 from local_auth.refresh_tokens where token = $1 and parent = $2', [current.token, presented])).rows.length > 0
      ) {
        issued = current.token;
      } else if (Date.parse(row.updated_at) + context.limits.refreshTokenReuseSeconds * 1000 < now) {
        await tx.query('update local_auth.refresh_tokens set revoked = true, updated_at = $2 where session_id = $1 and not revoked', [
          row.session_id,
          isoAt(now),
        ]);
        return AUTH_ERRORS.refreshTokenAlreadyUsed();
      }
    }
    if (issued === undefined) {
      await tx.query('update local_auth.refresh_tokens set revoked = true, updated_at = $2 where token = $1 and not revoked', [presented, isoAt(now)]);
      issued = await issueRefreshToken(tx, row.session_id, presented, now);
    }
    await tx.query('update local_auth.sessions set refreshed_at = $2 where id = $1', [row.session_id, isoAt(now)]);
    const user = (await findUser(tx, 'id', row.user_id))!;
    return { user, sessionId: row.session_id, signedInAt: Math.floor(Date.parse(row.session_created_at) / 1000), refreshToken: issued };
  });
  // An already-used token's family is revoked for good: that transaction commits, then refuses.
  if (outcome instanceof AuthError) throw outcome;
  sendJson(response, 200, await sessionAnswer(context, outcome.user, { id: outcome.sessionId, signedInAt: outcome.signedInAt }, outcome.refreshToken));
}
