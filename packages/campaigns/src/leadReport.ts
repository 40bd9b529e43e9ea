import { type Connection, fetchAllRows } from '@ecole/staff-export';
import type { FollowUpRow } from '../../../supabase/functions/_shared/leadFigures.ts';
import { leadQuery } from './leadPeriod.ts';
import type { Period } from './visits.ts';

/**
 * The SLA report of issue 21 (`npm run lead-report`): for the requests of a period, per reason and
 * per campaign and landing page, how many came, the share answered within their promise, the
 * median and 90th percentile time to the first response, and how many are open and late.
 *
 * The figures are computed by supabase/functions/_shared/leadFigures.ts, the very code of the
 * weekly mail to the manager (send-contact-email's sweep): a Deno function cannot import a
 * workspace package, so the package imports the function's file (plain TypeScript, no import but
 * relative ones) by relative path, and the two reports cannot drift apart.
 */
export {
  buildLeadReport,
  FOLLOW_UP_COLUMNS,
  type FollowUpRow,
  type LeadReport,
  type LeadRow,
  percentile,
} from '../../../supabase/functions/_shared/leadFigures.ts';

export { dayStart } from './leadPeriod.ts';

/**
 * The requests of the period with their follow-up. The days are the school's (Europe/Paris, the
 * business calendar of the promises): `--from 2026-11-16 --to 2026-11-22` is Monday 00:00 to
 * Monday 00:00 in Paris, the very week the weekly mail reports.
 */
export async function fetchFollowUps(connection: Connection, period: Period = {}): Promise<FollowUpRow[]> {
  const read = leadQuery(period);
  const query = new URLSearchParams({ select: read.select, order: 'created_at.asc' });
  if (read.from !== undefined) query.append('created_at', `gte.${read.from}`);
  if (read.before !== undefined) query.append('created_at', `lt.${read.before}`);
  return await fetchAllRows<FollowUpRow>(connection, read.table, query);
}
