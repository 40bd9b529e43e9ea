import { existsSync, readFileSync } from 'node:fs';
import { SCHOOL } from '@ecole/content';
import type { Browser, Page } from '@playwright/test';
import { insertAsVisitor, mailsFor, storedRequests, uniqueEmail } from '../support/backend.ts';
import { expect, test } from '../support/test.ts';

/**
 * Every lead reaches the school (issue 14): a visitor whose scripts never ran (JavaScript turned
 * off, or every script blocked: a filter, a cut connection) still sends the contact form, which
 * posts to the submit-contact-form function through the proxy and lands on /thank-you, or on the
 * refusal page; nothing typed ever shows in an address. And every stored request says which page
 * and which campaign brought it.
 */

interface Typed {
  name: string;
  email: string;
  phone: string;
  message: string;
}

const typed = (tag: string): Typed => ({
  name: 'Dominique Leroy-Sansjs',
  email: uniqueEmail(tag),
  phone: '06 98 76 54 32',
  message: 'Bonjour, message envoyé sans JavaScript, merci de me rappeler.',
});

/** Each address the page loaded or navigated to, documents and resources alike. */
function visitedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

/** The lines the proxy of this run wrote to its access log (e2e/support/global-setup.ts). */
function accessLogLines(): string[] {
  const file = process.env.E2E_ACCESS_LOG;
  if (!file) throw new Error('E2E_ACCESS_LOG manque : le setup global des tests e2e ne s’est pas lancé.');
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
}

/** No address holds any value the visitor typed, as typed or as a form would encode it. */
function expectNothingTypedIn(urls: string[], values: Typed) {
  const pieces = Object.values(values).flatMap((value) => [
    value,
    encodeURIComponent(value),
    new URLSearchParams({ v: value }).toString().slice(2),
    value.split(/[\s@]/)[0]!,
  ]);
  const leaks = urls.filter((url) => pieces.some((piece) => piece.length > 3 && decodeURIComponent(url).includes(piece)));
  expect(leaks).toEqual([]);
}

async function fillWithoutScripts(page: Page, values: Typed, scope = page.locator('form').filter({ has: page.getByLabel('Prénom et Nom') })) {
  // Without a script nothing presets the reason on /contact: the visitor chooses it.
  const reason = scope.getByRole('combobox', { name: 'Objet de votre demande' });
  if ((await reason.count()) > 0) await reason.selectOption('Formation IA');
  await scope.getByRole('textbox', { name: 'Prénom et Nom' }).fill(values.name);
  await scope.getByRole('textbox', { name: /e-mail/i }).fill(values.email);
  await scope.getByRole('textbox', { name: /téléphone/i }).fill(values.phone);
  await scope.getByRole('textbox', { name: /^message/i }).fill(values.message);
  return scope;
}

/** The two ways scripts fail to run: turned off, or every script request aborted. */
const WITHOUT_SCRIPTS = {
  'JavaScript off': (browser: Browser) => browser.newContext({ javaScriptEnabled: false }),
  'scripts blocked': async (browser: Browser) => {
    const context = await browser.newContext();
    await context.route('**/*.js', (route) => route.abort());
    return context;
  },
} as const;

const FORMS = [
  {
    path: '/contact',
    form: (page: Page) => page.locator('#message form'),
    reason: 'Formation IA',
    thankYou: /\/thank-you\?objet=formation-ia&rappel=1&envoi=formulaire#formation-ia-rappel$/,
  },
  {
    path: '/formation-ia',
    form: (page: Page) => page.locator('#contact form'),
    reason: 'Formation IA',
    thankYou: /\/thank-you\?objet=formation-ia&rappel=1&envoi=formulaire#formation-ia-rappel$/,
  },
] as const;

