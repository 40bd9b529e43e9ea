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

test.describe('the course tabs without JavaScript', () => {
  const panelOf = (page: import('@playwright/test').Page, text: string) => page.getByRole('tabpanel').filter({ hasText: text });

  test('at 1280 px, a tab is a link that shows its panel and hides the others', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/programmes/marketing-digital');
    const tabs = page.getByRole('tab');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    const firstPanelText = (await page.getByRole('tabpanel').innerText()).slice(0, 40);
    await tabs.last().click();
    await expect(page).toHaveURL(/#onglet-/);
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(panelOf(page, firstPanelText)).toHaveCount(0);
    // Every tab is reachable with Tab, since the arrow keys need the script.
    for (const tab of await tabs.all()) await expect(tab).toHaveAttribute('tabindex', '0');
  });

  test('at 375 px, the option chosen in the list shows its panel', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/programmes/marketing-digital');
    const select = page.locator('main select').filter({ has: page.locator('option', { hasText: 'Sélectionnez un onglet' }) });
    const options = await select.locator('option:not([disabled])').allInnerTexts();
    const firstPanelText = (await page.getByRole('tabpanel').innerText()).slice(0, 40);
    await select.selectOption({ label: options.at(-1)! });
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(panelOf(page, firstPanelText)).toHaveCount(0);
  });
});
