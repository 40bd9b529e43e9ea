import axe from 'axe-core';
import { expect } from 'vitest';

/** Runs axe-core on a rendered container; a failure names the rule and the offending elements. */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    // jsdom has no layout: contrast cannot be measured here (@ecole/ui's token tests check it).
    rules: { 'color-contrast': { enabled: false } },
  });
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
  expect(violations).toEqual([]);
}
