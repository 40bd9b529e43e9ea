import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/** The rules the site is held to: WCAG 2.1, levels A and AA. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe on the page as it is now: every violation named (`state — rule: elements`), none expected.
 *
 * In axe's legacy mode: axe runs in the page (and in each of its frames, injected in all of them)
 * and returns its results there. The default mode opens a second, blank page to merge the frames'
 * results, which cost 0.3–0.4 s of each check, about a third (issue 36); the rules and what they
 * find are the same.
 */
export async function expectAxeClean(page: Page, state: string): Promise<void> {
  const axe = await new AxeBuilder({ page }).withTags(WCAG_21_AA).setLegacyMode(true).analyze();
  expect(
    axe.violations.map((violation) => `${state} — ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`),
    `axe, ${state}`,
  ).toEqual([]);
}
