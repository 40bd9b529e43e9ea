import { LOCAL_ANON_KEY } from '@ecole/settings/localSupabase';
import { LOCAL_SERVICE_ROLE_KEY } from '@ecole/supabase-local';
import { contactForm } from '../support/contactForm.ts';
import { useFairSite } from '../support/fair.ts';
import { holdHydration } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';

/**
 * Issue 34, after the fair (issue 23: thirty visitors behind one address, fair.stress.spec.ts, in
 * `npm run test:stress`): once the connection's budget is spent, a visitor who clicks « Envoyer »
 * before the form's script has loaded is sent with a proof of work, not shown the refusal page.
 * In Chromium, through the embedded proxy, against a stand-in of its own with the flood budget as
 * deployed (5 requests in 10 minutes per connection; every browser is the same client, 127.0.0.1).
 */

const fair = useFairSite();

test('after the fair’s budget is spent, a click on « Envoyer » before the form’s script has loaded is sent with a proof, not refused', async ({ browser }) => {
  // The connection's budget spent (5 requests in 10 minutes), as a fair leaves it: every browser
  // of this test is the same client, 127.0.0.1, and so is this.
  for (let index = 0; ; index += 1) {
    const spent = await fetch(`${fair.supabase.url}/rest/v1/contact_requests`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify({ name: 'Visiteur pressé', email: `budget.${index}@salon-tard.example`, message: 'Avant.' }),
    });
    if (spent.status !== 201) {
      expect(await spent.json()).toMatchObject({ code: 'P0001', details: 'client' });
      break;
    }
  }
  const context = await browser.newContext({ baseURL: fair.proxy.url });
  const page = await context.newPage();
  try {
    // A slow network: the form's code (the island) does not arrive before the click.
    const release = await holdHydration(page);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/contact?objet=recrutement');
    const fields = contactForm(page);
    await fields.name.fill('Dominique Tardif');
    await fields.email.fill('dominique.tardif@salon-tard.example');
    await fields.message.fill('Bonjour, je passe au stand trop tard : rappelez-moi.');
    await fields.send.click();
    // The plain post waits for the island the press started, instead of leaving for the refusal page.
    await expect(fields.form).toHaveAttribute('data-held', '');
    release();
    // The island took the send. Filled faster than a person types (Playwright's fill), it asks to
    // check and send again, as in fair.stress.spec.ts; a person's typing takes longer than 3 s.
    const tooFast = fields.form.getByRole('alert');
    await expect(tooFast.or(page.getByRole('heading', { level: 1, name: /Merci/ }))).toBeVisible({ timeout: 60_000 });
    if (await tooFast.isVisible()) await fields.send.click();
    // No phone given: the recruitment panel without a call (issue 33).
    await expect(page).toHaveURL(/\/thank-you\?objet=recrutement#recrutement$/, { timeout: 60_000 });
    expect(visited).not.toContain('/demande-non-envoyee');
  } finally {
    await context.close();
  }
  const response = await fetch(`${fair.supabase.url}/rest/v1/contact_requests?email=eq.dominique.tardif%40salon-tard.example&select=reason`, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  });
  expect(await response.json()).toEqual([{ reason: 'Recrutement d’un alternant' }]);
});
