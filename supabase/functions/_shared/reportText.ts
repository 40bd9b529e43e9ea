/**
 * The one function every value of the campaign report goes through before it is printed, written
 * to the CSV or put in the HTML page (issue 23, point 4). The values come from visitors' URLs (the
 * access log) and from the database: a visit could send `ESC ] 0 ; … BEL` (retitle the staff's
 * terminal), `ESC [ 2 J` (clear it), a carriage return or a line break (fake table lines), or a
 * bidirectional override (reorder what the eye reads). Each output then applies its own syntax
 * (quotes for the CSV, entities for HTML), after this.
 *
 * Neutralised, each shown as `�` so staff see that something was there: C0 and C1 controls, DEL,
 * line and paragraph separators, bidirectional embeddings, overrides, isolates and marks, and
 * every other invisible format character (Unicode category Cf: zero-width spaces and joiners,
 * soft hyphen, byte-order mark…). Lone surrogates (not text) too. Long values are cut: a label is
 * at most `REPORT_TEXT_MAX` characters (code points).
 */

export const REPORT_TEXT_MAX = 80;

const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

export function reportText(value: string, max = REPORT_TEXT_MAX): string {
  const characters = [...value.replace(UNPRINTABLE, "\uFFFD")];
  return characters.length <= max
    ? characters.join("")
    : `${characters.slice(0, max - 1).join("")}…`;
}
