import { reportText } from '@ecole/supabase/report-text';

/**
 * The one function everything a staff command prints goes through (issue 33, point 6): values
 * come from visitors (a message, a name, an address, a campaign's URL) and from the database, and
 * a terminal obeys what they may hold: `ESC ] 0 ; … BEL` retitles it, `ESC [ 2 J` clears it, a
 * carriage return rewrites a line, a bidirectional override reorders what the eye reads. The
 * neutralising itself is the reports' (`reportText`, supabase/functions/_shared/reportText.ts, also
 * the weekly mail's): each such character shows as `�`, so staff see that something was there.
 *
 * Unlike a report's label, printed text keeps its line breaks (a table, a mail's body) and is not
 * cut: tables cut their own cells. A CRLF or a lone CR becomes a line break, a tab two spaces.
 */
export function terminalText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, '  ')
    .split('\n')
    .map((line) => reportText(line, Number.POSITIVE_INFINITY))
    .join('\n');
}

/** Prints on stdout, neutralised: what a command answers. */
export function print(text: string): void {
  console.log(terminalText(text));
}

/** Prints on stderr, neutralised: what a command says about its work (the base read, a refusal). */
export function warn(text: string): void {
  console.error(terminalText(text));
}
