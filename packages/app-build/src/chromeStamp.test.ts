// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CHROME_DATA, chromeStamp } from './chromeStamp.ts';

/** This checkout's data with the footer's first column renamed, as a branch editing chrome.ts has it. */
const renamedFooter = {
  ...CHROME_DATA,
  footer: { ...CHROME_DATA.footer, columns: CHROME_DATA.footer.columns.map((column, index) => (index === 0 ? { ...column, title: 'Plan du site' } : column)) },
};

describe('chromeStamp', () => {
  it('is over this checkout’s data unless given other data', () => {
    expect(chromeStamp('site', CHROME_DATA)).toEqual(chromeStamp('site'));
  });

  it('changes the footer part and the digest of the apps showing the footer when a footer title changes, and nothing else', () => {
    for (const app of ['site', 'entreprises'] as const) {
      const { digest, parts } = chromeStamp(app, renamedFooter);
      const current = chromeStamp(app);
      expect(parts.footer).not.toBe(current.parts.footer);
      expect(digest).not.toBe(current.digest);
      expect({ ...parts, footer: current.parts.footer }).toEqual(current.parts);
    }
    // The two apps agree again once both show it; the AI landing shows no footer.
    expect(chromeStamp('site', renamedFooter).parts.footer).toBe(chromeStamp('entreprises', renamedFooter).parts.footer);
    expect(chromeStamp('formation-ia', renamedFooter)).toEqual(chromeStamp('formation-ia'));
  });
});
