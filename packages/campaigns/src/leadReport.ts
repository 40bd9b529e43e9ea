import { type Connection, ExportError } from '@ecole/staff-export';
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
 * in Paris, the very week the weekly mail reports.
 */
export async function fetchLeadReport(connection: Connection, period: LeadPeriod, at: string): Promise<LeadReport> {
  let response: Response;
  try {
    response = await fetch(`${connection.url.replace(/\/+$/, '')}/rest/v1/rpc/lead_figures`, {
      method: 'POST',
      headers: {
        apikey: connection.serviceKey,
        authorization: `Bearer ${connection.serviceKey}`,
        accept: 'application/json',
        'content-type': 'application/json',
      },
      body: JSON.stringify(leadFiguresArgs(period, at)),
    });
  } catch (error) {
    throw new ExportError(
      `Supabase injoignable à ${connection.url}\u00a0: ${(error as Error).message}. Lancez le Supabase local («\u00a0npm start\u00a0») ou définissez SUPABASE_URL.`,
    );
  }
  if (response.status === 401 || response.status === 403) {
    throw new ExportError(`Accès refusé (HTTP ${response.status})\u00a0: SUPABASE_SERVICE_ROLE_KEY doit être la clé service_role de ce projet.`);
  }
  if (response.status === 404) {
    throw new ExportError(
      'La base ne connaît pas public.lead_figures\u00a0: appliquez les migrations (supabase db push, ou relancez «\u00a0npm start\u00a0»).',
    );
  }
  if (!response.ok) {
    const body = await response.text();
    throw new ExportError(`Lecture impossible (HTTP ${response.status})\u00a0: ${body.slice(0, 300)}`, { status: response.status, body });
  }
  return leadReport((await response.json()) as LeadFiguresRow[]);
}
