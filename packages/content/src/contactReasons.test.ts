import { describe, expect, it } from 'vitest';
import { CONTACT_REASONS, contactHref, contactReasonFromSlug, contactReasonLabel, DEFAULT_CONTACT_REASON } from './contactReasons.ts';

describe('contact reasons', () => {
  it('record « Formation IA » when a form names none (spec §3, §9)', () => {
    expect(contactReasonLabel(DEFAULT_CONTACT_REASON)).toBe('Formation IA');
  });

  it('are a closed list with distinct slugs and labels', () => {
    expect(new Set(CONTACT_REASONS.map((reason) => reason.slug)).size).toBe(CONTACT_REASONS.length);
    expect(new Set(CONTACT_REASONS.map((reason) => reason.label)).size).toBe(CONTACT_REASONS.length);
  });

  it('accept only a known slug from an address, never free text', () => {
    expect(contactReasonFromSlug('recrutement')).toBe('recrutement');
    expect(contactReasonFromSlug('Recrutement')).toBeUndefined();
    expect(contactReasonFromSlug('<script>')).toBeUndefined();
    expect(contactReasonFromSlug(null)).toBeUndefined();
  });

  it('preset /contact through its query', () => {
    expect(contactHref('recrutement')).toBe('/contact?objet=recrutement');
  });
});
