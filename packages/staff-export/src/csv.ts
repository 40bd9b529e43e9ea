/**
 * CSV the way French Excel opens it with a double click: UTF-8 with a byte-order mark (without
 * it Excel reads the accents as Windows-1252), `;` between fields (`,` is the decimal
 * separator in French), CRLF line ends, every field quoted with inner quotes doubled (a
 * message may hold `;`, quotes and line breaks).
 *
 * A visitor's value starting with `=`, `+`, `-` or `@` (or a tab or carriage return) would be
 * run by Excel as a formula (CSV injection, https://owasp.org/www-community/attacks/CSV_Injection):
 * it gets a leading `'`, which Excel shows as text. "Starting" is judged as a spreadsheet reads
 * the cell, not by the first character alone (issue 23, point 8): leading spaces of any kind
 * (no-break, ideographic…), invisible format characters (zero-width space, byte-order mark…) and
 * controls are skipped, and the first visible character is compared in its compatibility form
 * (NFKC), so the full-width `＝ ＋ － ＠` and the small `﹦ ﹢ ﹣ ﹫` count as `= + - @`.
 */

export const BOM = '\uFEFF';
export const SEPARATOR = ';';
export const LINE_END = '\r\n';

/** Characters a spreadsheet may skip before it reads a formula's sign. */
const LEADING_INVISIBLE = /^[\p{White_Space}\p{Cf}\p{Cc}]+/u;
const FORMULA_SIGN = /^[=+\-@]/;

/** Whether Excel or LibreOffice could read the value as a formula. */
export function looksLikeFormula(value: string): boolean {
  if (/^[\t\r]/.test(value)) return true;
  const first = [...value.replace(LEADING_INVISIBLE, '')][0];
  return first !== undefined && FORMULA_SIGN.test(first.normalize('NFKC'));
}

/** A field neutralised against formulas, quoted and escaped. */
export function csvField(value: string): string {
  const safe = looksLikeFormula(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The whole file: BOM, header line, one line per row, CRLF after each. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(SEPARATOR));
  return BOM + lines.map((line) => line + LINE_END).join('');
}
