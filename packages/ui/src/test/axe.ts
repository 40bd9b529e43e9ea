import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on a rendered container and fails with the rule ids and offending nodes,
 * so a regression reads as "which rule, which element" instead of a bare count.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    // jsdom has no layout: contrast cannot be measured here (tokens.test.ts checks it instead).
    rules: { 'color-contrast': { enabled: false } },
    // jsdom loads no frame's document (the application form's); the e2e suite checks real frames.
    iframes: false,
  });
  const violations = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
  expect(violations).toEqual([]);
}