for (const [how, newContext] of Object.entries(WITHOUT_SCRIPTS)) {
  test.describe(`${how}`, () => {
    for (const entry of FORMS) {
      test(`${entry.path}: the form posts, stores one row, mails it once and lands on /thank-you; no address holds what was typed`, async ({
        browser,
        baseURL,
      }) => {
        const context = await newContext(browser);
        const page = await context.newPage();
        const urls = visitedUrls(page);
        await page.goto(`${baseURL}${entry.path}`);

        const form = entry.form(page);
        await expect(form).toHaveAttribute('method', 'post');
        await expect(form.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
        // The e-mail and the phone, as links, on every page with a form.
        await expect(page.locator(`a[href="mailto:${SCHOOL.email}"]`).first()).toBeVisible();
        await expect(page.locator(`a[href="tel:${SCHOOL.phoneHref}"]`).first()).toBeVisible();

        const values = typed(`sans-js-${entry.path.slice(1)}`);
        await fillWithoutScripts(page, values, form);
        await form.getByRole('button', { name: 'Envoyer' }).click();

        await expect(page).toHaveURL(entry.thankYou);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Merci, votre demande a bien été reçue/);

        const rows = (await storedRequests(values.email)) as unknown as Array<Record<string, unknown>>;
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          name: values.name,
          phone: values.phone,
          reason: entry.reason,
          message: values.message,
          form_path: entry.path,
        });
        await expect.poll(() => mailsFor(values.email).length).toBe(1);
        expectNothingTypedIn(urls, values);
        // Nor the proxy's access log, which saw the post go by.
        await expect.poll(() => accessLogLines().some((line) => line.includes('"POST"') && line.includes('submit-contact-form'))).toBe(true);
        expectNothingTypedIn(accessLogLines(), values);
        await context.close();
      });
    }

    test('a refused submission lands on the refusal page, which says why and gives the e-mail and phone; Back returns to the form as typed', async ({
      browser,
      baseURL,
    }) => {
      const values = typed('refus-sans-js');
      // The address has used its budget (3 in 10 minutes): the 4th is refused by the database.
      for (let i = 0; i < 3; i += 1) {
        await insertAsVisitor({ name: 'Déjà', email: values.email, phone: null, reason: 'Formation IA', message: `Demande ${i}` });
      }
      const context = await newContext(browser);
      const page = await context.newPage();
      const urls = visitedUrls(page);
      await page.goto(`${baseURL}/contact`);
      const form = await fillWithoutScripts(page, values, page.locator('#message form'));
      await form.getByRole('button', { name: 'Envoyer' }).click();

      await expect(page).toHaveURL(/\/demande-non-envoyee\?motif=trop-de-demandes#trop-de-demandes$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre demande n’a pas été envoyée');
      await expect(page.locator('#trop-de-demandes')).toBeInViewport();
      await expect(page.locator('#trop-de-demandes')).toContainText('Trop de demandes envoyées');
      await expect(page.getByRole('main').locator(`a[href="mailto:${SCHOOL.email}"]`).first()).toBeVisible();
      await expect(page.getByRole('main').locator(`a[href="tel:${SCHOOL.phoneHref}"]`).first()).toBeVisible();
      // French typography: a narrow no-break space before the colon.
      await expect(page.getByRole('main')).toContainText('\u202f:');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');

      await page.goBack();
      await expect(page).toHaveURL(/\/contact$/);
      const back = page.locator('#message form');
      await expect(back.getByRole('textbox', { name: 'Prénom et Nom' })).toHaveValue(values.name);
      await expect(back.getByRole('textbox', { name: /e-mail/i })).toHaveValue(values.email);
      await expect(back.getByRole('textbox', { name: /^message/i })).toHaveValue(values.message);

      expect(await storedRequests(values.email)).toHaveLength(3);
      expect(mailsFor(values.email).filter((mail) => JSON.stringify(mail).includes(values.name))).toHaveLength(0);
      expectNothingTypedIn(urls, values);
      await context.close();
    });
  });
}

test('with JavaScript: a visit landing on /tpe from a campaign, then writing from /contact, stores the campaign and the landing path', async ({ page }) => {
  await page.clock.install();
  // A visitor following a campaign link from a search engine's results.
  await page.goto('/tpe?utm_source=salon-laval&utm_medium=print&utm_campaign=rentree-2026&utm_content=flyer-a', {
    referer: 'https://www.qwant.com/?q=alternance',
  });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('ecole:origine-visite'))).not.toBeNull();

  // Another app: /contact is the site's, /tpe the company pages' (a full page load).
  await page.goto('/contact');
  const values = typed('campagne');
  const form = page.locator('#message form');
  // The JavaScript path: wait for it, since the form times the fill from its hydration (the clock
  // moved below must come after it) and hydration waits on a busy machine.
  await expect(form).toHaveAttribute('data-enhanced', '');
  await form.getByRole('combobox', { name: 'Objet de votre demande' }).selectOption('Formation IA');
  await form.getByRole('textbox', { name: 'Prénom et Nom' }).fill(values.name);
  await form.getByRole('textbox', { name: /e-mail/i }).fill(values.email);
  await form.getByRole('textbox', { name: /^message/i }).fill(values.message);
  await page.clock.fastForward('01:00');
  await form.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page).toHaveURL(/\/thank-you\?objet=/);

  const rows = (await storedRequests(values.email)) as unknown as Array<Record<string, unknown>>;
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    landing_path: '/tpe',
    form_path: '/contact',
    referrer_host: 'www.qwant.com',
    utm_source: 'salon-laval',
    utm_medium: 'print',
    utm_campaign: 'rentree-2026',
    utm_term: null,
    utm_content: 'flyer-a',
  });
  await expect.poll(() => mailsFor(values.email).length).toBe(1);
  const mail = mailsFor(values.email)[0]!;
  expect(mail.text).toContain('Page d’arrivée\u00a0: /tpe');
  expect(mail.text).toContain('Campagne (utm_campaign)\u00a0: rentree-2026');
});

test('without JavaScript, a visit that landed on a campaign page still says which page the form was on', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseURL}/formation-ia?utm_source=newsletter`);
  const values = typed('page-sans-js');
  const form = await fillWithoutScripts(page, values, page.locator('#contact form'));
  await form.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page).toHaveURL(/\/thank-you/);
  const rows = (await storedRequests(values.email)) as unknown as Array<Record<string, unknown>>;
  expect(rows[0]).toMatchObject({ form_path: '/formation-ia', landing_path: null });
  await context.close();
});
