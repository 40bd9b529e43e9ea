import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http.ts';
import { type AuthContext, inTransaction, isoAt, limitByAddress, readParams } from './context.ts';
import { AUTH_ERRORS, AuthError } from './errors.ts';
import { findUser, sessionAnswer, startSession } from './session.ts';
import { codeHash } from './tokens.ts';
import { validateEmail } from './users.ts';

/**
 * POST /verify with `{ type: 'email', email, token }`, what `verifyOtp` sends (supabase/auth
 * internal/api/verify.go, `verifyPost` and `verifyUserAndToken`): the per-IP limit on
 * verifications first (429 over_request_rate_limit), then the address's live code. Unknown
 * address, no code, wrong code, expired code, spent code, or a code voided by too many wrong
 * tries: all the same 403 otp_expired « Token has expired or is invalid », as GoTrue answers every
 * one of them. The right code is spent (GoTrue clears the recovery token) and starts a session:
 * 200 with the access token, its refresh token and the user.
 *
 * The wrong-try count is the stand-in's own (limits.ts, WRONG_CODES_BEFORE_VOID).
 */
export async function handleVerify(context: AuthContext, request: IncomingMessage, response: ServerResponse): Promise<void> {
  limitByAddress(context.limiters.verify, request);
  const params = await readParams(request);
  const type = typeof params.type === 'string' ? params.type : '';
  const token = typeof params.token === 'string' ? params.token : '';
  const tokenHash = typeof params.token_hash === 'string' ? params.token_hash : '';
  if (type === '') throw AUTH_ERRORS.validation('Verify requires a verification type');
  if ((token === '') === (tokenHash === '')) throw AUTH_ERRORS.validation('Verify requires either a token or a token hash');
  // The desk types six digits; links (token_hash) and phones are not emulated.
  if (tokenHash !== '') throw AUTH_ERRORS.otpExpired();
  if (typeof params.phone === 'string' && params.phone !== '') throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  const checked = validateEmail(params.email);
  if (!checked.ok) {
    if (params.email === undefined || params.email === '') {
      throw AUTH_ERRORS.validation('Only an email address or phone number should be provided on verify');
    }
    throw new AuthError(422, 'validation_failed', 'Invalid email format');
  }
  // `email` checks the signup code then the sign-in code; `magiclink` and `recovery` the
  // sign-in code, where /otp puts it. The others are for flows the stand-in has not.
  if (!['email', 'magiclink', 'recovery', 'signup', 'invite'].includes(type)) throw AUTH_ERRORS.validation('Unsupported verification type');
  const email = checked.email;
  const now = context.now();

  const outcome = await inTransaction(context, async (tx) => {
    const user = await findUser(tx, 'email', email);
    if (user === undefined) return null;
    const { rows } = await tx.query<{ code_hash: string; sent_at: string; wrong_attempts: number }>(
      `select code_hash, to_json(sent_at)#>>'{}' as sent_at, wrong_attempts from local_auth.codes where user_id = $1`,
      [user.id],
    );
    const code = rows[0];
    if (code === undefined) return null;
    const expired = Date.parse(code.sent_at) + context.limits.otpLifetimeSeconds * 1000 < now;
    const voided = code.wrong_attempts >= context.limits.wrongCodesBeforeVoid;
    if (expired || voided) return null;
    if (code.code_hash !== codeHash(email, token)) {
      await tx.query('update local_auth.codes set wrong_attempts = wrong_attempts + 1 where user_id = $1', [user.id]);
      return null;
    }
    await tx.query('delete from local_auth.codes where user_id = $1', [user.id]);
    await tx.query(
      `update local_auth.users set last_sign_in_at = $2, updated_at = $2,
              email_confirmed_at = coalesce(email_confirmed_at, $2) where id = $1`,
      [user.id, isoAt(now)],
    );
    const signedIn = (await findUser(tx, 'id', user.id))!;
    const session = await startSession(tx, signedIn, now);
    return { user: signedIn, ...session };
  });
  if (outcome === null) throw AUTH_ERRORS.otpExpired();
  sendJson(response, 200, await sessionAnswer(context, outcome.user, { id: outcome.sessionId, signedInAt: Math.floor(now / 1000) }, outcome.refreshToken));
}
