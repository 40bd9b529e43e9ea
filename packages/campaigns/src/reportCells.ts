/**
 * A report row's cells as every reader shows them: the terminal's table, the CSV, the HTML page
 * and the desk's « Campagnes » (issue 37: the same figures, written the same way). Browser-safe.
 */
import { formatRate, type ReportRow } from './report.ts';
import { reportText } from './reportText.ts';

export const REPORT_HEADERS = ['Visites', 'Demandes', 'Taux de conversion'];

/** Without the attribution columns, requests and rates are unknown, not zero. */
export function reportCells(row: ReportRow, requestsKnown = true): string[] {
  return requestsKnown ? [String(row.visits), String(row.requests), formatRate(row.rate)] : [String(row.visits), '—', '—'];
}

/** A row's label as every output shows it: through the report's one escaping function. */
export const rowLabel = (row: ReportRow) => reportText(row.label);
