import type { Page } from '@playwright/test';
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
    await fillAndSend(page, {
      name: 'Camille Martin',
      email,
      message: 'Bonjour, je voudrais des informations <b>sur</b> la formation.',
    });

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
  await fillAndSend(page, { name: 'Léa Dubois', email, phone: '06 12 34 56 78', message: 'Merci de me rappeler.' });
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect.poll(async () => (await storedRequests(email))[0]?.phone).toBe('06 12 34 56 78');
  await expect.poll(() => mailsFor(email)[0]?.html ?? '').toContain('06 12 34 56 78');
});

/** Fills the form as a visitor would, by the fields' visible labels, and sends it. */
async function fillAndSend(page: Page, values: { name: string; email: string; phone?: string; message: string }) {
  const form = page.locator('form').filter({ has: page.getByLabel('Prénom et Nom') });
  await form.getByRole('textbox', { name: 'Prénom et Nom' }).fill(values.name);
  await form.getByRole('textbox', { name: /e-mail/i }).fill(values.email);
  if (values.phone) await form.getByRole('textbox', { name: /téléphone/i }).fill(values.phone);
  await form.getByRole('textbox', { name: /^message/i }).fill(values.message);
  await form.getByRole('button', { name: /envoyer/i }).click();
}
