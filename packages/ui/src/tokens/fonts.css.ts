import { globalFontFace } from '@vanilla-extract/css';
import { FRENCH_CODE_POINTS, formatUnicodeRange, parseUnicodeRange, rangesOf, subtractRanges } from './fontSubset.ts';

/**
 * Source Sans 3, self-hosted (the app's Vite copies the files under its own assets prefix, so no
 * third-party font host is ever called), one variable file per part covering every weight the site
 * uses (400, 600, 700):
 * - the French cut (`fontSubset.ts`, 15.2 KB), the only file a French page downloads, preloaded;
 * - the rest of `@fontsource-variable/source-sans-3`'s Latin file, for a character outside the cut
 *   (a name like « Muñoz »), and its Latin Extended file (« Łukasz »): the browser downloads a face
 *   only when the page uses a character of its range, so the ranges do not overlap the cut's.
 * Ranges of the package's files copied from its `wght.css`.
 */
// Quoted: unquoted, the "3" would make the family name invalid CSS.
const FAMILY = '"Source Sans 3 Variable"';

const LATIN_EXT_RANGE =
  'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF';

const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

const SUBSETS = [
  {
    file: 'source-sans-3-latin-ext-wght-normal.woff2',
    src: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-ext-wght-normal.woff2',
    unicodeRange: formatUnicodeRange(subtractRanges(parseUnicodeRange(LATIN_EXT_RANGE), FRENCH_CODE_POINTS)),
  },
  {
    file: 'source-sans-3-latin-wght-normal.woff2',
    src: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
    unicodeRange: formatUnicodeRange(subtractRanges(parseUnicodeRange(LATIN_RANGE), FRENCH_CODE_POINTS)),
  },
  {
    file: 'source-sans-3-french-wght-normal.woff2',
    // Relative to this module: Vite resolves it and emits the hashed file, as for the package's.
    src: './fonts/source-sans-3-french-wght-normal.woff2',
    unicodeRange: formatUnicodeRange(rangesOf(FRENCH_CODE_POINTS)),
  },
] as const;

export const FONT_FILES = SUBSETS.map((subset) => subset.file);
export const FONT_FACES = SUBSETS;

globalFontFace(
  FAMILY,
  SUBSETS.map(({ src, unicodeRange }) => ({
    src: `url("${src}") format("woff2-variations")`,
    fontStyle: 'normal',
    fontWeight: '200 900',
    // Text shows at once in the fallback font, then swaps: no invisible text while it loads.
    fontDisplay: 'swap',
    unicodeRange,
  })),
);
