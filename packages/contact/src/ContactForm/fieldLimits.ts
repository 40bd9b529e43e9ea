/**
 * Field bounds, equal to the CHECK constraints of `contact_requests`
 * (supabase/migrations/20251101120000_contact_requests.sql): the browser stops what the database
 * would refuse, so the visitor gets a precise native message instead of the generic error toast.
 */
export const FIELD_LIMITS = {
  name: 120,
  email: 254,
  phone: 30,
  message: 5000,
} as const;

/**
 * HTML `pattern`s (whole-value, compiled with the `v` flag by current browsers, hence the escapes
 * inside classes). Same shapes as the database checks:
 * email `^[^@\s]+@[^@\s]+\.[^@\s]+$` (stricter than `type=email`, which accepts `a@b`),
 * phone `^\+?[0-9 ().-]{6,30}$`.
 */
export const FIELD_PATTERNS = {
  email: '[^@\\s]+@[^@\\s]+\\.[^@\\s]+',
  phone: '\\+?[0-9 \\(\\)\\.\\-]{6,30}',
} as const;
