import type { Page, Request } from '@playwright/test';
import { insertAsVisitor, mailsFor, pageSupabaseUrl, storedRequests, uniqueEmail } from '../support/backend.ts';
import { contactForm } from '../support/contactForm.ts';
import { holdHydration, waitForHydration } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';

const SUCCESS = 'Votre message a été envoyé avec succès !';
const FAILURE = 'Une erreur est survenue. Veuillez réessayer plus tard.';
/** The flood budget's refusal (the form's own words; P0001 from the database). */
const REFUSED = /Trop de demandes ont été envoyées en peu de temps\s: votre message n’a pas été enregistré\./;

/**
 * A visitor takes far longer than the form's minimum fill time (MIN_FILL_TIME_MS of
 * @ecole/contact, 3 s, below which the form treats the sender as a bot): the page's clock is
 * moved on by a minute instead of the test waiting.
 */
const WRITING_TIME = '01:00';

test.beforeEach(async ({ page }) => {
  // Fake Date/timers that keep flowing; `fastForward` then plays the visitor's writing time.
  await page.clock.install();
});

interface Visitor {
  name: string;
  email: string;
  phone?: string;
  message: string;
}

/** Fills the form as a visitor would, taking the time a person takes. */
async function fill(page: Page, values: Visitor) {
  const fields = contactForm(page);
  // These tests are about the script's flow: before it runs, a click posts the form to the
  // backend without JavaScript (leads.spec.ts). The visitor's first tap, in the first field,
  // starts it (a form filled before hydration: « typed before hydration » below).
  await fields.name.click();
  await expect(fields.form).toHaveAttribute('data-enhanced', '');
  // /contact lets the visitor choose what the request is about, and chooses nothing for them.
  const reason = fields.form.getByRole('combobox', { name: 'Objet de votre demande' });
  if ((await reason.count()) > 0) await reason.selectOption('Formation IA');
  await fields.name.fill(values.name);
  await fields.email.fill(values.email);
  if (values.phone) await fields.phone.fill(values.phone);
  await fields.message.fill(values.message);
  await page.clock.fastForward(WRITING_TIME);
  return fields;
}

async function fillAndSend(page: Page, values: Visitor) {
  const fields = await fill(page, values);
  await fields.send.click();
}

/** Every value the visitor typed is still in its field. */
async function expectValuesKept(page: Page, values: Visitor) {
  const fields = contactForm(page);
  await expect(fields.name).toHaveValue(values.name);
  await expect(fields.email).toHaveValue(values.email);
  await expect(fields.phone).toHaveValue(values.phone ?? '');
  await expect(fields.message).toHaveValue(values.message);
}

/** Requests the page sends to the Supabase stand-in (the database or the mail function). */
function backendCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(pageSupabaseUrl())) calls.push(request);
  });
  return calls;
}

const visitor = (tag: string, extra: Partial<Visitor> = {}): Visitor => ({
  name: 'Camille Martin',
  email: uniqueEmail(tag),
  message: 'Bonjour, je voudrais des informations sur la formation.',
  ...extra,
});

/**
 * /thank-you with the request's reason and the anchor of its panel (its promise and next steps),
 * `rappel=1` and the panel that may promise a call when a phone number was given (issue 33).
 */
const THANKED = /\/thank-you\?objet=formation-ia(&rappel=1#formation-ia-rappel|#formation-ia)$/;
const THANKED_WITH_PHONE = /\/thank-you\?objet=formation-ia&rappel=1#formation-ia-rappel$/;

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

    await expect(page).toHaveURL(THANKED);
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
  await expect(page).toHaveURL(THANKED_WITH_PHONE);
  await expect.poll(async () => (await storedRequests(email))[0]?.phone).toBe('06 12 34 56 78');
  await expect.poll(() => mailsFor(email)[0]?.html ?? '').toContain('06 12 34 56 78');
});

test('a double click sends one request and one mail', async ({ page }) => {
  const values = visitor('double-click');
  await page.goto('/contact');
  const fields = await fill(page, values);
  await fields.send.dblclick();
  await expect(page).toHaveURL(THANKED);
  await expect.poll(() => mailsFor(values.email).length).toBe(1);
  expect(await storedRequests(values.email)).toHaveLength(1);
});

