import { AI_COURSE_SESSIONS, BARE_FOOTER_LINKS, formatDate, nextAiCourseSession } from '@ecole/content';
import { findRoute } from '@ecole/routes';
import type { Page } from '@playwright/test';
import { mailsFor, storedRequests, uniqueEmail } from '../support/backend.ts';
import { readableText } from '../support/facts.ts';
import { waitForHydration } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';

/**
 * The one-day AI course landing (its own app, no header, no footer) as a visitor uses it: the
 * form sends its requests with the reason « Formation IA », every in-page call to action scrolls
 * to its section and gives it focus, the discreet legal line leads to its pages, and the session
 * banner says what the build's day makes true.
 */
const PATH = '/formation-ia';

/**
 * The day the served build of the formation-ia app was made "as of" (SITE_AS_OF; a build without
 * it is as of the day it runs). To check another clock: build the app with SITE_AS_OF=<day> and
 * run this file with E2E_SITE_AS_OF=<day>.
 */
const AS_OF = process.env.E2E_SITE_AS_OF ?? new Date().toISOString().slice(0, 10);
const session = nextAiCourseSession(AS_OF);

/**
 * The form's script runs once the form says so (its button is enabled from the first paint): the
 * form is an island, started when the visitor reaches it (issue 25), which `waitForHydration` does.
 */
async function openHydrated(page: Page) {
  await page.goto(PATH);
  await waitForHydration(page);
  await expect(page.locator('#contact form')).toHaveAttribute('data-enhanced', '');
}

test('the form sends the request with the reason « Formation IA », then /thank-you loads with the toast', async ({ page }) => {
  // A visitor writes for far longer than the form's minimum fill time (3 s): the clock moves on.
  await page.clock.install();
  const email = uniqueEmail('formation-ia-page');
  await openHydrated(page);
  // Marks this document: a full page load to the site app's /thank-you leaves it behind.
  await page.evaluate(() => ((window as unknown as { formationIaDocument: boolean }).formationIaDocument = true));

  const form = page.locator('#contact form');
  await form.getByRole('textbox', { name: 'Prénom et Nom' }).fill('Dominique Leroy');
  await form.getByRole('textbox', { name: /e-mail/i }).fill(email);
  await form.getByRole('textbox', { name: /téléphone/i }).fill('06 12 34 56 78');
  await form.getByRole('textbox', { name: /^message/i }).fill('Nous aimerions former une équipe de six personnes.');
  await page.clock.fastForward('01:00');
  await form.getByRole('button', { name: 'Envoyer' }).click();

  await expect(page).toHaveURL(/\/thank-you\?objet=formation-ia&rappel=1#formation-ia-rappel$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { formationIaDocument?: boolean }).formationIaDocument)).toBeUndefined();
  await expect(page.getByText('Votre message a été envoyé avec succès').first()).toBeVisible();

  await expect.poll(async () => (await storedRequests(email)).length).toBe(1);
  const [row] = await storedRequests(email);
  expect(row).toMatchObject({ name: 'Dominique Leroy', email, phone: '06 12 34 56 78', reason: 'Formation IA' });
  await expect.poll(() => mailsFor(email).length).toBe(1);
  expect(mailsFor(email)[0]?.html).toContain('Formation IA');
});

test('every in-page call to action leads to the form or the programme, scrolls there and gives it focus', async ({ page }) => {
  await openHydrated(page);
  const main = page.getByRole('main');
  const anchors = main.locator('a[href^="#"]');
  const count = await anchors.count();
  expect(count).toBeGreaterThanOrEqual(3);

  const targets = new Set<string>();
  for (let index = 0; index < count; index += 1) {
    const link = anchors.nth(index);
    const href = (await link.getAttribute('href'))!;
    const name = (await link.innerText()).trim();
    expect(href, name).toBe(name === 'Voir le programme' ? '#programme' : '#contact');
    targets.add(href);

    await page.evaluate(() => window.scrollTo(0, 0));
    const target = page.locator(href);
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(target, `« ${name} » scrolls to ${href}`).toBeInViewport();
    await expect(target, `« ${name} » moves focus to ${href}`).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  }
  expect([...targets].sort()).toEqual(['#contact', '#programme']);
});

test('the anchors work from the keyboard too: Enter on « Voir le programme » moves focus to the programme', async ({ page }) => {
  await openHydrated(page);
  await page.getByRole('link', { name: 'Voir le programme' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#programme')).toBeFocused();
  await expect(page.locator('#programme')).toBeInViewport();
});

test.describe('the discreet legal line, the only way out of the landing', () => {
  for (const link of BARE_FOOTER_LINKS) {
    test(`« ${link.label} » leads to ${link.href}`, async ({ page }) => {
      await page.goto(PATH);
      const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Informations légales' });
      await legal.getByRole('link', { name: link.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${link.href}$`));
      await expect(page).toHaveTitle(new RegExp(findRoute(link.href)!.title));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('no header, breadcrumb or site menu: the landing stands alone', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Je postule' })).toHaveCount(0);
  });
});

test.describe(`the session banner as of the build’s day (${AS_OF})`, () => {
  if (session) {
    test(`announces the session of ${session.date} in ${session.city}, with its places left, and offers to book`, async ({ page, request }) => {
      const html = await (await request.get(PATH)).text();
      await page.goto(PATH);
      const banner = page.locator('#session');
      await expect(banner.getByRole('heading', { level: 2 })).toHaveText(
        new RegExp(`Prochaine session\\s:\\sle ${formatDate(session.date)} à ${session.city}`),
      );
      await expect(banner).toContainText(`Plus que ${session.seatsLeft} places sur ${session.seats}`);
      await expect(banner.getByRole('link', { name: 'Je réserve ma place' })).toHaveAttribute('href', '#contact');
      await expect(page.getByRole('link', { name: 'Je réserve ma place' }).first()).toBeVisible();
      expect(html).toContain('"@type":"Event"');
      expect(html).toContain(`"startDate":"${session.date}"`);
    });
  } else {
    test('says new dates are coming, never offers to book a date that does not exist, and declares no Event', async ({ page, request }) => {
      const html = await (await request.get(PATH)).text();
      const text = readableText(html);
      await page.goto(PATH);
      const banner = page.locator('#session');
      await expect(banner.getByRole('heading', { level: 2 })).toHaveText('Prochaines dates bientôt disponibles');
      await expect(banner.getByRole('link', { name: 'Être informé des prochaines dates' })).toHaveAttribute('href', '#contact');
      await expect(banner.getByRole('link', { name: 'Organiser une session dans mon entreprise' })).toHaveAttribute('href', '#contact');
      await expect(page.getByText('Je réserve ma place')).toHaveCount(0);
      expect(text).not.toContain('Je réserve ma place');
      expect(text).not.toContain('Prochaine session');
      // No past session is named anywhere, in the page or its JSON-LD.
      for (const past of AI_COURSE_SESSIONS) expect(text).not.toContain(formatDate(past.date).replace(/\s/g, ' '));
      expect(html).not.toContain('"@type":"Event"');
    });
  }
});
