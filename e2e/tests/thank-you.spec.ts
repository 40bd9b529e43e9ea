import type { Browser, Locator, Page } from '@playwright/test';
import { storedRequests, uniqueEmail } from '../support/backend.ts';
import { contactForm } from '../support/contactForm.ts';
import { fillOffer } from '../support/jobOffer.ts';
import { expect, test } from '../support/test.ts';

/**
 * /thank-you says the promise and the next steps of the request just sent, and promises a call only
 * when a phone number was given (issue 33, point 3), the same with and without JavaScript: the form's
 * script and the form post function both send the visitor to `/thank-you?objet=<slug>[&rappel=1]`
 * with the anchor of the page's panel for it, which the page shows alone in CSS.
 */

/** Words that promise a call; none may show after a form whose phone was left empty. */
const CALL = /appel|téléphone/i;
const NBSP = /[\s\u00a0\u202f]+/g;

/**
 * What the visitor sees of the page's main content, spaces as plain spaces: once one panel shows,
 * the others hidden by the page's styles (a loaded machine may apply them after the address changed).
 */
async function shown(page: Page): Promise<string> {
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Les prochaines étapes' })).toHaveCount(1);
  return (await page.getByRole('main').innerText()).replace(NBSP, ' ');
}

/** The page opens at its top: thanks first, the chosen panel under it (its anchor is a hidden marker). */
async function expectAtTop(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Merci, votre demande a bien été reçue !' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

/** The accessibility request's page: 48 h only, the disability referent's steps, no call promised. */
async function expectAccessibilityPage(page: Page) {
  const text = await shown(page);
  expect(text).toContain('Notre équipe revient vers vous sous 48 h ouvrées');
  expect(text).not.toMatch(/24 h/);
  for (const step of ['La référente handicap vous contacte', 'Nous étudions les aménagements', 'Nous vous accompagnons tout au long de la formation']) {
    await expect(page.getByRole('heading', { name: step })).toBeVisible();
  }
  // Neither the default steps (the AI course's) nor another reason's.
  await expect(page.getByRole('heading', { name: 'Organiser la formation IA dans votre entreprise' })).toHaveCount(0);
  expect(text).not.toMatch(CALL);
  // One panel, one list of steps.
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Les prochaines étapes' })).toHaveCount(1);
  await expectAtTop(page);
}

/** Fills /contact's form as a visitor, the reason chosen by the address (or by hand, without a script). */
async function fillContact(page: Page, email: string, { phone, chooseReason }: { phone?: string; chooseReason?: string } = {}): Promise<Locator> {
  const fields = contactForm(page);
  if (chooseReason) await fields.reason.selectOption(chooseReason);
  await fields.name.fill('Sacha Martin');
  await fields.email.fill(email);
  if (phone) await fields.phone.fill(phone);
  await fields.message.fill('Bonjour, j’ai besoin d’aménagements pour suivre la formation.');
  return fields.send;
}

async function withoutJavaScript<T>(browser: Browser, baseURL: string | undefined, body: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    return await body(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('a request from /contact?objet=accessibilite', () => {
  test('with JavaScript: /thank-you states 48 h only and the accessibility steps, no call (no phone given)', async ({ page }) => {
    await page.clock.install();
    const email = uniqueEmail('merci-accessibilite-js');
    await page.goto('/contact?objet=accessibilite');
    const fields = contactForm(page);
    // The island of the form starts on the first tap; the reason comes from the address.
    await fields.name.click();
    await expect(fields.form).toHaveAttribute('data-enhanced', '');
    await expect(fields.reason).toHaveValue('Accessibilité et handicap');
    const send = await fillContact(page, email);
    await page.clock.fastForward('01:00');
    await send.click();
    await expect(page).toHaveURL(/\/thank-you\?objet=accessibilite#accessibilite$/);
    await expectAccessibilityPage(page);
    await expect.poll(async () => (await storedRequests(email))[0]?.reason).toBe('Accessibilité et handicap');
  });

  test('without JavaScript: the form posts, and /thank-you says the same: 48 h only, the accessibility steps, no call', async ({ browser, baseURL }) => {
    const email = uniqueEmail('merci-accessibilite-sans-js');
    await withoutJavaScript(browser, baseURL, async (page) => {
      await page.goto('/contact?objet=accessibilite');
      // No script presets the reason: the visitor chooses it (the select has no default).
      const send = await fillContact(page, email, { chooseReason: 'Accessibilité et handicap' });
      await send.click();
      await expect(page).toHaveURL(/\/thank-you\?objet=accessibilite&envoi=formulaire#accessibilite$/);
      await expectAccessibilityPage(page);
    });
    expect((await storedRequests(email))[0]).toMatchObject({ reason: 'Accessibilité et handicap', phone: null });
  });
});

test.describe('a job offer from /pme', () => {
  test('with JavaScript and a phone number: the offer’s steps, 24 h, and the call the company may get', async ({ page }) => {
    const email = uniqueEmail('merci-offre-js');
    await page.goto('/pme');
    const form = await fillOffer(page, email);
    await form.getByRole('textbox', { name: /téléphone/i }).fill('02 43 00 00 00');
    const send = form.getByRole('button', { name: 'Envoyer mon offre' });
    await send.click();
    // A form filled faster than a person types is stopped once to be checked (spamGuard.ts).
    const tooFast = form.getByRole('alert');
    await expect(tooFast.or(page.getByRole('heading', { level: 1, name: /Merci/ }))).toBeVisible();
    if (await tooFast.isVisible()) await send.click();
    await expect(page).toHaveURL(/\/thank-you\?objet=offre&rappel=1#offre-rappel$/);
    // The offer's panels with and without a call share these steps (the text below tells them apart).
    for (const step of ['Nous relisons votre offre', 'Nous la présentons à nos candidats', 'Vous rencontrez les profils retenus']) {
      await expect(page.getByRole('heading', { name: step }).first()).toBeVisible();
    }
    const text = await shown(page);
    expect(text).toContain('Notre équipe revient vers vous sous 24 h ouvrées');
    expect(text).toContain('et vous appelle sous 24 h ouvrées si une précision manque');
    expect(text).not.toMatch(/48 h/);
    await expectAtTop(page);
  });

  test('without JavaScript and without a phone number: the offer’s steps, and no call promised', async ({ browser, baseURL }) => {
    const email = uniqueEmail('merci-offre-sans-js');
    await withoutJavaScript(browser, baseURL, async (page) => {
      await page.goto('/pme');
      const form = await fillOffer(page, email);
      await form.getByRole('button', { name: 'Envoyer mon offre' }).click();
      await expect(page).toHaveURL(/\/thank-you\?objet=offre&envoi=formulaire#offre$/);
      await expect(page.getByRole('heading', { name: 'Nous relisons votre offre' })).toBeVisible();
      const text = await shown(page);
      expect(text).toContain('et vous écrit sous 24 h ouvrées si une précision manque');
      expect(text).not.toMatch(CALL);
      await expectAtTop(page);
    });
  });
});

test('a recruitment request without a phone number promises no call; with one, the call', async ({ page }) => {
  await page.clock.install();
  for (const phone of [undefined, '06 11 22 33 44']) {
    const email = uniqueEmail(phone ? 'merci-rappel' : 'merci-sans-rappel');
    await page.goto('/contact?objet=recrutement');
    const fields = contactForm(page);
    await fields.name.click();
    await expect(fields.form).toHaveAttribute('data-enhanced', '');
    const send = await fillContact(page, email, { phone });
    await page.clock.fastForward('01:00');
    await send.click();
    await expect(page).toHaveURL(phone ? /\/thank-you\?objet=recrutement&rappel=1#recrutement-rappel$/ : /\/thank-you\?objet=recrutement#recrutement$/);
    const text = await shown(page);
    expect(text).toContain('Notre équipe revient vers vous sous 24 h ouvrées');
    if (phone) expect(text).toContain('Un conseiller vous appelle pour préciser les missions');
    else {
      expect(text).toContain('Un conseiller vous écrit pour préciser les missions');
      expect(text).not.toMatch(CALL);
    }
  }
});

test('an address without an anchor: the AI course’s steps without a script; with one, the panel its query names', async ({ page, browser, baseURL }) => {
  await withoutJavaScript(browser, baseURL, async (plain) => {
    await plain.goto('/thank-you');
    const text = await shown(plain);
    expect(text).toContain('sous 24 h ouvrées');
    expect(text).not.toMatch(/48 h/);
    await expect(plain.getByRole('heading', { name: 'Organiser la formation IA dans votre entreprise' })).toBeVisible();
  });
  await page.goto('/thank-you?objet=accessibilite');
  // The page's script gives the address its panel's anchor once its island runs (it is on screen).
  await expect(page).toHaveURL(/\/thank-you\?objet=accessibilite#accessibilite$/);
  await expect(page.getByRole('heading', { name: 'La référente handicap vous contacte' })).toBeVisible();
  expect(await shown(page)).not.toMatch(/24 h/);
});
