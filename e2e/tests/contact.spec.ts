import { expect, test } from '../support/test.ts';
import { mailsFor, storedRequests, uniqueEmail } from '../support/backend.ts';

const SUCCESS = 'Votre message a été envoyé avec succès !';

// The same form lives in two apps: /contact (site, in-app navigation to /thank-you) and
// /formation-ia (its own app: a full page load to the site's /thank-you, the toast must survive).
for (const { path, tag } of [
  { path: '/contact', tag: 'contact' },
  { path: '/formation-ia', tag: 'formation-ia' },
]) {
  test(`the contact form on ${path} stores the request, mails the school and thanks the visitor`, async ({ page }) => {
    const email = uniqueEmail(tag);
    await page.goto(path);
    const form = page.locator('form').filter({ has: page.getByLabel('Prénom et Nom') });
    await form.getByLabel('Prénom et Nom').fill('Camille Martin');
    await form.getByLabel(/e-mail/i).fill(email);
    await form.getByLabel(/message/i).fill('Bonjour, je voudrais des informations <b>sur</b> la formation.');
    await form.getByRole('button', { name: /envoyer/i }).click();

    await expect(page).toHaveURL(/\/thank-you$/);
    // The toast shows (Radix also copies its text into a live region for screen readers).
    await expect(page.getByText(SUCCESS).first()).toBeVisible();

    await expect.poll(async () => (await storedRequests(email)).length).toBe(1);
    const [row] = await storedRequests(email);
    expect(row).toMatchObject({ name: 'Camille Martin', email, phone: null, reason: 'Formation IA' });

    await expect.poll(() => mailsFor(email).length).toBe(1);
    const [mail] = mailsFor(email);
    expect(mail?.html).toContain('Non renseigné');
    // The visitor's markup reaches the school's mail as text, never as HTML.
    expect(mail?.html).toContain('&lt;b&gt;sur&lt;/b&gt;');
  });
}

test('a phone number, when given, is stored and mailed as typed', async ({ page }) => {
  const email = uniqueEmail('phone');
  await page.goto('/contact');
  await page.getByLabel('Prénom et Nom').fill('Léa Dubois');
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/téléphone/i).fill('06 12 34 56 78');
  await page.getByLabel(/message/i).fill('Merci de me rappeler.');
  await page.getByRole('button', { name: /envoyer/i }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect.poll(async () => (await storedRequests(email))[0]?.phone).toBe('06 12 34 56 78');
  await expect.poll(() => mailsFor(email)[0]?.html ?? '').toContain('06 12 34 56 78');
});
