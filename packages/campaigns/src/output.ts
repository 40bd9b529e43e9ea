import { toCsv } from '@ecole/staff-export';
import type { TopLevelSpec } from 'vega-lite';
import type { Report, ReportRow } from './report.ts';
import { reportCells as cells, REPORT_HEADERS as HEADERS, rowLabel as label } from './reportCells.ts';
import { chartSvg, escapeHtml } from './reportHtml.ts';

/** Two plain-text tables for the terminal. */
export function formatReportTable(report: Report): string {
  const known = report.requestsNote === undefined;
  const block = (title: string, rows: readonly ReportRow[]) => {
    const lines = [[title, ...HEADERS], ...rows.map((row) => [label(row), ...cells(row, known)]), [label(report.total), ...cells(report.total, known)]];
    const widths = lines[0]!.map((_, column) => Math.max(...lines.map((line) => line[column]!.length)));
    const text = (line: string[]) => line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
    return [text(lines[0]!), widths.map((width) => '─'.repeat(width)).join('  '), ...lines.slice(1, -1).map(text), text(lines.at(-1)!)].join('\n');
  };
  return [block('Page d’arrivée', report.byLanding), '', block('Campagne', report.byCampaign)].join('\n');
}

/** One CSV for Excel (the export's format: BOM, `;`, CRLF), both views one after the other. */
export function reportCsv(report: Report): string {
  const known = report.requestsNote === undefined;
  const lines = [
    ...report.byLanding.map((row) => ['Page d’arrivée', label(row), ...cells(row, known)]),
    ...report.byCampaign.map((row) => ['Campagne', label(row), ...cells(row, known)]),
    ['Total', '', ...cells(report.total, known)],
  ];
  return toCsv(['Vue', 'Page ou campagne', ...HEADERS], lines);
}

/**
 * A grouped bar chart (visits and requests per page or campaign) drawn by Vega-Lite, rendered to
 * SVG in Node (no browser, no canvas: Vega's headless `toSVG`). The report page carries the SVG
 * itself: no script.
 */
export async function barChartSvg(rows: readonly ReportRow[], title: string, requestsKnown = true): Promise<string> {
  const values = rows.flatMap((row) => [
    { label: label(row), mesure: 'Visites', nombre: row.visits },
    ...(requestsKnown ? [{ label: label(row), mesure: 'Demandes', nombre: row.requests }] : []),
  ]);
  const spec: TopLevelSpec = {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title,
    width: 480,
    data: { values },
    mark: 'bar',
    encoding: {
      y: { field: 'label', type: 'nominal', title: null, sort: null, axis: { labelLimit: 320 } },
      yOffset: { field: 'mesure', sort: ['Visites', 'Demandes'] },
      x: { field: 'nombre', type: 'quantitative', title: null, axis: { tickMinStep: 1 } },
      color: { field: 'mesure', type: 'nominal', title: null, sort: ['Visites', 'Demandes'], scale: { range: ['#1d4ed8', '#c2410c'] } },
    },
    config: { font: 'system-ui, sans-serif' },
  };
  return chartSvg(spec);
}

function htmlTable(title: string, rows: readonly ReportRow[], total: ReportRow, known: boolean): string {
  const line = (row: ReportRow, cell = 'td') =>
    `<tr><${cell === 'th' ? 'th scope="row"' : 'td'}>${escapeHtml(label(row))}</${cell}>${cells(row, known)
      .map((value) => `<td>${escapeHtml(value)}</td>`)
      .join('')}</tr>`;
  return [
    `<table><caption>${escapeHtml(title)}</caption>`,
    `<thead><tr><th scope="col">${escapeHtml(title)}</th>${HEADERS.map((header) => `<th scope="col">${header}</th>`).join('')}</tr></thead>`,
    `<tbody>${rows.map((row) => line(row)).join('')}</tbody>`,
    `<tfoot>${line(total, 'th')}</tfoot></table>`,
  ].join('\n');
}

/** The report as one self-contained HTML file: tables and SVG charts, no script; the experiments after. */
export async function reportHtml(report: Report, context: { period: string; sources: string; experiments?: string }): Promise<string> {
  const known = report.requestsNote === undefined;
  const charts = await Promise.all([
    barChartSvg(report.byLanding, known ? 'Visites et demandes par page d’arrivée' : 'Visites par page d’arrivée', known),
    barChartSvg(report.byCampaign, known ? 'Visites et demandes par campagne' : 'Visites par campagne', known),
  ]);
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>Rapport des campagnes — ${escapeHtml(context.period)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; color: #111; max-width: 60rem; }
table { border-collapse: collapse; margin: 1rem 0 2rem; }
caption { text-align: left; font-weight: bold; margin-bottom: .5rem; }
th, td { border: 1px solid #ccc; padding: .3rem .6rem; text-align: right; }
th:first-child, td:first-child { text-align: left; }
.note { background: #fff4e5; border-left: 4px solid #c2410c; padding: .5rem 1rem; }
figure { margin: 1rem 0 2rem; }
</style>
</head>
<body>
<h1>Rapport des campagnes</h1>
<p>Période : ${escapeHtml(context.period)}. Sources : ${escapeHtml(context.sources)}.</p>
<p>Une visite est l’arrivée sur une page du site depuis l’extérieur (robots exclus) ; le taux de conversion est le nombre de visites qui ont mené à une demande de contact divisé par le nombre de visites.</p>
${report.requestsNote ? `<p class="note">${escapeHtml(report.requestsNote)}</p>` : ''}
<figure>${charts[0]}</figure>
${htmlTable('Page d’arrivée', report.byLanding, report.total, known)}
<figure>${charts[1]}</figure>
${htmlTable('Campagne', report.byCampaign, report.total, known)}
${context.experiments ?? ''}
</body>
</html>
`;
}
