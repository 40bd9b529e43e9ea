import type { Page } from '@playwright/test';
import { mailsFor, storedRequests, uniqueEmail } from '../support/backend.ts';
import { contactForm } from '../support/contactForm.ts';
import { holdHydration, waitForHydration } from '../support/hydration.ts';
import { filledOfferRow, fillOffer, offerStartDate } from '../support/jobOffer.ts';
import { expect, test } from '../support/test.ts';

/**
 * Issue 23, points 3 and 9: a request is filed as the visitor meant whichever way the form sends
 * it (its script, the plain post before hydration, the plain post without any script), /thank-you
 * says it was sent whichever way, and what was typed does not outlive the send or leak into
 * another tab.
 */

const SUCCESS = 'Votre message a été envoyé avec succès !';
const CAMPAIGN = '/tpe?utm_source=salon-laval&utm_medium=print&utm_campaign=rentree-2026';

const draftKeys = (page: Page) => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('ec-contact-draft:')));

test('sent before hydration from /contact?objet=recrutement after a campaign landing: the reason, the landing and the campaign reach the row and the mail; /thank-you says it was sent; the draft is gone, Back shows an empty form', async ({
  page,
}) => {
  const email = uniqueEmail('avant-hydratation');
  await page.goto(CAMPAIGN);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('ecole:origine-visite'))).not.toBeNull();

  // An earlier, unsent draft of the tab (the page's script saved it).
  await page.goto('/contact?objet=recrutement');
  const first = contactForm(page);
  await first.name.click();
  await waitForHydration(page);
  await first.message.fill('Un brouillon d’avant.');
  await expect.poll(() => draftKeys(page)).toHaveLength(1);

  // The page again, on a slow network: the click on « Envoyer » comes before hydration.
  const release = await holdHydration(page);
  await page.goto('/contact?objet=recrutement');
  const fields = contactForm(page);
  // The boot module preset what the address asked for, as the script would have.
  await expect(fields.reason).toHaveValue('Recrutement d’un alternant');
  await fields.name.fill('Dominique Leroy');
  await fields.email.fill(email);
  await fields.message.fill('Bonjour, nous cherchons un alternant pour la rentrée.');
  await fields.send.click();
  await expect(page).toHaveURL(/\/thank-you\?objet=recrutement&envoi=formulaire#recrutement$/);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

  const [row] = (await storedRequests(email)) as unknown as Array<Record<string, unknown>>;
  expect(row).toMatchObject({
    reason: 'Recrutement d’un alternant',
    form_path: '/contact',
    landing_path: '/tpe',
    utm_source: 'salon-laval',
    utm_medium: 'print',
    utm_campaign: 'rentree-2026',
  });
  await expect.poll(() => mailsFor(email).length).toBe(1);
  const mail = mailsFor(email)[0]!;
  expect(mail.subject).toContain('Recrutement d’un alternant');
  expect(mail.text).toContain('Page d’arrivée\u00a0: /tpe');
  expect(mail.text).toContain('Campagne (utm_campaign)\u00a0: rentree-2026');

  // Sent: no draft of the tab survives, whichever way the form went (the boot module of /thank-you
  // forgets them; it is loaded asynchronously, so wait for it rather than for a fixed time).
  await expect.poll(() => draftKeys(page)).toEqual([]);
  // Once the page runs, the same toast as the script's flow, and the marker leaves the address.
  release();
  await page.mouse.wheel(0, 10);
  await expect(page.getByText(SUCCESS).first()).toBeVisible();
  await expect(page).toHaveURL(/\/thank-you\?objet=recrutement#recrutement$/);
  // The next steps fit the reason.
  await expect(page.getByRole('main')).toContainText('Nous étudions votre besoin');

  // A shared computer: Back brings the form page back, empty.
  await page.goBack();
  await expect(page).toHaveURL(/\/contact\?objet=recrutement$/);
  await expect(contactForm(page).name).toHaveValue('');
  await expect(contactForm(page).message).toHaveValue('');
});

