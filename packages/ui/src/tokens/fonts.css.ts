import { globalFontFace } from '@vanilla-extract/css';

/**
 * Source Sans 3 from `@fontsource-variable/source-sans-3`, self-hosted: the app's Vite copies the
 * two woff2 files under its own assets prefix, so no third-party font host is ever called. One
 * variable file per subset covers every weight the site uses (400, 600, 700). Only the Latin and
 * Latin Extended subsets are declared (French, plus names like "Łukasz"); the browser downloads
 * Latin Extended only when a page uses one of its characters. Ranges copied from the package's
 * `wght.css`.
 */
// Quoted: unquoted, the "3" would make the family name invalid CSS.
const FAMILY = '"Source Sans 3 Variable"';

const SUBSETS = [
  {
    file: 'source-sans-3-latin-ext-wght-normal.woff2',
    unicodeRange:
      'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  },
  {
    file: 'source-sans-3-latin-wght-normal.woff2',
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
] as const;

export const FONT_FILES = SUBSETS.map((subset) => subset.file);

globalFontFace(
  FAMILY,
  SUBSETS.map(({ file, unicodeRange }) => ({
    // A bare package path: Vite resolves it from this package and emits the hashed file.
    src: `url("@fontsource-variable/source-sans-3/files/${file}") format("woff2-variations")`,
    fontStyle: 'normal',
    fontWeight: '200 900',
    // Text shows at once in the fallback font, then swaps: no invisible text while it loads.
    fontDisplay: 'swap',
    unicodeRange,
  })),
);
