// The command behind `npm run lead-report -- [--from AAAA-MM-JJ] [--to AAAA-MM-JJ] [--at MOMENT]
// [--out DOSSIER]` (issue 21 point 6, issue 33 point 1): the figures of the requests of a period as
// they stood at an instant (now by default), per reason, campaign and landing page, read from
// public.lead_figures (the weekly mail's and the desk's figures), as a terminal table, a CSV for
// French Excel and an HTML page with charts and no script.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DATABASE_USAGE, databaseNow, databaseTarget, print, readCommandLine, runCommand, warn } from '@ecole/cli';
import { frenchDateTime, wallClock } from '../../../supabase/functions/_shared/frenchTime.ts';
import { fetchLeadReport, LEAD_MAX_ROWS, wallTimeInstant } from './leadReport.ts';
import { formatLeadTable, leadCsv, leadHtml } from './leadReportOutput.ts';
import { periodError } from './periodOption.ts';

const USAGE = `Usage\u00a0: npm run lead-report -- [--from AAAA-MM-JJ] [--to AAAA-MM-JJ] [--at AAAA-MM-JJTHH:MM[:SS]] [--out DOSSIER]

  --from, --to   la période (jours inclus, heure de Paris, selon la date de la demande)\u00a0; par défaut toutes les demandes
                 (du lundi au dimanche\u00a0: la semaine du rapport hebdomadaire envoyé au responsable)
  --at           l’instant où les demandes sont vues (heure de Paris)\u00a0; par défaut maintenant.
                 Le rapport hebdomadaire donne le sien\u00a0: mêmes --from, --to et --at, mêmes chiffres
  --out          dossier du CSV et du rapport HTML (défaut\u00a0: rapports/)

Chaque tableau a ${LEAD_MAX_ROWS} lignes au plus, la dernière «\u00a0(N autres)\u00a0» au-delà.
Les chiffres sont ceux de la fonction lead_figures de la base (ceux du rapport hebdomadaire et de l’espace équipe).
${DATABASE_USAGE}`;

const parseOptions = (argv: string[]) =>
  parseArgs({
    args: argv,
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      at: { type: 'string' },
      out: { type: 'string', default: 'rapports' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });

/** `--at` as Paris's wall clock (`2026-11-30T08:04` or `…:17`), or an instant with its offset. */
const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})?$/;

/** The instant of `--at` (ISO), or a French sentence saying what is wrong with it. */
export function readAt(value: string | undefined, now: number): { at: string } | { error: string } {
  if (value === undefined) return { at: new Date(now).toISOString() };
  const withOffset = /(Z|[+-]\d{2}:\d{2})$/.test(value);
  const readable = AT.test(value) && !Number.isNaN(Date.parse(withOffset ? value : `${value}Z`));
  const instant = !readable ? Number.NaN : withOffset ? Date.parse(value) : Date.parse(wallTimeInstant(value));
  if (Number.isNaN(instant)) {
    return { error: `Instant invalide pour --at\u00a0: «\u00a0${value}\u00a0» (attendu AAAA-MM-JJTHH:MM ou AAAA-MM-JJTHH:MM:SS, heure de Paris).` };
  }
  return { at: new Date(instant).toISOString() };
}

/** `du 2026-11-23 au 2026-11-29 (jours inclus, heure de Paris), au lundi 30 novembre 2026 à 8 h 04`. */
export function periodSentence(from: string | undefined, to: string | undefined, at: string): string {
  const days = `${from ? `du ${from}` : 'depuis la première demande'} ${to ? `au ${to}` : 'jusqu’à l’instant'}`;
  return `${days} (jours inclus, heure de Paris), au ${frenchDateTime(wallClock(at) ?? at) ?? at}`;
}

/**
 * `now`: the report's clock when `--at` is not given (tests); by default the database's (the local
 * stand-in's may be moved with `npm run local-clock`).
 */
export function main(argv: string[], now?: () => number): Promise<number> {
  return runCommand(async () => {
    const commandLine = readCommandLine(
      () => parseOptions(argv),
      USAGE,
      ({ values }) => periodError(values),
    );
    if (commandLine.exitCode !== undefined) return commandLine.exitCode;
    const { values } = commandLine.parsed;
    // A malformed --at is refused before the database is asked anything.
    const given = values.at === undefined ? undefined : readAt(values.at, 0);
    if (given !== undefined && 'error' in given) {
      warn(`${given.error}\n\n${USAGE}`);
      return 2;
    }
    const connection = databaseTarget();
    const at = given ?? readAt(undefined, now === undefined ? await databaseNow(connection) : now());
    if ('error' in at) return 2;
    const report = await fetchLeadReport(connection, { from: values.from, to: values.to }, at.at);
    const period = periodSentence(values.from, values.to, at.at);
    print(formatLeadTable(report));
    const cwd = process.env.INIT_CWD ?? process.cwd();
    const outDir = resolve(cwd, values.out);
    mkdirSync(outDir, { recursive: true });
    const csv = join(outDir, 'delais-de-reponse.csv');
    const html = join(outDir, 'delais-de-reponse.html');
    writeFileSync(csv, leadCsv(report), 'utf8');
    writeFileSync(html, await leadHtml(report, { period, sources: `${connection.url}, fonction lead_figures` }), 'utf8');
    print(`\nPériode\u00a0: ${period} (--at ${wallClock(at.at)})\nCSV\u00a0: ${csv}\nRapport HTML (graphiques)\u00a0: ${html}`);
    return 0;
  });
}
