import { type EmployerCase, employerCost } from '@ecole/content/apprenticeship/employerCost';
import { minimumPay } from '@ecole/content/apprenticeship/payGrid';
import { costRulesOn } from '@ecole/content/apprenticeship/rulesOn';
import { formatEurosCents } from '@ecole/content/format';
import { AS_OF } from '@ecole/content/pages/facts/simulatorFacts';
import { routesOf } from '@ecole/routes';
import { expectNoOverflow } from '../support/overflow.ts';
import { expect, test } from '../support/test.ts';

/**
 * The pay simulator and the cost estimator (issue « Beyond the school sites » §1–2) on every page
 * that has them, as a visitor uses them on a phone: with the keyboard, the answer in a live region
 * screen readers announce, and the whole table without JavaScript. Expected amounts come from the
 * rules of the build's day (`AS_OF`). Axe checks every page at 375 and 1 280 px with its simulator
 * loaded (pages.spec.ts waits for each island to be live first: `waitForIslands`).
 */
const PAY_PAGES = ['/etudiants', '/admissions', '/programmes/marketing-digital', '/programmes/community-manager', '/programmes/digital-business-developer'];
const COST_PAGES = routesOf('entreprises').map((route) => route.path);

const rules = costRulesOn(AS_OF)!;
const euros = (amount: number) => formatEurosCents(amount).replace(/\u00a0/g, ' ');

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const path of PAY_PAGES) {
    test(`${path}: age and contract year from the keyboard give the minimum pay, announced`, async ({ page }) => {
      await page.goto(path);
      // The simulator is an island: it starts when the visitor reaches it (issue 25).
      await page.locator('[data-island-slot="pay-simulator"]').scrollIntoViewIfNeeded();
      const form = page.getByRole('form', { name: 'Calculez votre salaire minimum' });
      const age = form.getByRole('spinbutton', { name: 'Votre âge' });
      await expect(age).toBeVisible();
      const status = form.getByRole('status');
      await expect(status).toHaveAttribute('aria-live', 'polite');
      await expect(status).toContainText('Indiquez votre âge');

      await age.focus();
      await page.keyboard.type('19');
      const first = minimumPay({ age: 19, contractYear: 1 }, rules.smicMonthly);
      await expect(status).toContainText(`Votre salaire minimum : ${euros(first.monthlyGross)} brut par mois, soit 43 % du SMIC.`);

      // Tab reaches the checked year; an arrow key moves the choice, as in any radio group.
      await page.keyboard.press('Tab');
      await expect(form.getByRole('radio', { name: '1re année' })).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(form.getByRole('radio', { name: '2e année' })).toBeChecked();
      const second = minimumPay({ age: 19, contractYear: 2 }, rules.smicMonthly);
      await expect(status).toContainText(`${euros(second.monthlyGross)} brut par mois, soit 51 % du SMIC.`);
      await expect(form.getByRole('listitem').first()).toContainText('À 21 ans');

      await expectNoOverflow(page, page.url());
    });
  }

  for (const path of COST_PAGES) {
    test(`${path}: the cost estimate from the keyboard, announced`, async ({ page }) => {
      await page.goto(path);
      await page.locator('[data-island-slot="cost-estimator"]').scrollIntoViewIfNeeded();
      const form = page.getByRole('form', { name: 'Calculez le coût de votre alternant' });
      const age = form.getByRole('spinbutton', { name: 'Âge de l’apprenti' });
      await expect(age).toBeVisible();
      const status = form.getByRole('status');
      await expect(status).toHaveAttribute('aria-live', 'polite');

      const input: EmployerCase = { age: 20, contractYear: 1, level: 6, size: 'under250', disabledWorker: false };
      await age.focus();
      await page.keyboard.type('20');
      await expect(status).toContainText(`Coût estimé : ${euros(employerCost(input, rules).monthlyCostAfterAid)} par mois, aide déduite.`);

      // Tab to the year (kept), Tab to the diploma level: one step up is level 5.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      const level = form.getByRole('combobox', { name: 'Niveau du diplôme préparé' });
      await expect(level).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(level).toHaveValue('5');
      const levelFive = employerCost({ ...input, level: 5 }, rules);
      await expect(status).toContainText(`Coût estimé : ${euros(levelFive.monthlyCostAfterAid)} par mois`);

      // Tab to the company size, an arrow key to « 250 salariés ou plus ».
      await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowRight');
      await expect(form.getByRole('radio', { name: '250 salariés ou plus' })).toBeChecked();
      const large = employerCost({ ...input, level: 5, size: 'from250' }, rules);
      await expect(status).toContainText(`Coût estimé : ${euros(large.monthlyCostAfterAid)} par mois`);

      // Tab to the RQTH box, Space to tick it.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await expect(form.getByRole('checkbox', { name: /RQTH/ })).toBeChecked();
      const disabled = employerCost({ ...input, level: 5, size: 'from250', disabledWorker: true }, rules);
      await expect(status).toContainText(`Coût estimé : ${euros(disabled.monthlyCostAfterAid)} par mois`);

      await expectNoOverflow(page, page.url());
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of PAY_PAGES) {
    test(`${path}: the whole pay grid is a table in the page, and no simulator`, async ({ page }) => {
      await page.goto(path);
      const table = page.getByRole('table', { name: /Salaire minimum brut par mois d’un apprenti/ });
      await expect(table).toBeVisible();
      await expect(table.getByRole('row')).toHaveCount(5);
      for (const [band, age, rate] of [
        ['Moins de 18 ans', 17, 27],
        ['18 à 20 ans', 19, 43],
        ['21 à 25 ans', 23, 53],
        ['26 ans et plus', 30, 100],
      ] as const) {
        const firstYear = table
          .getByRole('row', { name: new RegExp(band) })
          .getByRole('cell')
          .first();
        await expect(firstYear).toContainText(euros(minimumPay({ age, contractYear: 1 }, rules.smicMonthly).monthlyGross));
        await expect(firstYear).toContainText(`${rate} % du SMIC`);
      }
      await expect(page.getByRole('form', { name: 'Calculez votre salaire minimum' })).toHaveCount(0);
    });
  }

  for (const path of COST_PAGES) {
    test(`${path}: the first year’s costs are a table in the page, with the assumptions and the day the rules were checked`, async ({ page }) => {
      await page.goto(path);
      const table = page.getByRole('table', { name: /Coût par mois la 1re année, aide déduite/ });
      await expect(table).toBeVisible();
      await expect(table.getByRole('row')).toHaveCount(5);
      const bachelor = employerCost({ age: 22, contractYear: 1, level: 6, size: 'under250', disabledWorker: false }, rules);
      await expect(table.getByRole('row', { name: /21 à 25 ans/ })).toContainText(euros(bachelor.monthlyCostAfterAid));
      // Folded under a disclosure at the end of the estimate (issue 22), open without JavaScript too.
      await expect(page.locator('summary', { hasText: 'Hypothèses et sources du calcul' })).toBeVisible();
      await expect(page.getByText(/Règles vérifiées le/)).toBeVisible();
      await expect(page.getByRole('form', { name: 'Calculez le coût de votre alternant' })).toHaveCount(0);
    });
  }
});
