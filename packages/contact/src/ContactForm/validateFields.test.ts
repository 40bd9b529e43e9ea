import { FIELD_LIMITS } from '@ecole/supabase/contact-contract';
import { describeCase, TYPED_FIELDS, VALUE_CASES } from '@ecole/supabase/contact-value-cases';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { type ContactFields, validateFields } from './validateFields.ts';

const valid: ContactFields = { name: 'Camille Martin', email: 'camille.martin@exemple.fr', phone: '', message: 'Bonjour' };
const { errors } = MESSAGES;

describe('validateFields (the bounds of contact_requests)', () => {
  it('accepts a complete request, with or without a phone', () => {
    expect(validateFields(valid)).toEqual({});
    expect(validateFields({ ...valid, phone: '+33 (0)6 12.34-56-78' })).toEqual({});
  });

  it('accepts each field at its exact limit and refuses one character more', () => {
    const atLimit = {
      name: 'N'.repeat(FIELD_LIMITS.name),
      email: `${'e'.repeat(64)}@${'d'.repeat(61)}.${'d'.repeat(61)}.${'d'.repeat(FIELD_LIMITS.email - 64 - 1 - 62 - 62 - '.fr'.length)}.fr`,
      phone: '0'.repeat(FIELD_LIMITS.phone),
      message: 'M'.repeat(FIELD_LIMITS.message),
    };
    expect(validateFields(atLimit)).toEqual({});
    expect(
      validateFields({
        name: `${atLimit.name}N`,
        email: `e${atLimit.email}`,
        phone: `${atLimit.phone}0`,
        message: `${atLimit.message}M`,
      }),
    ).toEqual({ name: errors.name.tooLong, email: errors.email.tooLong, phone: errors.phone.tooLong, message: errors.message.tooLong });
  });

  it('counts characters as the database does: an emoji is one', () => {
    expect(validateFields({ ...valid, message: '🙂'.repeat(FIELD_LIMITS.message) })).toEqual({});
  });

  it('checks the trimmed values, which are what the form sends', () => {
    expect(validateFields({ ...valid, name: `  ${'N'.repeat(FIELD_LIMITS.name)}  ` })).toEqual({});
    expect(validateFields({ ...valid, name: ' \t ', message: '\n\n' })).toEqual({ name: errors.name.blank, message: errors.message.blank });
    expect(validateFields({ ...valid, email: '   ' })).toEqual({ email: errors.email.blank });
  });

  it('refuses a name on several lines (it goes into the staff’s mail)', () => {
    expect(validateFields({ ...valid, name: 'Camille\nMartin' })).toEqual({ name: errors.name.lineBreak });
  });

  it('refuses e-mail addresses the database refuses, including those type=email lets through', () => {
    for (const email of ['camille@localhost', 'camille martin@exemple.fr', 'camille@@exemple.fr', 'exemple.fr']) {
      expect(validateFields({ ...valid, email }), email).toEqual({ email: errors.email.invalid });
    }
  });

  it('refuses a phone with letters or with fewer than six digits', () => {
    for (const phone of ['appelez-moi', '06 12 3', '.. .. .. ..', '06 12 34 56 78 poste 2']) {
      expect(validateFields({ ...valid, phone }), phone).toEqual({ phone: errors.phone.invalid });
    }
  });

  it('writes its limits the French way', () => {
    expect(errors.message.tooLong).toBe('Votre message ne doit pas dépasser 5\u00a0000 caractères.');
  });
});

describe('validateFields against the table shared with the database and the edge function', () => {
  // The form sends trimmed values with the phone '' as null (toContactRow): the values it sends
  // unchanged must be accepted here exactly when the database accepts them.
  const sentAsIs = VALUE_CASES.filter(
    (entry): entry is typeof entry & { field: keyof ContactFields } =>
      entry.field !== 'reason' &&
      TYPED_FIELDS.includes(entry.field) &&
      (entry.value === null || entry.value === entry.value.trim()) &&
      !(entry.field === 'phone' && entry.value === ''),
  );

  it('covers every field the visitor types', () => {
    expect(new Set(sentAsIs.map((entry) => entry.field))).toEqual(new Set(['name', 'email', 'phone', 'message']));
  });

  it('accepts each good value and refuses each bad one, under its own field', () => {
    const wrong = sentAsIs.filter((entry) => {
      const found = validateFields({ ...valid, phone: '06 12 34 56 78', [entry.field]: entry.value ?? '' });
      return entry.accepted ? Object.keys(found).length > 0 : Object.keys(found).join() !== entry.field;
    });
    expect(wrong.map(describeCase)).toEqual([]);
  });
});
