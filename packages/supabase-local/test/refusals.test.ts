import { REFUSAL_REASONS } from '@ecole/content/pages/site/demande-non-envoyee';
import { FOLLOW_UP_LINK_DAYS, FOLLOW_UP_RESULTS as PAGE_RESULTS } from '@ecole/content/pages/site/suivi-demande';
import { describe, expect, it } from 'vitest';
import { FOLLOW_UP_LINK_LIFETIME_DAYS } from '../../../supabase/functions/_shared/followUpLinks.ts';
import { FOLLOW_UP_RESULTS } from '../../../supabase/functions/follow-up-request/results.ts';
import { REFUSALS } from '../../../supabase/functions/submit-contact-form/refusals.ts';

describe('the refusals of the form posted without JavaScript', () => {
  // Each code is the id of a section of the prerendered refusal page: a code without its section
  // would bring the visitor to the top of the page without saying why.
  it('are the sections of /demande-non-envoyee, one for one', () => {
    expect([...REFUSALS].sort()).toEqual([...REFUSAL_REASONS].sort());
  });
});

describe('the answers of a staff action confirmed from a mail’s link (issue 21)', () => {
  // Each code is a section of /suivi-demande, which the function's redirect names.
  it('are the sections of /suivi-demande, one for one, and the page states the links’ lifetime', () => {
    expect([...FOLLOW_UP_RESULTS].sort()).toEqual([...PAGE_RESULTS].sort());
    expect(FOLLOW_UP_LINK_DAYS).toBe(FOLLOW_UP_LINK_LIFETIME_DAYS);
  });
});
