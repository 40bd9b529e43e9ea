import { HEADER_MENUS } from '@ecole/content/chrome';
import { expectAxeClean } from '../support/axe.ts';
import { pageSupabaseUrl } from '../support/backend.ts';
import { waitForHydration } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';

test.describe('axe in every interactive state', () => {
  // The check every page and state relies on (support/axe.ts) still finds what it is for: a text
  // too pale to read, an image with no text, in the page and in the frame of /candidater.
  test('the check names what it finds: contrast, a missing text, in a frame too', async ({ page }) => {
    await page.goto('/candidater');
    await page
      .locator('main')
      .evaluate((main) => main.insertAdjacentHTML('afterbegin', '<p id="pale" style="color: #ccc; background: #fff">Texte trop pâle</p>'));
    await page.locator('main iframe').scrollIntoViewIfNeeded();
    const frame = page.frameLocator('main iframe');
    await expect(frame.locator('form')).toBeVisible();
    await frame.locator('body').evaluate((body) => body.insertAdjacentHTML('afterbegin', '<img src="/favicon.svg">'));
    const check = expectAxeClean(page, 'dégradée');
    await expect(check).rejects.toThrow(/color-contrast: #pale/);
    await expect(check).rejects.toThrow(/image-alt: iframe img/);
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the mobile menu open, a dropdown open inside it', async ({ page }) => {
      await page.goto('/contact');
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
      await expectAxeClean(page, 'menu mobile ouvert');
      await page.getByRole('button', { name: 'Formations' }).click();
      await expectAxeClean(page, 'menu mobile, « Formations » ouvert');
    });

    test('the tab dropdown of the course page, another tab chosen', async ({ page }) => {
      await page.goto('/programmes/marketing-digital');
      const select = page.locator('main select').filter({ has: page.locator('option', { hasText: 'Sélectionnez un onglet' }) });
      await select.selectOption({ label: 'Certification' });
      await expectAxeClean(page, 'onglet « Certification » choisi dans la liste');
    });
  });

  test.describe('at 1280 px', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('each dropdown of the header open', async ({ page }) => {
      await page.goto('/');
      for (const name of HEADER_MENUS.map((menu) => menu.label)) {
        await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name }).click();
        await expectAxeClean(page, `menu « ${name} » ouvert`);
      }
    });

    test('an answer of the FAQ open', async ({ page }) => {
      await page.goto('/faq');
      await page.locator('main summary').first().click();
      await expectAxeClean(page, 'une réponse ouverte');
    });

    test('each tab of the course page', async ({ page }) => {
      await page.goto('/programmes/marketing-digital');
      const tabs = page.getByRole('tab');
      const count = await tabs.count();
      expect(count).toBe(7);
      for (let index = 0; index < count; index += 1) {
        await tabs.nth(index).click();
        await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
        await expectAxeClean(page, `onglet ${index + 1}`);
      }
    });

    test('the error toast shown', async ({ page }) => {
      await page.clock.install();
      await page.route(`${pageSupabaseUrl()}/**`, (route) => route.abort('connectionrefused'));
      await page.goto('/contact');
      // The visitor's first tap starts hydration: the toast is the script's.
      await page.getByLabel('Prénom et Nom').click();
      await waitForHydration(page);
      await page.getByLabel('Objet de votre demande').selectOption('Formation IA');
      await page.getByLabel('Prénom et Nom').fill('Camille Martin');
      await page.getByLabel('E-mail').fill('camille.martin@exemple.fr');
      await page.getByRole('textbox', { name: 'Message' }).fill('Bonjour');
      await page.clock.fastForward('01:00');
      await page.getByRole('button', { name: 'Envoyer' }).click();
      await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Une erreur est survenue')).toBeVisible();
      await expectAxeClean(page, 'notification d’erreur affichée');
    });
  });
});

test.describe('with the keyboard alone', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header: skip link, then a dropdown opened with Enter, its link reached with Tab, Escape closes it', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    const school = menu.getByRole('button', { name: 'L’école' });
    for (let presses = 0; presses < 5 && !(await school.evaluate((element) => element === document.activeElement)); presses += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(school).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(school).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Présentation' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(school).toHaveAttribute('aria-expanded', 'false');
    await expect(school).toBeFocused();
    // The focus ring is visible and stands out: orange on white.
    const outline = await school.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).toBe('solid');
  });

  test('the focus ring is white on a blue band', async ({ page }) => {
    await page.goto('/');
    const call = page.locator('section').filter({ hasText: 'Vous êtes une entreprise' }).getByRole('link').first();
    await call.focus();
    const color = await call.evaluate((element) => getComputedStyle(element).outlineColor);
    expect(color).toBe('rgb(255, 255, 255)');
  });

  test('the course tabs: arrows move between tabs and show each panel', async ({ page }) => {
    await page.goto('/programmes/marketing-digital');
    // The tabs need the script: wait for hydration.
    await waitForHydration(page);
    const first = page.getByRole('tab').first();
    await first.focus();
    await page.keyboard.press('ArrowRight');
    const second = page.getByRole('tab').nth(1);
    await expect(second).toBeFocused();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
  });

  test('the contact form is filled and sent with the keyboard, and the visitor lands on /thank-you', async ({ page }) => {
    await page.clock.install();
    await page.goto('/contact');
    // What the request is about: nothing is chosen for the visitor; the arrow keys choose.
    await page.getByLabel('Objet de votre demande').focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('Objet de votre demande')).toHaveValue('Formation IA');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Prénom et Nom')).toBeFocused();
    await page.keyboard.type('Camille Martin');
    await page.keyboard.press('Tab');
    await page.keyboard.type(`clavier-${Date.now()}@exemple.fr`);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Envoyé au clavier.');
    await page.clock.fastForward('01:00');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Envoyer' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/thank-you\?objet=formation-ia#formation-ia$/);
  });
});
