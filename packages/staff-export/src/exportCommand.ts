// The command behind `npm run export-requests -- [--out fichier.csv] [--since AAAA-MM-JJ]`: the
// contact requests for the school's staff, as a table in the terminal and, with --out, a CSV for
// Excel (every row; the terminal shows the newest TERMINAL_ROWS).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { capRows, DATABASE_USAGE, databaseTarget, dayError, hiddenRowsLine, print, readCommandLine, runCommand } from '@ecole/cli';
import { exportRequests } from './exportRequests.ts';
import { formatFailures, formatTable } from './table.ts';

/** Rows the terminal shows; the CSV has them all. */
export const TERMINAL_ROWS = 50;

const USAGE = `Usage\u00a0: npm run export-requests -- [--out demandes.csv] [--since AAAA-MM-JJ]

  --out    écrit aussi un fichier CSV de toutes les demandes (UTF-8, séparateur «\u00a0;\u00a0», ouvrable dans Excel)\u00a0;
           le terminal n’affiche que les ${TERMINAL_ROWS} plus récentes
  --since  seulement les demandes reçues depuis ce jour (inclus)

${DATABASE_USAGE}`;

const parseOptions = (argv: string[]) =>
  parseArgs({
    args: argv,
    options: {
      out: { type: 'string' },
      since: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });

export function main(argv: string[]): Promise<number> {
  return runCommand(async () => {
    const commandLine = readCommandLine(
      () => parseOptions(argv),
      USAGE,
      ({ values }) => (values.since === undefined ? undefined : dayError('--since', values.since)),
    );
    if (commandLine.exitCode !== undefined) return commandLine.exitCode;
    const { values } = commandLine.parsed;
    const connection = databaseTarget();
    // `npm run` moves to the repository root; a relative --out means where the user typed it.
    const out = values.out === undefined ? undefined : resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
    const { rows } = await exportRequests(connection, { since: values.since, out });
    const { shown, hidden } = capRows(rows, TERMINAL_ROWS);
    if (rows.length === 0) print('Aucune demande de contact.');
    else print(formatTable(shown));
    const more = hiddenRowsLine(
      hidden,
      out === undefined ? 'les plus anciennes, toutes dans le CSV avec --out demandes.csv' : 'les plus anciennes, toutes dans le CSV',
    );
    if (more !== undefined) print(more);
    const count = (state: string) => rows.filter((row) => row.delivery_state === state).length;
    const [sent, pending, failed] = [count('envoyé'), count('en attente'), count('en échec')];
    print(`\n${rows.length} demande(s) — mail à l’école\u00a0: ${sent} envoyé(s), ${pending} en attente, ${failed} en échec — ${connection.url}`);
    if (failed > 0) {
      const failures = capRows(
        rows.filter((row) => row.delivery_state === 'en échec'),
        TERMINAL_ROWS,
      );
      print(
        `\nMails en échec (l’école ne les a pas reçus\u00a0: traitez ces demandes depuis le bureau de l’équipe ou cet export)\u00a0:\n${formatFailures(failures.shown)}`,
      );
      const moreFailures = hiddenRowsLine(failures.hidden, 'dans le CSV');
      if (moreFailures !== undefined) print(moreFailures);
    }
    if (out !== undefined) print(`Fichier CSV écrit\u00a0: ${out}`);
    return 0;
  });
}
