// The command behind `npm run lead-report -- [--from AAAA-MM-JJ] [--to AAAA-MM-JJ] [--out DOSSIER]`
// (issue 21, point 6): the reply delays of the requests of a period, per reason, campaign and
// landing page, as a terminal table, a CSV for French Excel and an HTML page with charts and no
// script.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DATABASE_USAGE, databaseNow, databaseTarget, print, readCommandLine, runCommand } from '@ecole/cli';
import { buildLeadReport, fetchFollowUps } from './leadReport.ts';
import { formatLeadTable, LEAD_TERMINAL_ROWS, leadCsv, leadHtml } from './leadReportOutput.ts';
import { periodError } from './periodOption.ts';

const USAGE = `Usage\u00a0: npm run lead-report -- [--from AAAA-MM-JJ] [--to AAAA-MM-JJ] [--out DOSSIER]

  --from, --to   la période (jours inclus, heure de Paris, selon la date de la demande)\u00a0; par défaut toutes les demandes
                 (du lundi au dimanche\u00a0: la semaine du rapport hebdomadaire envoyé au responsable)
  --out          dossier du CSV et du rapport HTML (défaut\u00a0: rapports/)

Le terminal montre les ${LEAD_TERMINAL_ROWS} premières lignes de chaque tableau\u00a0; le CSV et le rapport HTML les ont toutes.
Les demandes sont lues dans la vue requests_followup.
${DATABASE_USAGE}`;

const parseOptions = (argv: string[]) =>
  parseArgs({
    args: argv,
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      out: { type: 'string', default: 'rapports' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });

/** `now`: the report's clock (tests); by default the database's (the local stand-in's may be moved). */
export function main(argv: string[], now?: () => number): Promise<number> {
  return runCommand(async () => {
    const commandLine = readCommandLine(
      () => parseOptions(argv),
      USAGE,
      ({ values }) => periodError(values),
    );
    if (commandLine.exitCode !== undefined) return commandLine.exitCode;
    const { values } = commandLine.parsed;
    const connection = databaseTarget();
    const rows = await fetchFollowUps(connection, { from: values.from, to: values.to });
    const report = buildLeadReport(rows, now === undefined ? await databaseNow(connection) : now());
    const period = `${values.from ?? 'première demande'} → ${values.to ?? 'aujourd’hui'}`;
    print(formatLeadTable(report));
    const cwd = process.env.INIT_CWD ?? process.cwd();
    const outDir = resolve(cwd, values.out);
    mkdirSync(outDir, { recursive: true });
    const csv = join(outDir, 'delais-de-reponse.csv');
    const html = join(outDir, 'delais-de-reponse.html');
    writeFileSync(csv, leadCsv(report), 'utf8');
    writeFileSync(html, await leadHtml(report, { period, sources: `${connection.url}, vue requests_followup` }), 'utf8');
    print(`\nPériode\u00a0: ${period}\nCSV\u00a0: ${csv}\nRapport HTML (graphiques)\u00a0: ${html}`);
    return 0;
  });
}
