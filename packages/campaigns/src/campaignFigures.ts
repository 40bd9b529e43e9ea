/**
 * The campaigns' figures as the database computes them (public.campaign_figures,
 * 20261128200200): one SQL for `npm run campaign-report` (service role) and the desk's
 * « Campagnes » (a staff session), as public.lead_figures is for the week (issue 37, point 2).
 * What both readers hand the function (the period, the route table's pages, the caps) and how
 * they read its rows back into the report's shape (report.ts), so that the figures from the
 * counters equal `buildReport`'s from the log files, row for row. Browser-safe: no Node API.
 */
import { ROUTES } from '@ecole/routes';
import { REPORT_MAX_ROWS, REPORT_MAX_ROWS_PER_SOURCE, type Report, type ReportRow } from './report.ts';

/** Inclusive UTC days, `YYYY-MM-DD`; either end open. */
export interface FiguresPeriod {
  from?: string | undefined;
  to?: string | undefined;
}

/** One row of public.campaign_figures. */
export interface CampaignFiguresRow {
  dimension: 'page' | 'campagne' | 'total';
  place: number;
  label: string;
  visits: number;
  requests: number;
  /** Visits that led to a request, each at most once: the rate is this ÷ visits. */
  converted: number;
}

/**
 * The function's arguments: the UTC days, the pages of the route table (a landing label is a page
 * of it, else « (autre) »: the table is the readers', not the database's), and the report's caps.
 */
export function campaignFiguresArgs(period: FiguresPeriod) {
  return {
    p_from: period.from ?? null,
    p_to: period.to ?? null,
    p_pages: ROUTES.map((route) => route.path),
    p_max_rows: REPORT_MAX_ROWS,
    p_max_per_source: REPORT_MAX_ROWS_PER_SOURCE,
  };
}

const rowOf = (row: CampaignFiguresRow): ReportRow => ({
  label: row.label,
  visits: row.visits,
  requests: row.requests,
  rate: row.visits === 0 ? null : row.converted / row.visits,
});

/** The function's rows as the report's tables (in its order: ranked, capped, the total last). */
export function reportFromFigures(rows: readonly CampaignFiguresRow[]): Report {
  const of = (dimension: CampaignFiguresRow['dimension']) =>
    rows
      .filter((row) => row.dimension === dimension)
      .sort((a, b) => a.place - b.place)
      .map(rowOf);
  const total = rows.find((row) => row.dimension === 'total');
  return {
    byLanding: of('page'),
    byCampaign: of('campagne'),
    total: total ? rowOf(total) : { label: 'Total', visits: 0, requests: 0, rate: null },
  };
}
