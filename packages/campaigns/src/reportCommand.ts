// The command behind `npm run campaign-report -- [--from AAAA-MM-JJ] [--to AAAA-MM-JJ]
// [--log FICHIER]… [--out DOSSIER] [--site-host HÔTE]…`. Visits come from the database's daily
// counters once it has received any (issue 37: the campaign-visits function, fed by Logpush and
// the log shipper; the figures are public.campaign_figures, the desk's), else from the log files,
// with the same figures on the same data; `--log` always reads the files.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { answerJson, DATABASE_USAGE, databaseTarget, print, readCommandLine, refusalMessage, runCommand, supabaseFetch, type Target } from '@ecole/cli';
import { EXPERIMENTS } from '@ecole/content/experiments';
import { siteHostsOf } from '@ecole/supabase/campaign-visits';
import { type CampaignFiguresRow, campaignFiguresArgs, reportFromFigures } from './campaignFigures.ts';
import { CampaignError } from './errors.ts';
import { experimentsHtml, formatExperiments } from './experimentOutput.ts';
import { type ExperimentFiguresRow, type ExperimentSummary, experimentFiguresArgs, experimentSummary } from './experimentReport.ts';
import { publicOrigin } from './landings.ts';
import { formatReportTable, reportCsv, reportHtml } from './output.ts';
import { periodError } from './periodOption.ts';
import { buildReport, REPORT_MAX_ROWS, type Report } from './report.ts';
import { fetchAttributedRequests } from './requests.ts';
import { inPeriod, type Period, type Visit, visitsFromLog } from './visits.ts';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** Where `npm start` writes its access log (scripts/serve.ts). */
export const DEFAULT_LOG = join(REPO_ROOT, 'logs/access.log');

const USAGE = `Usage\u00a0: npm run campaign-report -- [--from AAAA-MM-JJ] [--to AAAA-MM-JJ] [--log FICHIER]… [--out DOSSIER]

  --from, --to   la période (jours inclus, en UTC)\u00a0; par défaut tout le journal
  --log          journal d’accès du proxy, répétable, .gz accepté. Sans --log\u00a0: les compteurs de visites de la base dès
                 qu’elle en a reçu (fonction campaign-visits), sinon logs/access.log, écrit par «\u00a0npm start\u00a0»
                 (en production\u00a0: /var/log/nginx/ecole-access.log*)
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

/** When the database last received visits (a batch of the campaign-visits function), or null: none, or no counters yet. */
export async function lastVisitBatch(connection: Target): Promise<string | null> {
  const response = await supabaseFetch(connection, '/rest/v1/campaign_visit_batches?select=received_at&order=received_at.desc&limit=1');
  // A database without the counters (migrations not applied): the files, as before.
  if (response.status === 404 || response.status === 400) return null;
  if (!response.ok) throw new CampaignError(refusalMessage('la lecture des compteurs de visites', response.status, await response.text()));
  const rows = await answerJson<{ received_at: string }[]>(response, connection);
  return rows[0]?.received_at ?? null;
}

/** The period's figures from the counters and the requests (public.campaign_figures, the desk's). */
export async function fetchCampaignFigures(connection: Target, period: Period): Promise<Report> {
  const response = await supabaseFetch(connection, '/rest/v1/rpc/campaign_figures', { method: 'POST', body: JSON.stringify(campaignFiguresArgs(period)) });
  if (!response.ok) throw new CampaignError(refusalMessage('la lecture des chiffres des campagnes', response.status, await response.text()));
  return reportFromFigures(await answerJson<CampaignFiguresRow[]>(response, connection));
}

/**
 * Every declared experiment's figures and verdict at `at` (public.experiment_figures). Read from
 * the files, each variant's visits are counted from their lines instead; its requests and verdict
 * are the database's either way. None when the database lacks the function.
 */
export async function fetchExperiments(connection: Target, at: string, visitsFromFiles?: readonly Visit[]): Promise<ExperimentSummary[] | { note: string }> {
  const summaries: ExperimentSummary[] = [];
  for (const experiment of EXPERIMENTS) {
    const response = await supabaseFetch(connection, '/rest/v1/rpc/experiment_figures', {
      method: 'POST',
      body: JSON.stringify(experimentFiguresArgs(experiment, at)),
    });
    // The campaigns' figures do not wait for the experiments': a database without the function
    // (migrations not applied) says so under the tables.
    if (!response.ok) return { note: refusalMessage('la lecture des essais', response.status, await response.text()) };
    let rows = await answerJson<ExperimentFiguresRow[]>(response, connection);
    if (visitsFromFiles !== undefined) {
      const window: Period = { from: experiment.start, to: experiment.end ?? at.slice(0, 10) };
      rows = rows.map((row) => ({
        ...row,
        visits: visitsFromFiles.filter((visit) => visit.variant === `${experiment.id}:${row.variant}` && inPeriod(visit.time, window)).length,
      }));
    }
    summaries.push(experimentSummary(experiment, rows));
  }
  return summaries;
}

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
    const connection = databaseTarget();
    const lastBatch = values.log === undefined ? await lastVisitBatch(connection) : null;
    let report: Report;
    let sources: string;
    let fileVisits: Visit[] | undefined;
    if (lastBatch !== null) {
      report = await fetchCampaignFigures(connection, period);
      sources = `compteurs de visites de la base (dernier lot reçu le ${lastBatch.slice(0, 16).replace('T', ' à ')} UTC) et demandes\u00a0: ${connection.url}`;
    } else {
      const logs = (values.log ?? [DEFAULT_LOG]).map((file) => resolve(cwd, file));
      fileVisits = visitsFromLog(logs.flatMap(readLog), { siteHosts: siteHosts(values['site-host']) });
      const requests = await fetchAttributedRequests(connection, period);
      report = buildReport(
        fileVisits.filter((visit) => inPeriod(visit.time, period)),
        requests,
      );
      sources = `${logs.join(', ')} ; demandes\u00a0: ${connection.url}`;
    }
    const read = await fetchExperiments(connection, new Date().toISOString(), fileVisits);
    const experiments = Array.isArray(read) ? read : [];

    const periodText = `${values.from ?? 'début du journal'} → ${values.to ?? 'aujourd’hui'}`;
    print(formatReportTable(report));
    if (report.requestsNote) print(`\nAttention\u00a0: ${report.requestsNote}`);
    if (experiments.length > 0) print(`\n${formatExperiments(experiments)}`);
    if (!Array.isArray(read)) print(`\nEssais non lus\u00a0: ${read.note}`);
    print(`\nVisites\u00a0: ${sources}`);

    const outDir = resolve(cwd, values.out);
    mkdirSync(outDir, { recursive: true });
    const csv = join(outDir, 'rapport-campagnes.csv');
    const html = join(outDir, 'rapport-campagnes.html');
    writeFileSync(csv, reportCsv(report), 'utf8');
    writeFileSync(html, await reportHtml(report, { period: periodText, sources, experiments: experimentsHtml(experiments) }), 'utf8');
    print(`\nPériode\u00a0: ${periodText}\nCSV\u00a0: ${csv}\nRapport HTML (graphiques)\u00a0: ${html}`);
    return 0;
  });
}
