import { type Breach, characterCount, checkEmail, checkMessage, checkName, checkPhone, FIELD_LIMITS } from '@ecole/supabase/contact-contract';
import type { ContactValues } from '../submitContactRequest/index.ts';
import { MESSAGES } from './messages.ts';

/** What the visitor types (the reason comes from the page). */
export type ContactFields = Omit<ContactValues, 'reason'>;

/** One French message per field that the database would refuse; no key means the field is fine. */
export type FieldErrors = Partial<Record<keyof ContactFields, string>>;

/** In the order the form shows them: the first invalid one gets the focus. */
export const FIELD_ORDER = ['name', 'email', 'phone', 'message'] as const satisfies readonly (keyof ContactFields)[];

/** The visitor's words for the rule a field breaks: an empty field is « blank » to them. */
function say(words: Partial<Record<Breach | 'blank', string>>, breach: Breach | null): string | undefined {
  if (breach === null) return undefined;
  return words[breach === 'required' ? 'blank' : breach];
}

/**
 * The database's rules (the contact contract, `@ecole/supabase/contact-contract`, which the edge
 * functions check too), on the trimmed values the form sends (`toContactRow`). `required`,
 * `type=email` and `maxlength` stay the browser's first line; this catches what they let through:
 * blanks of no-break or zero-width spaces, `a@b`, an address with a display name or an accent, a
 * phone without digits, invisible control characters, a value put in by a script or a restored draft.
 */
export function validateFields(values: ContactFields): FieldErrors {
  const { errors: words } = MESSAGES;
  const email = values.email.trim();
  const phone = values.phone.trim();
  let emailBreach = checkEmail(email);
  // A local part over 64 characters is « too long » to the database, but the visitor, whose
  // address is far below the limit the message names, reads that it is not a valid address.
  if (emailBreach === 'tooLong' && characterCount(email) <= FIELD_LIMITS.email) emailBreach = 'invalid';
  const errors: FieldErrors = {
    name: say(words.name, checkName(values.name.trim())),
    email: say(words.email, emailBreach),
    phone: say(words.phone, phone === '' ? null : checkPhone(phone)),
    message: say(words.message, checkMessage(values.message.trim())),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error !== undefined));
}
