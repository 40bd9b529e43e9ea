import { findRoute } from '@ecole/routes';
import { cleanUtm, UTM_VALUE } from '@ecole/supabase/contact-contract';
import { formatRate, NO_CAMPAIGN, UNKNOWN_LANDING } from '../../../supabase/functions/_shared/leadFigures.ts';
import type { AttributedRequest, RequestsResult } from './requests.ts';
import { CAMPAIGN_KEYS, type Campaign, type Visit } from './visits.ts';

export interface ReportRow {
  label: string;
  visits: number;
  requests: number;
  /**
   * Converted visits ÷ visits, where a visit converts at most once: min(requests, visits) ÷
   * visits, so never above 100 %. `null` without visits (requests whose landing got no counted
   * visit: a log that starts later, a visitor without a counted arrival).
   */
  rate: number | null;
}

export interface Report {
  byLanding: ReportRow[];
  byCampaign: ReportRow[];
  total: ReportRow;
  /** Why requests are missing (database without the attribution columns), in French. */
  requestsNote?: string;
}

// The labels and the percentage are the SLA report's too: one definition, beside the weekly mail's code.
export { formatRate, NO_CAMPAIGN, UNKNOWN_LANDING };
/**
 * Everything that is not in a shape the school's own tools issue: campaign values `campaign-link`
 * would refuse (`UTM_VALUE`), landing paths that are not pages of the route table. Anyone can put
 * anything in a URL; counted one by one, 300 forged addresses made 300 « campaigns ».
 */
export const OTHER = '(autre)';
/** At most this many rows per table; the others are added up in one last row. */
export const REPORT_MAX_ROWS = 20;
/**
 * At most this many of a campaign table's rows for one `utm_source`: anyone can forge visits
 * under a source, and 60 fake visits spread over 20 made-up campaigns of one source filled the
 * table and pushed a real campaign into the last row (issue 34). A source's best rows are kept.
 */
export const REPORT_MAX_ROWS_PER_SOURCE = 5;

/** `(12 autres)`: the rows beyond REPORT_MAX_ROWS, added up. */
export const restLabel = (count: number) => `(${count} autres)`;

/** `rentree-2026 (salon-laval / print)`; the term and variant after, when given. */
export function campaignLabel(campaign: Campaign): string {
  // The same cleaning as the site's before it stores a request's campaign (@ecole/browser/VisitOrigin),
  // so a visit and the request it led to land in the same row.
  const value = Object.fromEntries(CAMPAIGN_KEYS.map((key) => [key, cleanUtm(campaign[key])])) as unknown as Campaign;
  const given = CAMPAIGN_KEYS.map((key) => value[key]).filter((part) => part !== null);
  if (given.length === 0) return NO_CAMPAIGN;
  if (!given.every((part) => UTM_VALUE.test(part))) return OTHER;
  const origin = [value.utm_source ?? '—', value.utm_medium ?? '—'].join(' / ');
  const extra = [value.utm_term, value.utm_content].filter(Boolean).join(', ');
  return `${value.utm_campaign ?? '—'} (${origin})${extra ? ` [${extra}]` : ''}`;
}

/** A page of the route table, as its row's label; anything else is « autre ». */
export function landingLabel(path: string | null): string {
  if (path === null) return UNKNOWN_LANDING;
  return findRoute(path)?.path === path ? path : OTHER;
}

const conversion = (requests: number, visits: number) => (visits === 0 ? null : Math.min(requests, visits) / visits);

/** How many rows of a table one group (a campaign's source) may take; none: no limit. */
interface GroupCap {
  groupOf: (label: string) => string | undefined;
  max: number;
}

/**
 * The rows beyond the first `max` become one: a forged log cannot make a table (or the HTML) grow.
 * With a cap, a group's rows past its share go into that last row too, whatever their rank.
 */
