import { followUpsOf, linkIn, mailsFor, uniqueEmail } from '../support/backend.ts';
import { contactForm } from '../support/contactForm.ts';
import { expect, test } from '../support/test.ts';

/**
 * Every request answered within its promise (issue 21), through the proxy in Chromium: a company
 * visitor writes from /tpe; the staff mail carries « Je m’en occupe » and « Répondu »; a mail
 * scanner's HEAD and GET of a link change nothing; following « Répondu », then confirming it on the
 * page, makes the request answered.
 */
test('a request written from /tpe reaches staff with two links; « Répondu », confirmed, answers it', async ({ page, baseURL, request }) => {
  const email = uniqueEmail('suivi');
  await page.goto('/tpe');
  await page.locator('a[href="/contact?objet=recrutement"]').first().click();
  await expect(page).toHaveURL(/\/contact\?objet=recrutement$/);
  const form = contactForm(page);
  await expect(form.reason).toHaveValue('Recrutement d’un alternant');
  await form.name.fill('Claire Entreprise');
  await form.email.fill(email);
  await form.message.fill('Bonjour, nous cherchons un alternant pour notre boutique en ligne.');
  await form.send.click();
  await expect(page).toHaveURL(/\/thank-you\?objet=recrutement/);

  await expect.poll(() => mailsFor(email).filter((mail) => mail.reply_to === email).length).toBe(1);
  const staffMail = mailsFor(email).find((mail) => mail.reply_to === email)!;
  expect(staffMail.subject).toBe('Nouvelle demande de contact\u00a0: Recrutement d’un alternant');
  const answered = linkIn(staffMail, 'Répondu');
  expect(linkIn(staffMail, 'Je m’en occupe')).toMatch(/^\/suivi-demande#jeton=/);
  expect(answered).toMatch(/^\/suivi-demande#jeton=[\w-]+\.[\w-]+\.[\w-]+$/);

  // What a mail scanner does to a link: nothing changes.
  for (const method of ['head', 'get'] as const) expect((await request[method](`${baseURL}${answered}`)).status()).toBe(200);
  expect(await followUpsOf(email)).toEqual([expect.objectContaining({ state: 'nouveau', taken_by: null })]);

  await page.goto(`${baseURL}${answered}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Répondu' })).toBeVisible();
  const [followUp] = await followUpsOf(email);
  const reference = followUp?.reference;
  expect(reference).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}$/);
  await expect(page.getByText(`Demande ${reference}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Votre prénom' }).fill('Camille');
  await page.getByRole('button', { name: /c’est répondu/ }).click();
  await expect(page).toHaveURL(/\/suivi-demande\?resultat=repondu#repondu$/);
  await expect(page.getByRole('heading', { name: 'Merci\u202f: la demande est marquée «\u00a0répondu\u00a0»' })).toBeVisible();
  expect(await followUpsOf(email)).toEqual([expect.objectContaining({ state: 'répondu', taken_by: 'Camille' })]);

  // The first name is remembered on this device: the next link opens with it.
  await page.goto(`${baseURL}${linkIn(staffMail, 'Je m’en occupe')}`);
  await expect(page.getByRole('textbox', { name: 'Votre prénom' })).toHaveValue('Camille');
});
