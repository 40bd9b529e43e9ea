// What the form holds when it is sent and what is wrong with it, for each of the three forms: the
// reason it files the request under and the first field the focus goes to.
import { VALID_OFFER } from '@ecole/supabase/offer-value-cases';
import { describe, expect, it } from 'vitest';
import { OFFER_MESSAGES } from '../OfferFields/offerMessages.ts';
import { checkForm } from './checkForm.ts';
import { type FormMode, OFFER_REASON } from './formMode.ts';

/** A form holding these named values, as the page's markup would post them. */
function formWith(values: Record<string, string>): HTMLFormElement {
  const form = document.createElement('form');
  for (const [name, value] of Object.entries(values)) {
    const input = document.createElement('input');
    input.name = name;
    input.value = value;
    form.append(input);
  }
  return form;
}

/** The contract's valid offer, as the form's controls hold it ('' for nothing). */
const offerFields = (): Record<string, string> => Object.fromEntries(Object.entries(VALID_OFFER()).map(([field, value]) => [field, value ?? '']));

const PERSON = { name: 'Camille Martin', email: 'camille.martin@example.fr', phone: '', message: 'Je voudrais inscrire deux salariés.' };

describe('checkForm', () => {
  it('files a request under the page’s reason, or the offer’s, whatever the form holds', () => {
    const given: FormMode = { kind: 'given', reason: 'Formation en alternance' };
    expect(checkForm(formWith({ ...PERSON, reason: 'Autre demande' }), given).reason).toBe('Formation en alternance');
    expect(checkForm(formWith({ ...PERSON, ...offerFields() }), { kind: 'offer' }).reason).toBe(OFFER_REASON);
  });

  it('takes the visitor’s choice only when it is one of the select’s reasons, never free text', () => {
    expect(checkForm(formWith({ ...PERSON, reason: 'Formation en alternance' }), { kind: 'choice' }).reason).toBe('Formation en alternance');
    expect(checkForm(formWith({ ...PERSON, reason: 'Une autre raison' }), { kind: 'choice' }).reason).toBeUndefined();
    expect(checkForm(formWith({ ...PERSON, reason: '' }), { kind: 'choice' }).reason).toBeUndefined();
  });

  it('points at the first field to correct in the order the form shows them', () => {
    const contact = checkForm(formWith({ ...PERSON, email: 'camille@', message: ' ' }), { kind: 'given', reason: 'Autre demande' });
    expect(Object.keys(contact.errors).sort()).toEqual(['email', 'message']);
    expect(contact.firstInvalid).toBe('email');
    // On an offer the job comes first, its missions (the message) before the company and the person.
    const offer = checkForm(formWith({ ...PERSON, email: 'camille@', message: ' ', ...offerFields(), company_name: '' }), { kind: 'offer' });
    expect(offer.firstInvalid).toBe('message');
    expect(Object.keys(offer.offerErrors)).toEqual(['company_name']);
  });

  it('asks an offer for its missions, not for a message', () => {
    const offer = checkForm(formWith({ ...PERSON, message: '', ...offerFields() }), { kind: 'offer' });
    expect(offer.errors.message).toBe(OFFER_MESSAGES.errors.missions);
    expect(offer.firstInvalid).toBe('message');
  });

  it('has nothing to correct in a form filled as the contract wants', () => {
    const sent = checkForm(formWith({ ...PERSON, ...offerFields() }), { kind: 'offer' });
    expect(sent.errors).toEqual({});
    expect(sent.offerErrors).toEqual({});
    expect(sent.firstInvalid).toBeUndefined();
  });
});
