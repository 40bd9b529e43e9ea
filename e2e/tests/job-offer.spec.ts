import { acknowledgementsTo, dueRequests, followUpsOf, mailsFor, storedRequests, sweepNow, uniqueEmail } from '../support/backend.ts';
import { filledOfferRow, fillOffer, sendOffer } from '../support/jobOffer.ts';
import { expect, test } from '../support/test.ts';

/**
 * A company describes a job offer in a form made for it, on /pme (issue 21, point 8): with and
 * without JavaScript it is stored with its details, mailed once to staff with them, acknowledged
 * with the offer's own promise, and lands in the queue staff open in the dashboard (requests_due).
 * Nothing is published anywhere.
 */

async function expectStoredAndMailed(email: string) {
  const rows = (await storedRequests(email)) as unknown as Array<Record<string, unknown>>;
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject(filledOfferRow());
  await expect.poll(() => mailsFor(email).filter((mail) => mail.reply_to === email).length).toBe(1);
  const staffMail = mailsFor(email).find((mail) => mail.reply_to === email)!;
  expect(staffMail.subject).toBe('Nouvelle demande de contact\u00a0: Offre d’alternance');
  expect(staffMail.text).toContain('Intitulé du poste\u00a0: Assistant marketing digital');
  expect(staffMail.text).toContain('Taille de l’entreprise\u00a0: 11 à 49 salariés');
  expect(await dueRequests(email)).toEqual([
    { reason: 'Offre d’alternance', company_name: 'Menuiserie Exemple', offer_title: 'Assistant marketing digital', state: 'nouveau' },
  ]);
  const [followUp] = await followUpsOf(email);
  expect(followUp).toMatchObject({ reason: 'Offre d’alternance', state: 'nouveau' });
}

test('with JavaScript: the offer is sent from /pme, stored with its details, mailed once, in the queue, acknowledged with its promise', async ({ page }) => {
  const email = uniqueEmail('offre-js');
  await page.goto('/pme');
  await sendOffer(page, await fillOffer(page, email));
  await expect(page.getByRole('heading', { name: 'Nous relisons votre offre' })).toBeVisible();
  await expectStoredAndMailed(email);

  await sweepNow();
  await expect.poll(() => acknowledgementsTo(email).length).toBe(1);
  const [acknowledgement] = acknowledgementsTo(email);
  expect(acknowledgement!.text).toContain('sous 24\u00a0h ouvrées');
  // Nothing the company typed but its name: the acknowledgement cannot carry someone's text.
  for (const typed of ['Menuiserie Exemple', 'Assistant marketing digital', 'réseaux sociaux']) {
    expect(acknowledgement!.text).not.toContain(typed);
    expect(acknowledgement!.html).not.toContain(typed);
  }
});

test('without JavaScript: the offer posts as plain HTML, lands on its thank-you page and in the queue', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = uniqueEmail('offre-sans-js');
  await page.goto(`${baseURL}/pme`);
  const form = await fillOffer(page, email);
  await expect(form).toHaveAttribute('method', 'post');
  await form.getByRole('button', { name: 'Envoyer mon offre' }).click();
  await expect(page).toHaveURL(/\/thank-you\?objet=offre&envoi=formulaire#offre$/);
  await expectStoredAndMailed(email);
  await context.close();
});
