import { expect, test } from '../support/test.ts';

// Spec §2 and §9: /candidater embeds the external hosted application form in a 600 px frame and
// loads its embed script; a student reaches that form from the home page in two taps.
test.describe('/candidater: the hosted application form', () => {
  test('is in the raw HTML: a named 600 px frame, its embed script, a way to open it in a new tab', async ({ request }) => {
    const html = await (await request.get('/candidater')).text();
    const frame = /<iframe [^>]*>/.exec(html)?.[0] ?? '';
    expect(frame).toContain('title="Formulaire de candidature en ligne"');
    expect(frame).toContain('height="600"');
    // Locally (no VITE_APPLICATION_FORM_URL / _SCRIPT), the stand-in page and script of apps/site/public.
    expect(frame).toContain('src="/candidature-exemple.html"');
    expect(html).toMatch(/<script [^>]*src="\/candidature-exemple\.js"/);
    expect(html).toMatch(/<a [^>]*href="\/candidature-exemple\.html"[^>]*target="_blank"/);
  });

  test('is two taps from the home page: the hero’s « Je postule », then the hero button of /candidater', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Je postule' }).first().click();
    await expect(page).toHaveURL(/\/candidater$/);
    await page.getByRole('link', { name: 'Je remplis ma candidature' }).click();
    await expect(page).toHaveURL(/\/candidater#formulaire$/);
    const frame = page.getByTitle('Formulaire de candidature en ligne');
    await expect(frame).toBeInViewport();
    await expect(frame).toHaveJSProperty('offsetHeight', 600);
    await expect(page.frameLocator('iframe[title="Formulaire de candidature en ligne"]').getByRole('button', { name: 'Envoyer ma candidature' })).toBeVisible();
  });
});
