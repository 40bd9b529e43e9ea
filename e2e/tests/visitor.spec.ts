import { SEGMENT_PATHS } from '@ecole/content/segments/segment';
import { PAGE_ROUTES } from '@ecole/routes';
import type { Locator, Page } from '@playwright/test';
import { pageSupabaseUrl } from '../support/backend.ts';
import { readableText } from '../support/facts.ts';
import { waitForHydration } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';

/**
 * The visitor's list of issue 22 (§6), tried as a new visitor would, at 375 and 1 280 px: each test
 * is one defect that must stay gone.
 */
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;
const COMPANY_PAGES = ['/entreprises', '/recruter-un-alternant', ...SEGMENT_PATHS];

/** A provisional item's own instructions, or a template standing for a name. */
const INSTRUCTIONS = /sera précisé|à fournir|à préciser|Prénom N\.|valeur provisoire|communiqués? sur demande/i;

test('no page shows a provisional item’s instructions or a template name (/artisans, /accessibilite…)', async ({ request }) => {
  for (const route of PAGE_ROUTES) {
    const text = readableText(await (await request.get(route.path)).text());
    expect(text, route.path).not.toMatch(INSTRUCTIONS);
  }
  expect(readableText(await (await request.get('/artisans')).text())).not.toContain('ce qu’ils déclarent');
});

test('copy: the application form « prend 5 minutes », the footer’s « 100 % » keeps its no-break space, the AI course’s aid reads right', async ({
  request,
}) => {
  const candidater = await (await request.get('/candidater')).text();
  expect(readableText(candidater)).toContain('Le formulaire prend 5 minutes');
  expect(readableText(candidater)).not.toContain('Il prend 5 minutes');
  // The footer's tagline: a no-break space before « % » (raw HTML, before any reading normalises it).
  expect(candidater).toContain('Le CFA 100\u00a0% à distance');
  const ai = readableText(await (await request.get('/formation-ia')).text());
  expect(ai).toContain('jusqu’à 5 000 € d’aide au financement de la formation');
  expect(ai).not.toContain('au maximum');
  expect(ai).not.toMatch(/\bde École\b/);
  expect(ai).toContain('d’École Connectée');
});

test('the company pages state the aid with the diploma level it applies to, and what the Bachelor gets', async ({ request }) => {
  for (const path of COMPANY_PAGES) {
    const text = readableText(await (await request.get(path)).text());
    for (const [statement] of text.matchAll(/[Jj]usqu’à \d[\d ]* € d’aide de l’État[^.]*/g)) {
      expect(statement, path).toMatch(/niveau/);
    }
    expect(text, path).toContain('2 000 € pour le Bachelor Marketing Digital');
  }
});

test('the refusal page shows only the reason its address names, with or without JavaScript', async ({ browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled, viewport: WIDTHS[0] });
    const page = await context.newPage();
    await page.goto('/demande-non-envoyee?motif=trop-de-demandes#trop-de-demandes');
    const title = (name: RegExp) => page.getByRole('heading', { level: 2, name });
    await expect(title(/Trop de demandes envoyées/)).toBeVisible();
    await expect(title(/Une information n’a pas pu être acceptée/)).toBeHidden();
    await expect(title(/momentanément indisponible/)).toBeHidden();
    // Without an anchor (a visitor who typed the address), every reason is there to read.
    await page.goto('/demande-non-envoyee');
    for (const name of [/Trop de demandes/, /Une information/, /indisponible/]) await expect(title(name)).toBeVisible();
    await context.close();
  }
});

test('the logo is written in the page: no request of its own that could fail or delay the largest paint, and it is painted (issue 39)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: WIDTHS[1] });
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/logo-[^/]*\.svg$/.test(request.url())) asked.push(request.url());
  });
  for (const path of ['/faq', '/formation-ia']) {
    await page.goto(path, { referer: `${process.env.BASE_URL}/` });
    await expect(page.locator('[data-logo]').first()).toHaveCSS('background-image', /^url\("data:image\/svg\+xml/);
  }
  // Spec §8 (« Logo image failure: image hidden »): there is no file to fail. And it paints: the
  // hero's logo box looks different once its image is taken away.
  const link = page.locator('main [data-logo]').first();
  const drawn = await link.screenshot({ animations: 'disabled' });
  await link.evaluate((logo) => {
    (logo as HTMLElement).style.backgroundImage = 'none';
  });
  expect(drawn.equals(await link.screenshot({ animations: 'disabled' }))).toBe(false);
  expect(asked).toEqual([]);
  await context.close();
});

