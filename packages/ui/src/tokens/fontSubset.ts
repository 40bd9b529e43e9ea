/**
 * The characters French pages are written with (issue 39): the printable ASCII the pages use (not
 * the signs `#`, `$`, `*`, `<`, `=`, `>`, `^`, `~`, brackets, braces, backslash and backquote,
 * which no page writes), the French letters with their accents,
 * ligatures and capitals (but « Ÿ », which the Latin file lacks), the typographic quotes,
 * apostrophe and dashes, the ellipsis, the breadcrumb's `›`, `€`, `©`, `°`, the middle dot, `×`,
 * and the no-break spaces French spacing puts before `: ; ! ?` and inside « ». The site's font is
 * cut to these (`npm run font:subset`), with the layout features the pages use only
 * (fontSubsetFile.ts): 15.2 KB instead of the 28.7 KB of the whole Latin file, on every page's
 * first load. A character outside them still shows in the site's font, from the rest of the Latin
 * file, which a page downloads only when it uses one (`fonts.css.ts`); the bench's font test lists
 * any such character on a built page, so the cut follows the copy.
 */
/** Printable ASCII no page writes: each costs a glyph and its case and kerning data (1.4 KB of the cut, with ‹ and •). */
const UNUSED_ASCII = '#$*<=>[\\]^`{}~';
const ASCII = Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => String.fromCodePoint(0x20 + index))
  .filter((character) => !UNUSED_ASCII.includes(character))
  .join('');

export const FRENCH_CHARACTERS = `${ASCII}\u00a0\u202f\u2009«»›’‘“”–—…€©°·×ÀÂÄÆÇÈÉÊËÎÏÔÖÙÛÜŒàâäæçèéêëîïôöùûüÿœ`;

/** Code points as sorted, merged inclusive ranges. */
export function rangesOf(codePoints: Iterable<number>): [number, number][] {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const point of sorted) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  return ranges;
}

/** Parses a CSS `unicode-range` list (`U+0000-00FF, U+0131`) into inclusive ranges. */
export function parseUnicodeRange(text: string): [number, number][] {
  return text.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(from!, 16), Number.parseInt(to ?? from!, 16)];
  });
}

/** Writes inclusive ranges as a CSS `unicode-range` list. */
export function formatUnicodeRange(ranges: [number, number][]): string {
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

/** `ranges` without the code points of `removed`. */
export function subtractRanges(ranges: [number, number][], removed: ReadonlySet<number>): [number, number][] {
  const kept: number[] = [];
  for (const [from, to] of ranges) for (let point = from; point <= to; point += 1) if (!removed.has(point)) kept.push(point);
  return rangesOf(kept);
}

export const FRENCH_CODE_POINTS: ReadonlySet<number> = new Set([...FRENCH_CHARACTERS].map((character) => character.codePointAt(0)!));