test('a slow backend shows the submitting state until the request is stored', async ({ page }) => {
  const values = visitor('slow');
  await page.route(`${pageSupabaseUrl()}/rest/v1/contact_requests*`, async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/contact');
  await fillAndSend(page, values);

  const busy = contactForm(page).form.getByRole('button', { name: 'Envoi en cours...' });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  await expect(page).toHaveURL(THANKED);
  await expect(page.getByText(SUCCESS).first()).toBeVisible();
  expect(await storedRequests(values.email)).toHaveLength(1);
});

test('with the backend down: the error toast, every value kept, and kept across a reload', async ({ page }) => {
  const values = visitor('down', { phone: '06 12 34 56 78' });
  // What a browser sees of a backend that is down: every request to it fails.
  await page.route(`${pageSupabaseUrl()}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/formation-ia');
  await fillAndSend(page, values);

  await expect(page.getByText(FAILURE).first()).toBeVisible();
  await expect(contactForm(page).send).toHaveText('Envoyer');
  await expect(contactForm(page).form).toHaveAttribute('data-enhanced', '');
  await expectValuesKept(page, values);
  await expect(page).toHaveURL(/\/formation-ia$/);

  // The visitor gives up for now and reloads: nothing typed is lost.
  await page.reload();
  await expectValuesKept(page, values);
  expect(await storedRequests(values.email)).toEqual([]);
  expect(mailsFor(values.email)).toEqual([]);
});

test('a request the flood budget refuses (3 already sent with the address): the refusal with the e-mail and phone, values kept, nothing stored', async ({
  page,
}) => {
  const values = visitor('refused');
  // Three requests for this address in the last minutes: the database refuses a fourth.
  for (let i = 1; i <= 3; i += 1) {
    await insertAsVisitor({ name: values.name, email: values.email, phone: null, reason: 'Formation IA', message: `Demande ${i}` });
  }
  const calls = backendCalls(page);
  await page.goto('/contact');
  await fillAndSend(page, values);

  const refusal = page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: REFUSED });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(/nous écrire à \S+@\S+ ou nous appeler au \d/);
  await expectValuesKept(page, values);
  await expect(page).toHaveURL(/\/contact$/);
  const insert = calls.find((call) => call.method() === 'POST' && call.url().includes('/rest/v1/contact_requests'));
  expect((await insert?.response())?.status()).toBe(400);
  // The refusal stopped the flow: no fourth row, and the mail function was never called.
  expect(await storedRequests(values.email)).toHaveLength(3);
  expect(calls.filter((call) => call.url().includes('/functions/'))).toEqual([]);
  expect(mailsFor(values.email)).toEqual([]);
});

test('a failing mail function changes nothing for the visitor: success, and the request is stored', async ({ page }) => {
  const values = visitor('function-down');
  await page.route(`${pageSupabaseUrl()}/functions/v1/send-contact-email`, (route) =>
    route.fulfill({
      status: route.request().method() === 'OPTIONS' ? 204 : 500,
      // CORS headers, so the page reads a real 500 rather than a blocked response.
      headers: {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
        'content-type': 'application/json',
      },
      body: route.request().method() === 'OPTIONS' ? '' : JSON.stringify({ error: 'Erreur interne' }),
    }),
  );
  await page.goto('/formation-ia');
  await fillAndSend(page, values);

  await expect(page).toHaveURL(THANKED);
  await expect(page.getByText(SUCCESS).first()).toBeVisible();
  await expect.poll(async () => (await storedRequests(values.email)).length).toBe(1);
  // Nothing reached the function: the row waits for the backend's retry sweep, no mail yet.
  expect(mailsFor(values.email)).toEqual([]);
});

test('what the visitor typed survives a reload in its tab, never reaches another tab, and is gone once sent', async ({ page, context }) => {
  const values = visitor('draft', { phone: '07 00 00 00 00' });
  await page.goto('/contact');
  await fill(page, values);

  await page.reload();
  await expectValuesKept(page, values);

  // The draft is the tab's (sessionStorage): another tab of the same browser starts empty, and
  // nothing typed is kept in the browser's long-lived storage.
  const otherTab = await context.newPage();
  await otherTab.goto('/contact');
  await expect(contactForm(otherTab).form).toHaveAttribute('data-enhanced', '');
  await expect(contactForm(otherTab).name).toHaveValue('');
  await expect(contactForm(otherTab).message).toHaveValue('');
  expect(await otherTab.evaluate(() => JSON.stringify(localStorage))).not.toContain(values.email);
  await otherTab.close();

  await page.clock.fastForward(WRITING_TIME);
  await contactForm(page).send.click();
  await expect(page).toHaveURL(THANKED);
  await expect.poll(async () => (await storedRequests(values.email)).length).toBe(1);

  await page.goto('/contact');
  // The form's script runs (hydrated: a draft would be back by now).
  await expect(contactForm(page).form).toHaveAttribute('data-enhanced', '');
  await expect(contactForm(page).name).toHaveValue('');
  await expect(contactForm(page).message).toHaveValue('');
});

// Issue 24, point 4: the form's fields are uncontrolled, so nothing hands over what was typed
// before its island started; the island's own checks and its request read it from the fields.
test('typed before the island started: the form checks every field as typed, and sends them once, as typed', async ({ page }) => {
  const values = visitor('before-hydration', { phone: '06 98 76 54 32' });
  // A slow phone's network: the island's modules arrive only once the whole form is filled (the
  // boot module, which starts the island, is not held).
  const release = await holdHydration(page);
  await page.goto('/contact');
  const fields = contactForm(page);
  await fields.reason.selectOption('Recrutement d’un alternant');
  await fields.name.fill(values.name);
  await fields.email.fill(values.email);
  // Letters in the phone number: only the form's own checks (not the browser's) refuse it.
  await fields.phone.fill('06 98 AB');
  await fields.message.fill(values.message);
  await expect(fields.form).not.toHaveAttribute('data-enhanced');
  release();
  await expect(fields.form).toHaveAttribute('data-enhanced', '');
  await expectValuesKept(page, { ...values, phone: '06 98 AB' });
  await expect(fields.reason).toHaveValue('Recrutement d’un alternant');

  await page.clock.fastForward(WRITING_TIME);
  await fields.send.click();
  await expect(fields.phone).toHaveAttribute('aria-invalid', 'true');
  await expect(fields.phone).toBeFocused();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await storedRequests(values.email)).toEqual([]);

  await fields.phone.fill(values.phone!);
  await expect(fields.phone).not.toHaveAttribute('aria-invalid');
  await fields.send.click();
  await expect(page).toHaveURL(/\/thank-you\?objet=recrutement&rappel=1#recrutement-rappel$/);
  await expect.poll(async () => (await storedRequests(values.email)).length).toBe(1);
  const [row] = await storedRequests(values.email);
  expect(row).toMatchObject({ name: values.name, email: values.email, phone: values.phone, reason: 'Recrutement d’un alternant', message: values.message });
  await expect.poll(() => mailsFor(values.email).length).toBe(1);
});

test.describe('spam traps', () => {
  test('a bot that fills the honeypot is thanked, and nothing is stored or mailed', async ({ page }) => {
    const values = visitor('honeypot');
    const calls = backendCalls(page);
    await page.goto('/contact');
    const fields = await fill(page, values);
    await page.evaluate(() => {
      const trap = document.querySelector<HTMLInputElement>('form input[name="website"]');
      if (!trap) throw new Error('honeypot introuvable');
      trap.value = 'https://spam.example';
    });
    await fields.send.click();

    await expect(page).toHaveURL(THANKED);
    await expect(page.getByText(SUCCESS).first()).toBeVisible();
    expect(calls.map((call) => call.url())).toEqual([]);
    expect(await storedRequests(values.email)).toEqual([]);
    expect(mailsFor(values.email)).toEqual([]);
  });

  test('a form filled faster than a person can write it (autofill, paste) is not lost: checked, then sent', async ({ page }) => {
    const values = visitor('too-fast');
    const calls = backendCalls(page);
    // The page's clock stands still: however slow this machine, the form is filled "in no time".
    await page.clock.setFixedTime(new Date());
    await page.goto('/formation-ia');
    const fields = contactForm(page);
    await waitForHydration(page);
    await expect(fields.form).toHaveAttribute('data-enhanced', '');
    await fields.name.fill(values.name);
    await fields.email.fill(values.email);
    await fields.message.fill(values.message);
    await fields.send.click();

    await expect(fields.form.getByRole('alert')).toContainText('rempli très vite');
    await expect(page).toHaveURL(/\/formation-ia$/);
    expect(calls.filter((call) => call.url().includes('/rest/v1/')).map((call) => call.url())).toEqual([]);

    await fields.send.click();
    await expect(page).toHaveURL(THANKED);
    await expect.poll(async () => (await storedRequests(values.email)).length).toBe(1);
  });
});

test('the Supabase client is downloaded only where the form is about to be used', async ({ page }) => {
  // Its code carries the header functions-js reads on every answer (@ecole/contact, browserClient.ts).
  const withClient: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      if ((await response.text()).includes('x-relay-error')) withClient.push(response.url());
    } catch {
      // The page moved on before the body was read: a script of a page already left.
    }
  });

  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(withClient, 'a page without the form').toEqual([]);

  await page.goto('/contact');
  const fields = contactForm(page);
  await expect(fields.form).toHaveAttribute('data-enhanced', '');
  await page.waitForLoadState('networkidle');
  expect(withClient, 'the form page before any use of the form').toEqual([]);

  await fields.name.focus();
  await expect.poll(() => withClient.length).toBe(1);
});

test('values the browser lets through are refused under their field, in French, without a request', async ({ page }) => {
  const calls = backendCalls(page);
  await page.goto('/contact');
  // `required` accepts spaces and `type=email` accepts an address without a domain.
  const fields = await fill(page, { name: '   ', email: 'camille@localhost', message: 'Bonjour' });
  await fields.send.click();

  await expect(fields.name).toBeFocused();
  await expect(fields.name).toHaveAttribute('aria-invalid', 'true');
  await expect(fields.name).toHaveAccessibleDescription('Indiquez votre prénom et votre nom.');
  await expect(fields.email).toHaveAccessibleDescription('Indiquez une adresse e-mail complète, sans espace ni accent, par exemple camille.martin@exemple.fr.');
  await expect(fields.message).not.toHaveAttribute('aria-invalid');
  await expect(page).toHaveURL(/\/contact$/);
  expect(calls).toEqual([]);
});
