/** A user as the stand-in stores it (local_auth.users). */
export interface UserRow {
  id: string;
  email: string;
  email_confirmed_at: string | null;
  last_sign_in_at: string | null;
  code_sent_at: string | null;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

/** Every column, with times as ISO text (what GoTrue's JSON carries). */
export const USER_COLUMNS = `id, email, app_metadata, user_metadata,
  to_json(email_confirmed_at)#>>'{}' as email_confirmed_at, to_json(last_sign_in_at)#>>'{}' as last_sign_in_at,
  to_json(code_sent_at)#>>'{}' as code_sent_at, to_json(created_at)#>>'{}' as created_at,
  to_json(updated_at)#>>'{}' as updated_at`;

/**
 * The user as GoTrue's JSON has it (models/user.go, `User`): what /user, /verify and the admin
 * API answer, and what the Send Email Hook receives.
 */
export function userJson(user: UserRow): Record<string, unknown> {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    ...(user.email_confirmed_at === null ? {} : { email_confirmed_at: user.email_confirmed_at, confirmed_at: user.email_confirmed_at }),
    phone: '',
    ...(user.code_sent_at === null ? {} : { recovery_sent_at: user.code_sent_at }),
    ...(user.last_sign_in_at === null ? {} : { last_sign_in_at: user.last_sign_in_at }),
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: { email: user.email, email_verified: user.email_confirmed_at !== null, phone_verified: false, sub: user.id },
        provider: 'email',
        created_at: user.created_at,
        updated_at: user.created_at,
        email: user.email,
      },
    ],
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: false,
  };
}

/**
 * GoTrue's check of an address (internal/api/mail.go, `validateEmail`, with checkmail's format:
 * a local part, `@`, a dotted domain), answering the lower-cased address or GoTrue's message.
 */
export function validateEmail(email: unknown): { ok: true; email: string } | { ok: false; message: string } {
  if (typeof email !== 'string' || email === '') return { ok: false, message: 'An email address is required' };
  if (email.length > 255) return { ok: false, message: 'An email address is too long' };
  if (!/^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/.test(email)) {
    return { ok: false, message: 'Unable to validate email address: invalid format' };
  }
  return { ok: true, email: email.toLowerCase() };
}