test('without JavaScript, the visitor chooses what the request is about: nothing is filed under a default', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = uniqueEmail('sans-js-motif');
  // The address asks for recruitment, but no script reads it: the choice is left to the visitor.
  await page.goto(`${baseURL}/contact?objet=recrutement`);
  const fields = contactForm(page);
  await expect(fields.reason).toHaveValue('');
  await fields.name.fill('Dominique Leroy');
  await fields.email.fill(email);
  await fields.message.fill('Bonjour, nous cherchons un alternant.');
  await fields.send.click();
  // The browser's own check stops the post and points at the choice.
  await expect(page).toHaveURL(/\/contact\?objet=recrutement$/);
  expect(await fields.reason.evaluate((select: HTMLSelectElement) => select.validity.valueMissing)).toBe(true);
  expect(await storedRequests(email)).toEqual([]);

  await fields.reason.selectOption('Recrutement d’un alternant');
  await fields.send.click();
  await expect(page).toHaveURL(/\/thank-you\?objet=recrutement&envoi=formulaire#recrutement$/);
  const [row] = (await storedRequests(email)) as unknown as Array<Record<string, unknown>>;
  expect(row).toMatchObject({ reason: 'Recrutement d’un alternant', form_path: '/contact', landing_path: null });
  await expect.poll(() => mailsFor(email).length).toBe(1);
  expect(mailsFor(email)[0]!.subject).toContain('Recrutement d’un alternant');
  await context.close();
});

test('a draft is never copied into a tab the form’s tab opens', async ({ page, context }) => {
  await page.goto('/contact');
  const fields = contactForm(page);
  await fields.name.click();
  await waitForHydration(page);
  await fields.name.fill('Camille Martin');
  await fields.message.fill('Un message personnel, sur un ordinateur partagé.');
  await expect.poll(() => draftKeys(page)).toHaveLength(1);

  // The browser copies this tab's sessionStorage into the tab it opens. Looked at before any
  // script of the page runs: its island may start as soon as the page has loaded, and drop it.
  await context.addInitScript(() => {
    (window as unknown as { draftsAtStart: string[] }).draftsAtStart = Object.keys(sessionStorage).filter((key) => key.startsWith('ec-contact-draft:'));
  });
  const [opened] = await Promise.all([context.waitForEvent('page'), page.evaluate(() => window.open('/contact', '_blank'))]);
  await opened.waitForLoadState();
  expect(await opened.evaluate(() => (window as unknown as { draftsAtStart: string[] }).draftsAtStart), 'the copy the browser made').toHaveLength(1);
  const copy = contactForm(opened);
  await copy.name.click();
  await waitForHydration(opened);
  await expect(copy.form).toHaveAttribute('data-enhanced', '');
  await expect(copy.name).toHaveValue('');
  await expect(copy.message).toHaveValue('');
  expect(await draftKeys(opened)).toEqual([]);

  // The tab that wrote it keeps it.
  await page.reload();
  await page.locator('#message form').getByRole('textbox', { name: 'Prénom et Nom' }).click();
  await waitForHydration(page);
  await expect(contactForm(page).message).toHaveValue('Un message personnel, sur un ordinateur partagé.');
});

// Issue 24, point 4: the offer's form typed into before its island started, selects and a date
// included. Nothing hands those values over: they stay in the fields through the island's start,
// its own checks read them there (a start date too far ahead, which no browser check refuses),
// and the request it sends carries them as typed, once.
test('the job offer filled in before its island started: checked as typed, then sent once with every detail', async ({ page }) => {
  await page.clock.install();
  const email = uniqueEmail('offre-avant-ilot');
  const release = await holdHydration(page);
  await page.goto('/pme');
  // A start date too far ahead, which no browser check refuses: the island's own check must see it.
  const form = await fillOffer(page, email, '2099-01-01');
  const start = form.getByLabel('Date de début souhaitée');
  await expect(form).not.toHaveAttribute('data-enhanced');
  release();
  await expect(form).toHaveAttribute('data-enhanced', '');
  await expect(form.getByRole('combobox', { name: 'Lieu de travail' })).toHaveValue('hybride');
  await expect(form.getByRole('combobox', { name: 'Effectif de l’entreprise' })).toHaveValue('11-49');

  await page.clock.fastForward('01:00');
  const send = form.getByRole('button', { name: 'Envoyer mon offre' });
  await send.click();
  await expect(form.getByText('Indiquez une date de début dans les deux ans à venir.')).toBeVisible();
  await expect(start).toBeFocused();
  expect(await storedRequests(email)).toEqual([]);

  const startDate = offerStartDate();
  await start.fill(startDate);
  await send.click();
  await expect(page).toHaveURL(/\/thank-you\?objet=offre#offre$/);
  const rows = (await storedRequests(email)) as unknown as Array<Record<string, unknown>>;
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    ...filledOfferRow(startDate),
    name: 'Claire Recruteuse',
    message: 'Animer nos réseaux sociaux et suivre nos campagnes en ligne.',
  });
  await expect.poll(() => mailsFor(email).filter((mail) => mail.reply_to === email).length).toBe(1);
});
