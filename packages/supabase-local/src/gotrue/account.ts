import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson, sendRaw } from '../http.ts';
import { type AuthContext, inTransaction } from './context.ts';
import { AUTH_ERRORS } from './errors.ts';
import { authenticate } from './session.ts';
import { userJson } from './users.ts';

/** GET /user (internal/api/user.go, `UserGet`): the signed-in user, what `getUser()` reads. */
export async function handleGetUser(context: AuthContext, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const { user } = await authenticate(context, request);
  sendJson(response, 200, userJson(user));
}

/**
 * POST /logout?scope=global|local|others (internal/api/logout.go): ends the user's sessions,
 * every one (global, the default), this one (local) or all but this one (others); their refresh
 * tokens go with them, so the next refresh is refused (refresh_token_not_found). 204.
 * The access tokens already handed out stay valid for PostgREST until they expire, as on Supabase.
 */
export async function handleLogout(context: AuthContext, request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  const scope = url.searchParams.get('scope') ?? '';
  if (!['', 'global', 'local', 'others'].includes(scope)) throw AUTH_ERRORS.validation(`Unsupported logout scope "${scope}"`);
  const { user, sessionId } = await authenticate(context, request);
  await inTransaction(context, async (tx) => {
    if (sessionId !== null && scope === 'local') await tx.query('delete from local_auth.sessions where id = $1', [sessionId]);
    else if (sessionId !== null && scope === 'others') {
      await tx.query('delete from local_auth.sessions where user_id = $1 and id <> $2', [user.id, sessionId]);
    } else await tx.query('delete from local_auth.sessions where user_id = $1', [user.id]);
  });
  sendRaw(response, 204, null);
}

/**
 * GET /settings (internal/api/settings.go): what this Auth offers, as the project is set
 * (config.toml): e-mail only, signups off, no auto-confirmation.
 */
export function handleSettings(response: ServerResponse): void {
  const providers = [
    'anonymous_users',
    'apple',
    'azure',
    'bitbucket',
    'discord',
    'facebook',
    'snapchat',
    'figma',
    'fly',
    'github',
    'gitlab',
    'google',
    'keycloak',
    'kakao',
    'linkedin',
    'linkedin_oidc',
    'notion',
    'spotify',
    'slack',
    'slack_oidc',
    'workos',
    'twitch',
    'twitter',
    'email',
    'phone',
    'zoom',
  ];
  sendJson(response, 200, {
    external: Object.fromEntries(providers.map((name) => [name, name === 'email'])),
    disable_signup: true,
    mailer_autoconfirm: false,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  });
}
