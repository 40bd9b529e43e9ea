import { expect, test } from '../support/test.ts';

/**
 * Without JavaScript (turned off, blocked, or scripts that never ran: about 1 visit in 93 on
 * GOV.UK's measurement), the header still takes a visitor everywhere: the hamburger opens the
 * menu on a phone, and the dropdowns open under the pointer or the keyboard on a computer.
 */
test.use({ javaScriptEnabled: false });

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the hamburger opens the menu, whose links lead to their pages, and « Fermer le menu » closes it', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Fermer le menu' }).click();
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await menu.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a dropdown opens under the pointer', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Marketing digital' });
    await expect(link).toBeHidden();
    await page.getByRole('button', { name: 'Formations' }).hover();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/programmes\/marketing-digital$/);
  });

  test('a dropdown opens under the keyboard, and its links are reached with Tab', async ({ page }) => {
    await page.goto('/contact');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('button', { name: 'L’école' }).focus();
    await expect(menu.getByRole('link', { name: 'Présentation' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Présentation' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ecole$/);
  });
});

test('the FAQ answers open and close without JavaScript (native disclosures)', async ({ page }) => {
  await page.goto('/faq');
  const question = page.locator('main summary').first();
  const answer = page.locator('main details').first().locator('summary + *');
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  await question.click();
  await expect(answer).toBeHidden();
});