for (const javaScriptEnabled of [true, false]) {
  test(`${javaScriptEnabled ? 'with' : 'without'} JavaScript, a hero side image that fails to load shows nothing, not a broken-image icon (issue 36)`, async ({
    browser,
  }) => {
    // Beside the text from 768 px (a phone shows no side image): /faq's, at 1 280 px.
    const shot = async (image: 'fails' | 'blank') => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: WIDTHS[1] });
      const page = await context.newPage();
      await page.route(/\/assets\/site\/contact-[^/]*\.svg$/, (route) =>
        image === 'fails'
          ? route.fulfill({ status: 404, body: '' })
          : route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="400"/>' }),
      );
      await page.goto('/faq');
      const hero = page.locator('main > section:first-child');
      const side = hero.locator('img');
      await expect(side).toHaveCount(1);
      // Its load over, failed or not.
      await expect.poll(() => side.evaluate((element: HTMLImageElement) => element.complete)).toBe(true);
      // The image's own box: the text beside it may land a subpixel apart from one load to the
      // next (a button's border was seen to differ by one antialiased column), which says nothing
      // of the image.
      const box = await side.boundingBox();
      expect(box).not.toBeNull();
      const picture = await page.screenshot({ clip: box!, animations: 'disabled' });
      await context.close();
      return picture;
    };
    // A picture that fails looks exactly like a picture that draws nothing.
    expect((await shot('fails')).equals(await shot('blank'))).toBe(true);
  });
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('/programmes/marketing-digital: the hero has its background artwork, and it is not the largest paint', async ({ page }) => {
      await page.goto('/programmes/marketing-digital');
      const hero = page.locator('main section').first();
      const background = await hero.evaluate((element) => getComputedStyle(element).backgroundImage);
      expect(background).toMatch(/url\(".*\.svg"\)/);
      await page.waitForLoadState('load');
      const largest = await page.evaluate(
        () =>
          new Promise<{ tag: string; url: string }>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null; url: string })[];
              const last = entries.at(-1)!;
              resolve({ tag: last.element?.tagName ?? '', url: last.url });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(largest.tag).not.toBe('SECTION');
      expect(background).not.toContain(largest.url || 'none');
    });

    test('/formation-ia: the school’s name and logo are on the first screen, and the price says « Sur devis »', async ({ page }) => {
      await page.goto('/formation-ia');
      const brand = page.locator('main section').first().getByText('École Connectée', { exact: true });
      await expect(brand).toBeVisible();
      await expect(brand.locator('[data-logo]')).toHaveCount(1);
      const box = (await brand.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      const price = page.locator('[data-item="price"]');
      await expect(price).toContainText('Sur devis');
    });

    test('/contact: the keyboard goes through the side panel then the form, in the order they are shown', async ({ page }) => {
      await page.goto('/contact');
      const section = page.locator('#message');
      const aside = section.getByRole('complementary');
      const form = section.locator('form');
      const [asideBox, formBox] = [(await aside.boundingBox())!, (await form.boundingBox())!];
      // Side by side on a wide screen, the panel first (left); on a phone, the panel above.
      if (viewport.width >= 768) expect(asideBox.x + asideBox.width).toBeLessThanOrEqual(formBox.x);
      else expect(asideBox.y + asideBox.height).toBeLessThanOrEqual(formBox.y);
      await aside.getByRole('link').last().focus();
      await page.keyboard.press('Tab');
      await expect(form.locator(':focus')).toHaveCount(1);
    });

    test('the simulators say why an age cannot be used, and that apprenticeship normally stops at 29', async ({ page }) => {
      await page.goto('/etudiants');
      // The simulator starts when the visitor reaches it (issue 25).
      await page.locator('[data-island-slot="pay-simulator"]').scrollIntoViewIfNeeded();
      const age = page.getByRole('form', { name: 'Calculez votre salaire minimum' }).getByRole('spinbutton', { name: 'Votre âge' });
      await expect(age).toBeVisible();
      await age.fill('12');
      await expect(age).toHaveAttribute('aria-invalid', 'true');
      await expect(age).toHaveAccessibleDescription(/Indiquez un âge en années/);
      await age.fill('34');
      await expect(age).not.toHaveAttribute('aria-invalid');
      await expect(age).toHaveAccessibleDescription(/au plus tard à 29 ans révolus.*jusqu’à 35 ans/);

      await page.goto('/tpe');
      await page.locator('[data-island-slot="cost-estimator"]').scrollIntoViewIfNeeded();
      const apprentice = page.getByRole('form', { name: 'Calculez le coût de votre alternant' }).getByRole('spinbutton', { name: 'Âge de l’apprenti' });
      await expect(apprentice).toBeVisible();
      await apprentice.fill('40');
      await expect(apprentice).toHaveAccessibleDescription(/si l’apprenti est reconnu travailleur handicapé/);
    });

    test('the company pages fold the estimate’s assumptions and sources under a disclosure at its end', async ({ page }) => {
      await page.goto('/tpe');
      const disclosure = page.locator('#estimation details');
      await expect(disclosure.locator('summary')).toHaveText('Hypothèses et sources du calcul');
      await expect(disclosure.getByText(/Décret n° 2026-168/)).toBeHidden();
      await disclosure.locator('summary').click();
      await expect(disclosure.getByText(/Décret n° 2026-168/).first()).toBeVisible();
    });
  });
}

