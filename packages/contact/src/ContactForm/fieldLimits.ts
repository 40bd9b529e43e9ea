/**
 * The rules of a contact request, equal to the CHECK constraints of `contact_requests`
 * (supabase/migrations/20261124130100_contact_requests_one_set_of_rules.sql) and to the edge
 * function's (supabase/functions/_shared/contactRules.ts): change the three together. One table
 * of good and bad values (`@ecole/supabase/contact-value-cases`) is fed to all three. The form
 * refuses what the database would refuse, so the visitor reads a precise message under the field
 * instead of the generic error toast. Lengths count characters (code points), as `char_length`
 * does. The reason has no rule here: it is one of the known reasons (`CONTACT_REASONS`), never typed.
 */
export const FIELD_LIMITS = {
  name: 120,
  email: 254,
  phone: 30,
  message: 5000,
} as const;

/** Longest local part (before the @) of an address, as the database counts it. */
export const EMAIL_LOCAL_PART_LIMIT = 64;

/** The database's shapes, as regular expressions (the migration's patterns, unchanged). */
export const FIELD_SHAPES = {
  /** A bare `local@domain`, ASCII only: no display name, list, quotes, IP literal or trailing dot. */
  email:
    /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/,
  phoneCharacters: /^\+?[0-9 ().-]+$/,
  /** At least six digits: a row of dots or spaces is not a phone number. */
  phoneDigits: /([0-9][^0-9]*){6}/,
  /** A line break of any kind: the name is one line. */
  lineBreak: /[\n\u000b\u000c\r\u0085\u2028\u2029]/u,
  /**
   * Something other than the database's fixed list of blank characters (white space, no-break
   * and zero-width spaces, byte-order mark): a name of no-break spaces is blank.
   */
  notBlank: /[^\u0009-\u000d\u0020\u0085\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]/u,
  /**
   * Not in a name: control characters, line separators, bidirectional overrides and isolates (and
   * half an emoji, which the database cannot store).
   */
  nameForbidden: /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]/u,
  /** Not in a message: control characters other than tab and line breaks (nor half an emoji). */
  messageForbidden: /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ud800-\udfff]/u,
} as const;
