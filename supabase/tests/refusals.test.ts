import { REFUSAL_REASONS } from '@ecole/content/pages/site/demande-non-envoyee';
import { describe, expect, it } from 'vitest';
import { REFUSALS } from '../functions/submit-contact-form/refusals.ts';

describe('the refusals of the form posted without JavaScript', () => {
  // Each code is the id of a section of the prerendered refusal page: a code without its section
  // would bring the visitor to the top of the page without saying why.
  it('are the sections of /demande-non-envoyee, one for one', () => {
    expect([...REFUSALS].sort()).toEqual([...REFUSAL_REASONS].sort());
  });
});