/**
 * Every page with a bar stuck to the bottom of a phone's screen, each with a hero button (issues 22,
 * 36): the company pages' sticky buttons, and the apprenticeship course pages' bar, which covered
 * the hero's « Nous contacter » or « Je réserve ma place » on the first screen at 375 px.
 */
const STICKY_BAR_PAGES = ['/programmes/marketing-digital', '/programmes/community-manager', '/programmes/digital-business-developer', ...COMPANY_PAGES];
/** The sticky bar is rendered last in the page (StickyCtaBar); the hero's main button is its first. */
const STICKY_BAR = 'main > :is(aside, nav)[aria-label]:last-child';
const HERO_MAIN_BUTTON = 'main > section:first-child h1 ~ div > a:first-child';
const PHONE = { width: 375, height: 740 };

test.describe('at 375 × 740 px, the sticky bars', () => {
  test.use({ viewport: PHONE });

  test('are on the pages listed here, each page with a hero button', async ({ page }) => {
    // One page after another, on a loaded machine: three times the usual bound against a hang.
    test.slow();
    const withBar: string[] = [];
    for (const route of PAGE_ROUTES) {
      await page.goto(route.path);
      const bar = page.locator(STICKY_BAR);
      if ((await bar.count()) === 0 || (await bar.evaluate((element) => getComputedStyle(element).position)) !== 'sticky') continue;
      await expect(page.locator(HERO_MAIN_BUTTON), route.path).toHaveCount(1);
      withBar.push(route.path);
    }
    expect(withBar.sort()).toEqual([...STICKY_BAR_PAGES].sort());
  });

  for (const path of STICKY_BAR_PAGES) {
    test(`${path}: the bar never covers the hero’s main button, and comes in once that button has left the screen`, async ({ page }) => {
      await page.goto(path);
      const bar = page.locator(STICKY_BAR);
      const button = page.locator(HERO_MAIN_BUTTON);
      // On the first screen, its button there or still below, no bar.
      await expect(bar).toBeHidden();
      /** Where the bar and the button are on the screen, once the frame after a scroll is drawn. */
      const at = (y: number) =>
        page.evaluate(
          async ({ y, barSelector, buttonSelector }) => {
            window.scrollTo({ top: y, behavior: 'instant' });
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
            const barElement = document.querySelector(barSelector)!;
            const box = (element: Element) => {
              const { top, bottom } = element.getBoundingClientRect();
              return { top, bottom };
            };
            // The site's header sticks to the top: what is under it is off the screen too.
            const header = document.querySelector('header');
            return {
              bar: { ...box(barElement), shown: getComputedStyle(barElement).visibility === 'visible' },
              button: box(document.querySelector(buttonSelector)!),
              screen: { top: header ? header.getBoundingClientRect().bottom : 0, bottom: window.innerHeight },
            };
          },
          { y, barSelector: STICKY_BAR, buttonSelector: HERO_MAIN_BUTTON },
        );
      const start = await at(0);
      const gone = start.button.bottom + 40;
      // Down the page by steps a finger might leave the screen at, until the button is well gone.
      for (let y = 0; y <= gone; y += 40) {
        const { bar: barBox, button: buttonBox, screen } = await at(y);
        const barOnScreen = barBox.shown && barBox.top < screen.bottom;
        if (barOnScreen) expect(barBox.top >= buttonBox.bottom || barBox.bottom <= buttonBox.top, `${path} à ${y} px`).toBe(true);
        // Any of the button on the screen (a pixel's rounding aside): no bar yet.
        const buttonOnScreen = buttonBox.bottom > screen.top + 1 && buttonBox.top < screen.bottom - 1;
        if (buttonOnScreen) expect(barOnScreen, `${path} à ${y} px`).toBe(false);
      }
      // The button gone, the bar is in, whole, at the bottom of the screen.
      await at(gone);
      await expect(bar).toBeInViewport({ ratio: 1 });
      await expect(bar.getByRole('link').first()).toBeVisible();
      // Back up to the button, on the screen again: the bar has gone.
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport();
      await expect(bar).toBeHidden();
    });
  }
});

