import { toCsv } from '@ecole/staff-export/csv';
import { leadCells as cells, LEAD_HEADERS, type LeadReport } from '../../../supabase/functions/_shared/leadFigures.ts';
import { reportText } from './reportText.ts';

/**
 * The report's three views, in the order every output prints them. Browser-safe, like the CSV
 * below: the staff desk's « Semaine » downloads the very file `npm run lead-report` writes.
 */
export const LEAD_VIEWS = [
  ['Motif', 'byReason'],
  ['Campagne', 'byCampaign'],
  ['Page d’arrivée', 'byLanding'],
] as const;

/** One CSV for French Excel (the staff export's `toCsv`: BOM, `;`, CRLF, formula guard). */
export function leadCsv(report: LeadReport): string {
  const lines = [
    ...LEAD_VIEWS.flatMap(([title, key]) => report[key].map((row) => [title, reportText(row.label), ...cells(row)])),
    ['Total', '', ...cells(report.total)],
  ];
  return toCsv(['Vue', 'Motif, campagne ou page', ...LEAD_HEADERS], lines);
}
