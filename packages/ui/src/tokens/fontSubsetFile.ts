// Node only (the script and the tests): reads the package's font and cuts it with HarfBuzz.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { FRENCH_CHARACTERS } from './fontSubset.ts';

export const SOURCE_FILE = createRequire(import.meta.url).resolve('@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2');
// Joined, not `new URL('./fonts/…', import.meta.url)`, which Vite would turn into an asset address.
export const SUBSET_FILE = join(dirname(fileURLToPath(import.meta.url)), 'fonts', 'source-sans-3-french-wght-normal.woff2');

/**
 * The layout features the pages use: kerning. HarfBuzz keeps every feature by default (ligatures,
 * case forms, proportional and old-style figures, stylistic sets…): 2.7 KB of the cut's 19.6 KB
 * that no page asks for, on the request every page's largest paint waits for (issue 39: Lighthouse
 * counts the preloaded font in each page's LCP). The simulators' `tabular-nums` needs none: Source
 * Sans 3's default figures are tabular (its `pnum` makes them proportional).
 */
export const FONT_FEATURES = ['kern'] as const;

/** The French cut of the Latin file, as WOFF2. */
export async function subsetFrenchFont(): Promise<Buffer> {
  return subsetFont(readFileSync(SOURCE_FILE), FRENCH_CHARACTERS, { targetFormat: 'woff2', keepFeatures: [...FONT_FEATURES] });
}
