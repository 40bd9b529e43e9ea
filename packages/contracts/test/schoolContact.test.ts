// The school's name and contact details the visitor's acknowledgement gives (issue 21, point 5).
// The functions deploy alone, bundled from supabase/functions, and cannot import the school's data
// files: supabase/functions/_shared/schoolContact.ts is a copy of SCHOOL's, provisional values
// included (the launch check lists them).

import { SCHOOL } from '@ecole/content';
import { SCHOOL_CONTACT } from '@ecole/supabase/school-contact';
import { describe, expect, it } from 'vitest';

describe('the school’s contact details in the visitor’s acknowledgement (issue 21)', () => {
  it('are the site’s: brand, e-mail and phone', () => {
    expect(
      SCHOOL_CONTACT,
      'Le nom, l’e-mail ou le téléphone de l’école a changé dans packages/content/data/school/identity.json\u00a0: recopiez-les dans supabase/functions/_shared/schoolContact.ts (puis déployez les fonctions)',
    ).toEqual({ brand: SCHOOL.brand, email: SCHOOL.email, phone: SCHOOL.phone });
  });
});
