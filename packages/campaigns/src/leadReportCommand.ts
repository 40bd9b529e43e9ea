// The command behind `npm run lead-report -- [--from AAAA-MM-JJ] [--to AAAA-MM-JJ] [--out DOSSIER]`
// (issue 21, point 6): the reply delays of the requests of a period, per reason, campaign and
// landing page, as a terminal table, a CSV for French Excel and an HTML page with charts and no
// script.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { connectionFromEnv, ExportError } from '@ecole/staff-export';
import { readCommandLine } from './commandLine.ts';
import { buildLeadReport, fetchFollowUps } from './leadReport.ts';
import { formatLeadTable, leadCsv, leadHtml } from './leadReportOutput.ts';
import { periodError } from './periodOption.ts';

const USAGE = `Usage\u00a0: npm run lead-report -- [--from AAAA-MM-JJ] [--to AAAA-MM-JJ] [--out DOSSIER]

  --from, --to   la période (jours inclus, heure de Paris, selon la date de la demande)\u00a0; par défaut toutes les demandes
                 (du lundi au dimanche\u00a0: la semaine du rapport hebdomadaire envoyé au responsable)
  --out          dossier du CSV et du rapport HTML (défaut\u00a0: rapports/)

Les demandes sont lues dans la vue requests_followup avec SUPABASE_URL et SUPABASE_SERVICE_ROLE_KEY,
comme «\u00a0npm run export-requests\u00a0»\u00a0; sans elles, le Supabase local (http://127.0.0.1:54321).`;

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

export async function main(argv: string[], now: () => number = Date.now): Promise<number> {
  const commandLine = readCommandLine(() => parseOptions(argv), USAGE, periodError);
  if (commandLine.exitCode !== undefined) return commandLine.exitCode;
  const { values } = commandLine.parsed;
  try {
    const connection = connectionFromEnv();
    const rows = await fetchFollowUps(connection, { from: values.from, to: values.to });
    const report = buildLeadReport(rows, now());
    const period = `${values.from ?? 'première demande'} → ${values.to ?? 'aujourd’hui'}`;
    console.log(formatLeadTable(report));
    const cwd = process.env.INIT_CWD ?? process.cwd();
    const outDir = resolve(cwd, values.out);
    mkdirSync(outDir, { recursive: true });
    const csv = join(outDir, 'delais-de-reponse.csv');
    const html = join(outDir, 'delais-de-reponse.html');
    writeFileSync(csv, leadCsv(report), 'utf8');
    writeFileSync(html, await leadHtml(report, { period, sources: `${connection.url}, vue requests_followup` }), 'utf8');
    console.log(`\nPériode\u00a0: ${period}\nCSV\u00a0: ${csv}\nRapport HTML (graphiques)\u00a0: ${html}`);
    return 0;
  } catch (error) {
    if (error instanceof ExportError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}
