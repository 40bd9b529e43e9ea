import { describeCase, TYPED_FIELDS, VALUE_CASES } from '@ecole/supabase/contact-value-cases';
import { describe, expect, it } from 'vitest';
import { cleanHost, cleanPath, cleanUtm } from './visitOrigin.ts';

/**
 * Where a request came from is shaped in the browser (`@ecole/browser/VisitOrigin`) before the form
 * sends it: against the table of values the database's CHECKs and the function's rules are
 * tested with, a value the table accepts goes as it is, and a value it refuses is never sent as
 * it is (cleaned into another value, or dropped): a strange link cannot make a request fail.
 */
const CLEANERS: Record<string, (value: string | null) => string | null> = {
  landing_path: cleanPath,
  form_path: cleanPath,
  referrer_host: cleanHost,
  utm_source: cleanUtm,
  utm_medium: cleanUtm,
  utm_campaign: cleanUtm,
  utm_term: cleanUtm,
  utm_content: cleanUtm,
};

describe('the visit origin against the table shared with the database and the edge function', () => {
  // The experiment variant is no part of the visit: its page's prerender writes it (issue 37).
  const cases = VALUE_CASES.filter((entry) => !TYPED_FIELDS.includes(entry.field) && entry.field !== 'experiment_variant');

  it('covers every origin column', () => {
    expect(new Set(cases.map((entry) => entry.field))).toEqual(new Set(Object.keys(CLEANERS)));
  });

  it('sends each accepted value unchanged and never sends a refused one as it is', () => {
    const wrong = cases.filter((entry) => {
      const sent = CLEANERS[entry.field]!(entry.value);
      return entry.accepted ? sent !== entry.value : sent === entry.value;
    });
    expect(wrong.map(describeCase)).toEqual([]);
  });

  it('what it cleans is accepted: a cleaned value is one the table accepts for that field', () => {
    const accepted = new Set(cases.filter((entry) => entry.accepted).map((entry) => `${entry.field}:${entry.value}`));
    expect(accepted.has(`referrer_host:${cleanHost('WWW.GOOGLE.COM')}`)).toBe(true);
    expect(cleanUtm('print\nBcc: victime@example.com')).toBe('printBcc: victime@example.com');
    expect(cleanUtm('U'.repeat(101))).toBe('U'.repeat(100));
    expect(cleanUtm('   ')).toBeNull();
  });
});
