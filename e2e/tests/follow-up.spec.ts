import { leadReport } from '@ecole/campaigns';
import { acknowledgementsTo, followUpsOf, leadFiguresOf, linkIn, mailsFor, sweepNow, uniqueEmail } from '../support/backend.ts';
import { contactForm } from '../support/contactForm.ts';
import { expect, test } from '../support/test.ts';

/**
 * Every request answered within its promise (issue 21), through the proxy in Chromium: a company
 * visitor writes from /tpe; the staff mail carries « Je m’en occupe » and « Répondu »; the sweep
 * sends the visitor's acknowledgement (its reference and promise, nothing of the message); a mail
 * scanner's HEAD and GET of a link change nothing; following « Répondu », then confirming it on the
 * page, makes the request answered, and the SLA report counts it within its promise.
 */
test('a request written from /tpe reaches staff with two links; « Répondu », confirmed, answers it', async ({ page, baseURL, request }) => {
  const email = uniqueEmail('suivi');
  // The page's clock: the time a person takes to write (the form holds a send faster than that).
  await page.clock.install();
  await page.goto('/tpe');
  await page.locator('a[href="/contact?objet=recrutement"]').first().click();
  await expect(page).toHaveURL(/\/contact\?objet=recrutement$/);
  const form = contactForm(page);
  await expect(form.reason).toHaveValue('Recrutement d’un alternant');
  await form.name.fill('Claire Entreprise');
  await form.email.fill(email);
  await form.message.fill('Bonjour, nous cherchons un alternant pour notre boutique en ligne.');
  await page.clock.fastForward('01:00');
  await form.send.click();
  await expect(page).toHaveURL(/\/thank-you\?objet=recrutement/);

  await expect.poll(() => mailsFor(email).filter((mail) => mail.reply_to === email).length).toBe(1);
  const staffMail = mailsFor(email).find((mail) => mail.reply_to === email)!;
  expect(staffMail.subject).toBe('Nouvelle demande de contact\u00a0: Recrutement d’un alternant');
  const answered = linkIn(staffMail, 'Répondu');
  // Absolute links to the site (SITE_ORIGIN, given to the stand-in as to a hosted project: issue 33).
  expect(linkIn(staffMail, 'Je m’en occupe').startsWith(`${baseURL}/suivi-demande#jeton=`)).toBe(true);
  expect(answered.slice(baseURL!.length)).toMatch(/^\/suivi-demande#jeton=[\w-]+\.[\w-]+\.[\w-]+$/);

  // The visitor's acknowledgement: the sweep sends it (every 10 minutes in production).
  await sweepNow();
  await expect.poll(() => acknowledgementsTo(email).length).toBe(1);
  const [acknowledgement] = acknowledgementsTo(email);
  const [stored] = await followUpsOf(email);
  expect(acknowledgement!.subject).toBe(`Votre demande est bien reçue (référence ${stored!.reference})`);
  // The greeting keeps one plain word of the name (issue 34): nothing else the visitor typed.
  expect(acknowledgement!.text).toContain('Bonjour Claire,');
  expect(acknowledgement!.text).toContain('sous 24\u00a0h ouvrées');
  expect(acknowledgement!.html).not.toContain('boutique en ligne');
  expect(acknowledgement!.text).not.toContain('boutique en ligne');

  // What a mail scanner does to a link: nothing changes.
  for (const method of ['head', 'get'] as const) expect((await request[method](answered)).status()).toBe(200);
  expect(await followUpsOf(email)).toEqual([expect.objectContaining({ state: 'nouveau', taken_by: null })]);

  await page.goto(answered);
  await expect(page.getByRole('heading', { level: 2, name: 'Répondu' })).toBeVisible();
  const [followUp] = await followUpsOf(email);
  const reference = followUp?.reference;
  expect(reference).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}$/);
  await expect(page.getByText(`Demande ${reference}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Votre prénom' }).fill('Camille');
  await page.getByRole('button', { name: /c’est répondu/ }).click();
  await expect(page).toHaveURL(/\/suivi-demande\?resultat=repondu#repondu$/);
  await expect(page.getByRole('heading', { name: 'Merci\u202f: la demande est marquée «\u00a0répondu\u00a0»' })).toBeVisible();
  const answeredRows = await followUpsOf(email);
  expect(answeredRows).toEqual([expect.objectContaining({ state: 'répondu', taken_by: 'Camille' })]);
  // The week's figures (public.lead_figures: the weekly mail's, npm run lead-report's, the desk's),
  // over the millisecond this request was stored in, count it answered within its promise, from /tpe.
  const storedAt = Date.parse(answeredRows[0]!.created_at);
  const report = leadReport(await leadFiguresOf(new Date(storedAt).toISOString(), new Date(storedAt + 1).toISOString()));
  expect(report.total).toMatchObject({ requests: 1, onTime: 1, shareOnTime: 1, open: 0, late: 0, closed: 0 });
  expect(report.byLanding.map((row) => row.label)).toEqual(['/tpe']);
  expect(report.byReason.map((row) => row.label)).toEqual(['Recrutement d’un alternant']);

  // The first name is remembered on this device: the next link opens with it.
  await page.goto(linkIn(staffMail, 'Je m’en occupe'));
  await expect(page.getByRole('textbox', { name: 'Votre prénom' })).toHaveValue('Camille');
});
