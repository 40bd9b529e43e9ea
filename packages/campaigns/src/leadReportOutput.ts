import type { TopLevelSpec } from 'vega-lite';
import { leadCells as cells, LEAD_DEFINITIONS, LEAD_HEADERS } from '../../../supabase/functions/_shared/leadFigures.ts';
import { LEAD_VIEWS as VIEWS } from './leadCsv.ts';
import type { LeadReport, LeadRow } from './leadReport.ts';
import { chartSvg, escapeHtml } from './reportHtml.ts';
import { reportText } from './reportText.ts';

// The figures of a row are printed the same way in the terminal, the CSV, the HTML page and the
// weekly mail (supabase/functions/_shared/leadFigures.ts).
export { formatHours, LEAD_HEADERS } from '../../../supabase/functions/_shared/leadFigures.ts';

export { leadCsv } from './leadCsv.ts';

/**
 * Three plain-text tables for the terminal. Each already holds at most LEAD_MAX_ROWS rows, the
 * last one « (N autres) » (public.lead_figures caps them for every reader: issue 33, 2 000 fake
 * campaigns made a 975 KB report), then the total.
 */
export function formatLeadTable(report: LeadReport): string {
  const block = (title: string, rows: readonly LeadRow[]) => {
    const lines = [[title, ...LEAD_HEADERS], ...[...rows, report.total].map((row) => [reportText(row.label), ...cells(row)])];
    const widths = lines[0]!.map((_, column) => Math.max(...lines.map((line) => line[column]!.length)));
    const text = (line: string[]) => line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
    return [text(lines[0]!), widths.map((width) => '─'.repeat(width)).join('  '), ...lines.slice(1).map(text)].join('\n');
  };
  return VIEWS.map(([title, key]) => block(title, report[key])).join('\n\n');
}

/** The share answered within the promise per row, as an SVG bar chart (Vega-Lite, rendered in Node). */
async function shareChartSvg(rows: readonly LeadRow[], title: string): Promise<string> {
  const spec: TopLevelSpec = {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title,
    width: 480,
    data: { values: rows.map((row) => ({ label: reportText(row.label), part: row.shareOnTime ?? 0 })) },
    mark: 'bar',
    encoding: {
      y: { field: 'label', type: 'nominal', title: null, sort: null, axis: { labelLimit: 320 } },
      x: { field: 'part', type: 'quantitative', title: null, scale: { domain: [0, 1] }, axis: { format: '.0%' } },
      color: { value: '#1d4ed8' },
    },
    config: { font: 'system-ui, sans-serif' },
  };
  return chartSvg(spec);
}

function htmlTable(title: string, rows: readonly LeadRow[], total: LeadRow): string {
  const line = (row: LeadRow, head = false) =>
    `<tr>${head ? '<th scope="row">' : '<td>'}${escapeHtml(reportText(row.label))}${head ? '</th>' : '</td>'}${cells(row)
      .map((value) => `<td>${escapeHtml(value)}</td>`)
      .join('')}</tr>`;
  return [
    `<table><caption>${escapeHtml(title)}</caption>`,
    `<thead><tr><th scope="col">${escapeHtml(title)}</th>${LEAD_HEADERS.map((header) => `<th scope="col">${escapeHtml(header)}</th>`).join('')}</tr></thead>`,
    `<tbody>${rows.map((row) => line(row)).join('')}</tbody>`,
    `<tfoot>${line(total, true)}</tfoot></table>`,
  ].join('\n');
}

/** The report as one self-contained HTML page: tables and SVG charts, no script. */
export async function leadHtml(report: LeadReport, context: { period: string; sources: string }): Promise<string> {
  const charts = await Promise.all(
    VIEWS.map(([title, key]) => shareChartSvg(report[key], `Part des demandes répondues dans le délai, par ${title.toLowerCase()}`)),
  );
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>Délais de réponse aux demandes — ${escapeHtml(context.period)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; color: #111; max-width: 64rem; }
table { border-collapse: collapse; margin: 1rem 0 2rem; }
caption { text-align: left; font-weight: bold; margin-bottom: .5rem; }
th, td { border: 1px solid #ccc; padding: .3rem .6rem; text-align: right; }
th:first-child, td:first-child { text-align: left; }
figure { margin: 1rem 0 2rem; }
</style>
</head>
<body>
<h1>Délais de réponse aux demandes</h1>
<p>Période&nbsp;: ${escapeHtml(context.period)}. Source&nbsp;: ${escapeHtml(context.sources)}.</p>
<p>${escapeHtml(LEAD_DEFINITIONS)}</p>
${VIEWS.map(([title, key], index) => `<figure>${charts[index]}</figure>\n${htmlTable(title, report[key], report.total)}`).join('\n')}
</body>
</html>
`;
}
