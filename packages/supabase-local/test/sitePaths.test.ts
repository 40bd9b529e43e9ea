// The site's pages the edge functions send a visitor to are written in the contact contract, since
// the functions (Deno) cannot import the route table: each must be a page of the site app, or a
// visitor whose request was sent, refused or followed up would land on the not-found page.
// Here rather than in supabase/: the route table's package is not one the backend depends on.

import { findRoute } from '@ecole/routes';
import { FOLLOW_UP_PAGE, REFUSAL_PATH, THANK_YOU_PATH } from '@ecole/supabase/contact-contract';
import { describe, expect, it } from 'vitest';

describe('the pages the functions send visitors to', () => {
  it.each([
    ['a sent request', THANK_YOU_PATH],
    ['a refused request', REFUSAL_PATH],
    ['a follow-up link of the staff mail', FOLLOW_UP_PAGE],
  ])('%s: %s is a page of the site app', (_, path) => {
    expect(findRoute(path)).toMatchObject({ path, app: 'site' });
  });
});
