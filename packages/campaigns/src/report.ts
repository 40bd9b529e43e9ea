import type { AttributedRequest, RequestsResult } from './requests.ts';
import type { Campaign, Visit } from './visits.ts';

export interface ReportRow {
  label: string;
  visits: number;
  requests: number;
  /** requests / visits; `null` without visits (a request whose landing got no counted visit). */
  rate: number | null;
}

export interface Report {
  byLanding: ReportRow[];
  byCampaign: ReportRow[];
  total: ReportRow;
  /** Why requests are missing (database without the attribution columns), in French. */
  requestsNote?: string;
}

export const NO_CAMPAIGN = '(sans campagne)';
export const UNKNOWN_LANDING = '(page d’arrivée inconnue)';

/** `rentree-2026 (salon-laval / print)`; the term and variant after, when given. */
export function campaignLabel(campaign: Campaign): string {
  if (!campaign.utm_campaign && !campaign.utm_source && !campaign.utm_medium) return NO_CAMPAIGN;
  const origin = [campaign.utm_source ?? '—', campaign.utm_medium ?? '—'].join(' / ');
  const extra = [campaign.utm_term, campaign.utm_content].filter(Boolean).join(', ');
  return `${campaign.utm_campaign ?? '—'} (${origin})${extra ? ` [${extra}]` : ''}`;
}

function rows(visits: readonly Visit[], requests: readonly AttributedRequest[], keyOf: (item: Visit | AttributedRequest) => string): ReportRow[] {
  const table = new Map<string, ReportRow>();
  const row = (label: string) => table.get(label) ?? table.set(label, { label, visits: 0, requests: 0, rate: null }).get(label)!;
  for (const visit of visits) row(keyOf(visit)).visits += 1;
  for (const request of requests) row(keyOf(request)).requests += 1;
  for (const entry of table.values()) entry.rate = entry.visits === 0 ? null : entry.requests / entry.visits;
  return [...table.values()].sort((a, b) => b.visits - a.visits || b.requests - a.requests || a.label.localeCompare(b.label, 'fr'));
}

/**
 * Joins visits (access log) and requests (database) per landing page and per campaign: a
 * request counts for the page its visit landed on and the campaign of that landing, as the form
 * recorded them. Pure: the reads are done before (visitsFromLog, fetchAttributedRequests).
 */
export function buildReport(visits: readonly Visit[], requests: RequestsResult): Report {
  const attributed = requests.available ? requests.rows : [];
  const requestCount = attributed.length;
  return {
    byLanding: rows(visits, attributed, (item) => item.landing_path ?? UNKNOWN_LANDING),
    byCampaign: rows(visits, attributed, campaignLabel),
    total: { label: 'Total', visits: visits.length, requests: requestCount, rate: visits.length === 0 ? null : requestCount / visits.length },
    ...(requests.available ? {} : { requestsNote: requests.reason }),
  };
}

/** `12,5 %`, `—` without visits. */
export function formatRate(rate: number | null): string {
  if (rate === null) return '—';
  return `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(rate * 100)}\u00a0%`;
}
