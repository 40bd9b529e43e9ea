// The command behind `npm run campaign-report -- [--from AAAA-MM-JJ] [--to AAAA-MM-JJ]
// [--log FICHIER]… [--out DOSSIER] [--site-host HÔTE]…`.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { DATABASE_USAGE, databaseTarget, print, readCommandLine, runCommand } from '@ecole/cli';
import { siteHostsOf } from '@ecole/supabase/campaign-visits';
import { CampaignError } from './errors.ts';
import { publicOrigin } from './landings.ts';
import { formatReportTable, reportCsv, reportHtml } from './output.ts';
import { periodError } from './periodOption.ts';
import { buildReport, REPORT_MAX_ROWS } from './report.ts';
import { fetchAttributedRequests } from './requests.ts';
import { type Period, visitsFromLog } from './visits.ts';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** Where `npm start` writes its access log (scripts/serve.ts). */
export const DEFAULT_LOG = join(REPO_ROOT, 'logs/access.log');

const USAGE = `Usage\u00a0: npm run campaign-report -- [--from AAAA-MM-JJ] [--to AAAA-MM-JJ] [--log FICHIER]… [--out DOSSIER]

  --from, --to   la période (jours inclus, en UTC)\u00a0; par défaut tout le journal
  --log          journal d’accès du proxy, répétable, .gz accepté (défaut\u00a0: logs/access.log, écrit par «\u00a0npm start\u00a0»\u00a0;
                 en production\u00a0: /var/log/nginx/ecole-access.log*)
  --out          dossier du CSV et du rapport HTML (défaut\u00a0: campagnes/)
  --site-host    un autre nom d’hôte du site (ses propres pages ne comptent pas comme provenance)

Chaque tableau a au plus ${REPORT_MAX_ROWS} lignes, la dernière additionnant les autres («\u00a0(12 autres)\u00a0»).
${DATABASE_USAGE}`;

function readLog(file: string): string[] {
  if (!existsSync(file)) {
    throw new CampaignError(
      `Journal d’accès introuvable\u00a0: ${file}. Lancez le site avec «\u00a0npm start\u00a0» (il écrit logs/access.log) ou donnez --log FICHIER.`,
    );
  }
  const bytes = readFileSync(file);
  return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8').split('\n');
}

/**
 * The site's own hosts: a page view referred by one of them is a step inside a visit (the visit
 * rule's `siteHostsOf`, the function's and the routers' too).
 */
export function siteHosts(extra: readonly string[] = []): Set<string> {
  return siteHostsOf(publicOrigin(), extra);
}

/** The command's options, parsed (throws on an unknown or incomplete one). */
const parseOptions = (argv: string[]) =>
  parseArgs({
    args: argv,
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      log: { type: 'string', multiple: true },
      out: { type: 'string', default: 'campagnes' },
      'site-host': { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });

export function main(argv: string[]): Promise<number> {
  return runCommand(async () => {
    const commandLine = readCommandLine(
      () => parseOptions(argv),
      USAGE,
      ({ values }) => periodError(values),
    );
    if (commandLine.exitCode !== undefined) return commandLine.exitCode;
    const { values } = commandLine.parsed;
    const period: Period = { from: values.from, to: values.to };
    const cwd = process.env.INIT_CWD ?? process.cwd();
    const logs = (values.log ?? [DEFAULT_LOG]).map((file) => resolve(cwd, file));

    const visits = visitsFromLog(logs.flatMap(readLog), { period, siteHosts: siteHosts(values['site-host']) });
    const connection = databaseTarget();
    const requests = await fetchAttributedRequests(connection, period);
    const report = buildReport(visits, requests);

    const periodText = `${values.from ?? 'début du journal'} → ${values.to ?? 'aujourd’hui'}`;
    const sources = `${logs.join(', ')} ; demandes\u00a0: ${connection.url}`;
    print(formatReportTable(report));
    if (report.requestsNote) print(`\nAttention\u00a0: ${report.requestsNote}`);

    const outDir = resolve(cwd, values.out);
    mkdirSync(outDir, { recursive: true });
    const csv = join(outDir, 'rapport-campagnes.csv');
    const html = join(outDir, 'rapport-campagnes.html');
    writeFileSync(csv, reportCsv(report), 'utf8');
    writeFileSync(html, await reportHtml(report, { period: periodText, sources }), 'utf8');
    print(`\nPériode\u00a0: ${periodText}\nCSV\u00a0: ${csv}\nRapport HTML (graphiques)\u00a0: ${html}`);
    return 0;
  });
}
