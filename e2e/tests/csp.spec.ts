import { APPS, PAGE_APPS, PAGE_ROUTES, REDIRECTS } from '@ecole/routes';
import type { Page } from '@playwright/test';
import { uniqueEmail } from '../support/backend.ts';
import { watchErrors } from '../support/consoleErrors.ts';
import { waitForHydration } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';

/**
 * The Content-Security-Policy (packages/proxy/src/headers.ts) holds on every page as the browser
 * runs it: no violation reported while a page loads and hydrates, in the frame of /candidater,
 * nor while the contact form is sent. Chromium reports each blocked script, style, frame, fetch
 * or form post both as a console error and as a `securitypolicyviolation` event.
 */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

const POLICY = /default-src 'none'; script-src 'self'[;\s]/;

test.describe('the Content-Security-Policy', () => {
  test('is sent on pages, assets, redirects and the 404, with framing refused', async ({ request }) => {
    const page = await request.get('/');
    const asset = /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec(await page.text())?.[1];
    expect(asset).toBeDefined();
    const responses = [page, await request.get(asset!), await request.get(REDIRECTS[0]!.from, { maxRedirects: 0 }), await request.get('/page-introuvable')];
    expect(responses.map((response) => response.status())).toEqual([200, 200, 301, 404]);
    for (const response of responses) {
      expect(response.headers()['content-security-policy'], response.url()).toMatch(POLICY);
      expect(response.headers()['content-security-policy'], response.url()).toContain("frame-ancestors 'none'");
      expect(response.headers()['content-security-policy'], response.url()).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(response.headers()['x-frame-options']).toBe('DENY');
    }
  });

  // Every page loading and starting its islands with no violation: pages.spec.ts, whose check of
  // each page fails on any console error, which a violation is (one load per page, not two).

  test('blocks an inline script, and both watchers see it: this file’s and the page check’s (pages.spec.ts can fail)', async ({ page }) => {
    const violations = watchViolations(page);
    const errors = watchErrors(page);
    await page.goto('/');
    await page.addScriptTag({ content: 'window.injected = true;' }).catch(() => undefined);
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(errors.some((error) => /Content Security Policy/i.test(error))).toBe(true);
  });

  test('/candidater: the application form frame loads (the stand-in may be framed by the site only)', async ({ page, request }) => {
    const violations = watchViolations(page);
    await page.goto('/candidater');
    const frame = page.frameLocator('iframe[title="Formulaire de candidature en ligne"]');
    await expect(frame.getByRole('button', { name: 'Envoyer ma candidature' })).toBeVisible();
    // Its own script and stylesheet ran: the form's submit handler answers, its button is styled.
    await frame.getByRole('textbox', { name: 'Prénom et nom' }).fill('Camille Martin');
    await frame.getByRole('textbox', { name: 'E-mail' }).fill('camille@example.org');
    await frame.getByRole('button', { name: 'Envoyer ma candidature' }).click();
    await expect(frame.getByRole('status')).toContainText('aucune donnée');
    await expect(page.getByTitle('Formulaire de candidature en ligne')).toHaveAttribute('data-embed', 'pret');
    await waitForHydration(page);
    expect(violations).toEqual([]);
    const standIn = await request.get('/candidature-exemple.html');
    expect(standIn.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(standIn.headers()['x-frame-options']).toBe('SAMEORIGIN');
  });

  test('/contact: sending the form breaks no rule', async ({ page }) => {
    await page.clock.install();
    const violations = watchViolations(page);
    await page.goto('/contact');
    const form = page.locator('form').filter({ has: page.getByLabel('Prénom et Nom') });
    // The visitor's first tap starts hydration: the form is then sent by the script.
    await form.getByRole('textbox', { name: 'Prénom et Nom' }).click();
    await waitForHydration(page);
    await form.getByRole('combobox', { name: 'Objet de votre demande' }).selectOption('Formation IA');
    await form.getByRole('textbox', { name: 'Prénom et Nom' }).fill('Camille Martin');
    await form.getByRole('textbox', { name: /e-mail/i }).fill(uniqueEmail('csp'));
    await form.getByRole('textbox', { name: /^message/i }).fill('Bonjour, une question sur la formation.');
    // The form's minimum fill time (a visitor takes longer than a bot).
    await page.clock.fastForward('01:00');
    await form.getByRole('button', { name: /envoyer/i }).click();
    await expect(page).toHaveURL(/\/thank-you/);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});

test('the boot modules are served from each app’s own prefix', async ({ request }) => {
  for (const app of PAGE_APPS) {
    const route = PAGE_ROUTES.find((each) => each.app === app)!;
    const html = await (await request.get(route.path)).text();
    expect(html, route.path).toMatch(
      // The plain boot entry, or the one of the pages with an island or a contact form (issue 36).
      new RegExp(`<script type="module" src="/${APPS[app].assetsDir}/boot/(?:islands-|forms-)?[0-9a-f]{16}\\.js" async fetchpriority="low"></script>`),
    );
  }
});
