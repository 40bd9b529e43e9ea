// @vitest-environment node
import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FRENCH_CHARACTERS, FRENCH_CODE_POINTS, parseUnicodeRange } from './fontSubset.ts';
import { SOURCE_FILE, SUBSET_FILE, subsetFrenchFont } from './fontSubsetFile.ts';
import { FONT_FACES } from './fonts.css.ts';

const inRanges = (ranges: [number, number][], point: number) => ranges.some(([from, to]) => point >= from && point <= to);

describe('the font cut to French (issue 39)', () => {
  // 15.2 KB once cut to the signs and the layout features the pages use (was 19.6 KB with every
  // feature and all of ASCII): Lighthouse counts the preloaded font in every page's LCP.
  it('weighs at most 15.5 KB, against 28 KB for the whole Latin file', () => {
    expect(statSync(SUBSET_FILE).size).toBeLessThanOrEqual(15.5 * 1024);
    expect(statSync(SOURCE_FILE).size).toBeGreaterThan(statSync(SUBSET_FILE).size + 8 * 1024);
  });

  it('is the file npm run font:subset makes from the pinned font and the characters of fontSubset.ts', async () => {
    expect((await subsetFrenchFont()).equals(readFileSync(SUBSET_FILE))).toBe(true);
  }, 120_000);

  it('holds French: accents and capitals, ligatures, quotes, apostrophe, dashes, €, the no-break spaces', () => {
    for (const character of 'àâäçéèêëîïôöùûüÿœæÀÂÇÉÈÊËÎÏÔÙÛÜŒ«»’–—…€\u00a0\u202f') expect(FRENCH_CHARACTERS).toContain(character);
  });

  it('declares ranges that never overlap: a French page downloads the cut only', () => {
    const [latinExt, restOfLatin, french] = FONT_FACES.map((face) => parseUnicodeRange(face.unicodeRange));
    for (const point of FRENCH_CODE_POINTS) {
      expect(inRanges(french!, point)).toBe(true);
      expect(inRanges(restOfLatin!, point), `U+${point.toString(16)}`).toBe(false);
      expect(inRanges(latinExt!, point), `U+${point.toString(16)}`).toBe(false);
    }
    // What the cut lacks still has the site's font: « ñ » from the rest of Latin, « Ł » from Latin Extended.
    expect(inRanges(restOfLatin!, 'ñ'.codePointAt(0)!)).toBe(true);
    expect(inRanges(latinExt!, 'Ł'.codePointAt(0)!)).toBe(true);
    expect(inRanges(latinExt!, 'Ÿ'.codePointAt(0)!)).toBe(true);
    expect(inRanges(french!, 'ñ'.codePointAt(0)!)).toBe(false);
  });
});