test.describe('at 1280 px, the company pages’ sticky buttons', () => {
  test.use({ viewport: WIDTHS[1] });

  test('are not shown: the page’s own calls are on screen', async ({ page }) => {
    await page.goto('/tpe');
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight / 2, behavior: 'instant' }));
    await expect(page.getByRole('navigation', { name: 'Actions rapides' })).toBeHidden();
  });
});

/** The backend answers every call with success, so the form goes to /thank-you without storing anything. */
async function backendAccepts(page: Page) {
  await page.route(`${pageSupabaseUrl()}/**`, (route) => route.fulfill({ status: route.request().url().includes('/rest/') ? 201 : 200, body: '{}' }));
}

for (const viewport of WIDTHS) {
  test(`at ${viewport.width} px, /thank-you opens at its top, with no scroll from the previous page’s position`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.clock.install();
    await backendAccepts(page);
    // The reason from the address, as the site's links give it: /contact asks for one (issue 23).
    await page.goto('/contact?objet=formation-ia');
    const form = page.locator('form').filter({ has: page.getByLabel('Prénom et Nom') });
    await form.getByRole('textbox', { name: 'Prénom et Nom' }).click();
    await waitForHydration(page);
    await form.getByRole('textbox', { name: 'Prénom et Nom' }).fill('Camille Martin');
    await form.getByRole('textbox', { name: /e-mail/i }).fill('camille.martin@exemple.fr');
    await form.getByRole('textbox', { name: /^message/i }).fill('Bonjour, une question sur la formation.');
    await page.clock.fastForward('01:00');
    // Every scroll position the window takes, with the page it was on: in this document, and in the
    // next one (/thank-you is a page load: issue 25, every page is its own document).
    const track = () => {
      const positions: { path: string; y: number }[] = [];
      (window as unknown as { positions: typeof positions }).positions = positions;
      window.addEventListener('scroll', () => positions.push({ path: location.pathname, y: window.scrollY }));
    };
    await page.evaluate(track);
    await page.addInitScript(track);
    await form.getByRole('button', { name: /envoyer/i }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await form.getByRole('button', { name: /envoyer/i }).click();
    await expect(page).toHaveURL(/\/thank-you/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(2000);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const onThankYou = await page.evaluate(() =>
      (window as unknown as { positions: { path: string; y: number }[] }).positions.filter((entry) => entry.path === '/thank-you'),
    );
    // One jump to the top at most: no position between the previous page's and the top.
    expect(onThankYou.filter((entry) => entry.y > 0)).toEqual([]);
    await context.close();
  });
}

// Issue 39, point 6: the header lists no sector page (it grew every page with each sector); its
// « Entreprises » leads to /entreprises (spec §2), where each sector has its card, and the footer
// links every sector too. With and without JavaScript, on a phone (the menu behind the hamburger)
// and a desktop screen.
for (const javaScriptEnabled of [true, false]) {
  for (const viewport of WIDTHS) {
    test(`${javaScriptEnabled ? 'with' : 'without'} JavaScript at ${viewport.width} px, the sectors are reached from « Entreprises » in the header, then /entreprises, and from the footer`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport, hasTouch: viewport.width < 1000 });
      const page = await context.newPage();
      await page.goto('/tpe');
      // The menu is hidden behind the hamburger on a phone: its links are read all the same.
      const nav = page.getByRole('navigation', { name: 'Menu principal', includeHidden: true });
      const hrefs = (links: Locator) => links.evaluateAll((each) => each.map((link) => link.getAttribute('href') ?? ''));
      const inHeader = await hrefs(nav.getByRole('link', { includeHidden: true }));
      expect(inHeader).toContain('/entreprises');
      for (const path of SEGMENT_PATHS) expect(inHeader, path).not.toContain(path);
      // The footer links every sector page.
      const footerLinks = await hrefs(page.getByRole('contentinfo').getByRole('link'));
      for (const path of SEGMENT_PATHS) expect(footerLinks, path).toContain(path);
      if (viewport.width < 1000) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await nav.getByRole('link', { name: 'Entreprises', exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/entreprises');
      await expect(nav.getByRole('link', { name: 'Entreprises', exact: true, includeHidden: true })).toHaveAttribute('aria-current', 'page');
      // Each sector has its card on /entreprises, its link on screen once scrolled to.
      const main = page.getByRole('main');
      for (const path of SEGMENT_PATHS) {
        const link = main.locator(`a[href="${path}"]`).first();
        await link.scrollIntoViewIfNeeded();
        await expect(link, path).toBeVisible();
      }
      await context.close();
    });
  }
}
