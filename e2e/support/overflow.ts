import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * A phone never scrolls sideways: nothing may stick out of the viewport (tables scroll inside their
 * own region). When something does, the failure names the widest elements past the screen's right
 * edge, so that a failure on a CI machine says what to fix without its trace.
 */
export async function expectNoOverflow(page: Page, what: string): Promise<void> {
  const { overflow, past } = await page.evaluate(() => {
    const root = document.documentElement;
    const overflow = root.scrollWidth - root.clientWidth;
    if (overflow <= 0) return { overflow, past: [] as string[] };
    const describe = (element: Element) => {
      const classes = [...element.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes}> ${Math.round(element.getBoundingClientRect().right)} px « ${text} »`;
    };
    const past = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
      .slice(0, 6)
      .map(describe);
    return { overflow, past };
  });
  expect(overflow, `${what}: horizontal overflow in px; past the screen's edge: ${past.join(' | ')}`).toBeLessThanOrEqual(0);
}
