import { SCHOOL } from '@ecole/content';
import { describe, expect, it } from 'vitest';
import { SCHOOL_CONTACT } from '../../../supabase/functions/_shared/schoolContact.ts';

describe('the school’s contact details in the visitor’s acknowledgement (issue 21)', () => {
  // The functions deploy alone and keep a copy of these facts: the copy is the site's, provisional
  // values included (the launch check lists them; change both when the school confirms them).
  it('are the site’s: brand, e-mail and phone', () => {
    expect(SCHOOL_CONTACT).toEqual({ brand: SCHOOL.brand, email: SCHOOL.email, phone: SCHOOL.phone });
  });
});
