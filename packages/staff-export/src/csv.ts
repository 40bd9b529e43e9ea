/**
 * CSV the way French Excel opens it with a double click: UTF-8 with a byte-order mark (without
 * it Excel reads the accents as Windows-1252), `;` between fields (`,` is the decimal
 * separator in French), CRLF line ends, every field quoted with inner quotes doubled (a
 * message may hold `;`, quotes and line breaks).
 *
 * A visitor's value starting with `=`, `+`, `-` or `@` (or a tab or carriage return) would be
 * run by Excel as a formula (CSV injection, https://owasp.org/www-community/attacks/CSV_Injection):
 * it gets a leading `'`, which Excel shows as text.
 */

export const BOM = '\uFEFF';
export const SEPARATOR = ';';
export const LINE_END = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;

/** A field neutralised against formulas, quoted and escaped. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The whole file: BOM, header line, one line per row, CRLF after each. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(SEPARATOR));
  return BOM + lines.map((line) => line + LINE_END).join('');
}
