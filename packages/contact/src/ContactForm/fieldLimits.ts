/**
 * The bounds of a contact request, equal to the CHECK constraints of `contact_requests`
 * (supabase/migrations/20251101120000_contact_requests.sql) and to the edge function's input
 * checks (supabase/functions/_shared/contactPayload.ts): change the three together. The form
 * refuses what the database would refuse, so the visitor reads a precise message under the field
 * instead of the generic error toast. Lengths count characters (code points), as `char_length` does.
 * The reason has no bound: it is one of the known reasons (`CONTACT_REASONS`), never typed.
 */
export const FIELD_LIMITS = {
  name: 120,
  email: 254,
  phone: 30,
  message: 5000,
} as const;

/** The database's shapes, as regular expressions (the migration's patterns, unchanged). */
export const FIELD_SHAPES = {
  email: /^[^@\s]+@[^@\s]+\.[^@\s]+$/,
  phoneCharacters: /^\+?[0-9 ().-]+$/,
  /** At least six digits: a row of dots or spaces is not a phone number. */
  phoneDigits: /([0-9][^0-9]*){6}/,
  lineBreak: /[\r\n]/,
  /** Something other than white space (PostgreSQL's `[^[:space:]]`). */
  notBlank: /\S/,
} as const;
