// The site's pages the edge functions send a visitor to are written in the contact contract
// (supabase/functions/_shared/contactContract/constants.ts), since the functions (Deno, deployed
// alone) cannot import the route table: each must be a page of the site app, or a visitor whose
// request was sent, refused or followed up would land on the not-found page.

import { findRoute } from '@ecole/routes';
import { FOLLOW_UP_PAGE, REFUSAL_PATH, THANK_YOU_PATH } from '@ecole/supabase/contact-contract';
import { describe, expect, it } from 'vitest';

describe('the pages the functions send visitors to', () => {
  it.each([
    ['a sent request', 'THANK_YOU_PATH', THANK_YOU_PATH],
    ['a refused request', 'REFUSAL_PATH', REFUSAL_PATH],
    ['a follow-up link of the staff mail', 'FOLLOW_UP_PAGE', FOLLOW_UP_PAGE],
  ])('%s: %s (%s) is a page of the site app', (_, name, path) => {
    expect(
      findRoute(path),
      `${name} (${path}) n’est pas une page de l’application site dans la table des routes (packages/routes)\u00a0: corrigez ${name} dans supabase/functions/_shared/contactContract/constants.ts, ou rendez la page à l’application site`,
    ).toMatchObject({ path, app: 'site' });
  });
});