function capped(rows: ReportRow[], max: number, cap?: GroupCap): ReportRow[] {
  const shown: ReportRow[] = [];
  const rest: ReportRow[] = [];
  const taken = new Map<string, number>();
  for (const row of rows) {
    const group = cap?.groupOf(row.label);
    const count = group === undefined ? 0 : (taken.get(group) ?? 0);
    if (shown.length < max && (cap === undefined || count < cap.max)) {
      shown.push(row);
      if (group !== undefined) taken.set(group, count + 1);
    } else rest.push(row);
  }
  if (rest.length === 0) return shown;
  // Room for the last row: the lowest-ranked row shown joins it.
  rest.unshift(...shown.splice(max - 1));
  const visits = rest.reduce((sum, row) => sum + row.visits, 0);
  const requests = rest.reduce((sum, row) => sum + row.requests, 0);
  // The rest's rate adds up what each of its rows supports, not its totals.
  const converted = rest.reduce((sum, row) => sum + Math.min(row.requests, row.visits), 0);
  return [...shown, { label: restLabel(rest.length), visits, requests, rate: visits === 0 ? null : converted / visits }];
}

/** Labels in code point order: PostgreSQL's `collate "C"`, so both readers of the figures tie alike. */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Requests first, then visits: a request is a person who wrote to the school, a visit is a line
 * anyone can add to the log by asking for a URL, so junk visits never outrank a campaign that
 * brought requests (issue 34). Ties by label, as public.campaign_figures orders them (issue 37).
 */
function byRequestsThenVisits(a: ReportRow, b: ReportRow): number {
  return b.requests - a.requests || b.visits - a.visits || byCodePoint(a.label, b.label);
}

function rows(visits: readonly Visit[], requests: readonly AttributedRequest[], keyOf: (item: Visit | AttributedRequest) => string): ReportRow[] {
  const table = new Map<string, ReportRow>();
  const row = (label: string) => table.get(label) ?? table.set(label, { label, visits: 0, requests: 0, rate: null }).get(label)!;
  for (const visit of visits) row(keyOf(visit)).visits += 1;
  for (const request of requests) row(keyOf(request)).requests += 1;
  for (const entry of table.values()) entry.rate = conversion(entry.requests, entry.visits);
  return [...table.values()].sort(byRequestsThenVisits);
}

/** Each campaign row's source (cleaned as in its label); none for « autre » and « sans campagne ». */
function sourcesOf(items: readonly (Visit | AttributedRequest)[]): Map<string, string> {
  const sources = new Map<string, string>();
  for (const item of items) {
    const label = campaignLabel(item);
    if (label !== OTHER && label !== NO_CAMPAIGN) sources.set(label, cleanUtm(item.utm_source) ?? '—');
  }
  return sources;
}

/**
 * Joins visits (access log) and requests (database) per landing page and per campaign: a
 * request counts for the page its visit landed on and the campaign of that landing, as the form
 * recorded them. Pure: the reads are done before (visitsFromLog, fetchAttributedRequests).
 * Rows rank by requests, then visits; each table holds at most `maxRows` rows, and one campaign
 * source at most `maxPerSource` of them.
 */
export function buildReport(visits: readonly Visit[], requests: RequestsResult, maxRows = REPORT_MAX_ROWS, maxPerSource = REPORT_MAX_ROWS_PER_SOURCE): Report {
  const attributed = requests.available ? requests.rows : [];
  const campaignSources = sourcesOf([...visits, ...attributed]);
  const byLanding = rows(visits, attributed, (item) => landingLabel(item.landing_path));
  // A request converts the visits of its own landing page: the total rate adds up what each page
  // supports, so requests without a counted visit never push it above 100 %.
  const converted = byLanding.reduce((sum, row) => sum + Math.min(row.requests, row.visits), 0);
  return {
    byLanding: capped(byLanding, maxRows),
    byCampaign: capped(rows(visits, attributed, campaignLabel), maxRows, { groupOf: (label) => campaignSources.get(label), max: maxPerSource }),
    total: { label: 'Total', visits: visits.length, requests: attributed.length, rate: visits.length === 0 ? null : converted / visits.length },
    ...(requests.available ? {} : { requestsNote: requests.reason }),
  };
}
