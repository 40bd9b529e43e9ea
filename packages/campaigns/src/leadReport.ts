import { answerJson, CommandError, refusalMessage, supabaseFetch, type Target } from '@ecole/cli';
import { type LeadFiguresRow, type LeadReport, leadReport } from '../../../supabase/functions/_shared/leadFigures.ts';
import { type LeadPeriod, leadFiguresArgs } from './leadPeriod.ts';

/**
 * The SLA report of issue 21 (`npm run lead-report`): for the requests of a period, per reason and
 * per campaign and landing page, each request counted once (on time, late, still open, closed),
 * the share answered within the promise, the median and 90th percentile time to the answer.
 *
 * The figures are computed by the database, public.lead_figures (issue 33: one definition), for
 * this command, the weekly mail to the manager and the desk's « Semaine »; the rows are read and
 * printed with supabase/functions/_shared/leadFigures.ts, which the functions use too (a Deno
 * function cannot import a workspace package: the package imports the function's file, plain
 * TypeScript, by relative path).
 */
export {
  LEAD_MAX_ROWS,
  type LeadFiguresRow,
  type LeadReport,
  type LeadRow,
  leadReport,
} from '../../../supabase/functions/_shared/leadFigures.ts';

export { dayStart, wallTimeInstant } from './leadPeriod.ts';

/**
 * The figures of the period as they stood at `at` (ISO), with the service-role key. The days are
 * the school's (Europe/Paris): `--from 2026-11-16 --to 2026-11-22` is Monday 00:00 to Monday 00:00
 * in Paris, the very week the weekly mail reports. Network and key failures are the shared
 * command-line fetch's French sentences.
 */
export async function fetchLeadReport(connection: Target, period: LeadPeriod, at: string): Promise<LeadReport> {
  const response = await supabaseFetch(connection, '/rest/v1/rpc/lead_figures', { method: 'POST', body: JSON.stringify(leadFiguresArgs(period, at)) });
  if (response.status === 404) {
    throw new CommandError(
      'La base ne connaît pas public.lead_figures\u00a0: appliquez les migrations (supabase db push, ou relancez «\u00a0npm start\u00a0»).',
    );
  }
  if (!response.ok) throw new CommandError(refusalMessage('la lecture des chiffres', response.status, await response.text()));
  return leadReport(await answerJson<LeadFiguresRow[]>(response, connection));
}
