import type { ContactValues } from '../submitContactRequest/index.ts';
import { EMAIL_LOCAL_PART_LIMIT, FIELD_LIMITS, FIELD_SHAPES } from './fieldLimits.ts';
import { MESSAGES } from './messages.ts';

/** What the visitor types (the reason comes from the page). */
export type ContactFields = Omit<ContactValues, 'reason'>;

/** One French message per field that the database would refuse; no key means the field is fine. */
export type FieldErrors = Partial<Record<keyof ContactFields, string>>;

/** In the order the form shows them: the first invalid one gets the focus. */
export const FIELD_ORDER = ['name', 'email', 'phone', 'message'] as const satisfies readonly (keyof ContactFields)[];

// `char_length` counts code points; `.length` would count an emoji twice.
const characters = (value: string) => Array.from(value).length;

/**
 * The database's rules (fieldLimits.ts), checked on the trimmed values the form sends
 * (`toContactRow`). `required`, `type=email` and `maxlength` stay the browser's first line; this
 * catches what they let through: blanks of no-break or zero-width spaces, `a@b`, an address with
 * a display name or an accent, a phone without digits, invisible control characters, a value put
 * in by a script or a restored draft.
 */
export function validateFields(values: ContactFields): FieldErrors {
  const errors: FieldErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  const message = values.message.trim();
  const { errors: text } = MESSAGES;

  if (FIELD_SHAPES.lineBreak.test(name)) errors.name = text.name.lineBreak;
  else if (!FIELD_SHAPES.notBlank.test(name)) errors.name = text.name.blank;
  else if (characters(name) > FIELD_LIMITS.name) errors.name = text.name.tooLong;
  else if (FIELD_SHAPES.nameForbidden.test(name)) errors.name = text.name.characters;

  if (email === '') errors.email = text.email.blank;
  else if (characters(email) > FIELD_LIMITS.email) errors.email = text.email.tooLong;
  else if (!FIELD_SHAPES.email.test(email) || email.split('@')[0]!.length > EMAIL_LOCAL_PART_LIMIT) errors.email = text.email.invalid;

  if (phone !== '') {
    if (characters(phone) > FIELD_LIMITS.phone) errors.phone = text.phone.tooLong;
    else if (!FIELD_SHAPES.phoneCharacters.test(phone) || !FIELD_SHAPES.phoneDigits.test(phone)) errors.phone = text.phone.invalid;
  }

  if (!FIELD_SHAPES.notBlank.test(message)) errors.message = text.message.blank;
  else if (characters(message) > FIELD_LIMITS.message) errors.message = text.message.tooLong;
  else if (FIELD_SHAPES.messageForbidden.test(message)) errors.message = text.message.characters;

  return errors;
}
