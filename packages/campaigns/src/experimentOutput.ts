import { formatRate } from '../../../supabase/functions/_shared/leadFigures.ts';
import { EXPERIMENT_DEFINITIONS, type ExperimentSummary, frenchCount } from './experimentReport.ts';
import { escapeHtml } from './reportHtml.ts';
import { reportText } from './reportText.ts';

/** The columns of an experiment's table, in the terminal, the HTML page and the desk. */
export const EXPERIMENT_HEADERS = ['Variante', 'Visites', 'Demandes', 'Taux'] as const;

/** A variant's cells after its name. */
export const variantCells = (variant: ExperimentSummary['variants'][number]) => [
  frenchCount(variant.visits),
  frenchCount(variant.requests),
  formatRate(variant.rate),
];

/** The lines under an experiment's table: the verdict, and what the rule needs. */
export function experimentLines(summary: ExperimentSummary): string[] {
  const { experiment } = summary;
  const decided = summary.decidedAt === null ? '' : ` (décidé à la demande du ${summary.decidedAt.slice(0, 10)})`;
  return [
    `Verdict\u00a0: ${summary.verdictText}${decided}`,
    `Écart de B sur A\u00a0: ${summary.lead} demande(s)\u00a0; B l’emporte à ${summary.threshold}\u00a0; sans gagnant à ${frenchCount(experiment.requestsNeeded)} demandes (N, fixé avant le début).`,
    ...(summary.verdict === 'en-cours'
      ? [
          `Encore ≈\u00a0${frenchCount(summary.visitsLeft)}\u00a0visites au taux annoncé (${formatRate(experiment.baselineRate)} pour A, effet attendu +${formatRate(experiment.minimumLift)}).`,
        ]
      : []),
  ];
}

/** The experiments in the terminal: one small table each, its hypothesis and its verdict. */
export function formatExperiments(summaries: readonly ExperimentSummary[]): string {
  return summaries
    .map((summary) => {
      const { experiment } = summary;
      const lines = [
        [...EXPERIMENT_HEADERS],
        ...summary.variants.map((variant) => [`${variant.name.toUpperCase()} ${reportText(variant.label)}`, ...variantCells(variant)]),
      ];
      const widths = lines[0]!.map((_, column) => Math.max(...lines.map((line) => line[column]!.length)));
      const text = (line: string[]) => line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
      return [
        `Essai ${experiment.id} sur ${experiment.landing}, depuis le ${experiment.start}${experiment.end ? ` jusqu’au ${experiment.end}` : ''}`,
        reportText(experiment.hypothesis, Number.POSITIVE_INFINITY),
        text(lines[0]!),
        widths.map((width) => '─'.repeat(width)).join('  '),
        ...lines.slice(1).map(text),
        ...experimentLines(summary),
      ].join('\n');
    })
    .join('\n\n');
}

/** The experiments as a section of the report's HTML page (no script). */
export function experimentsHtml(summaries: readonly ExperimentSummary[]): string {
  if (summaries.length === 0) return '';
  return [
    '<h2>Essais</h2>',
    `<p>${escapeHtml(EXPERIMENT_DEFINITIONS)}</p>`,
    ...summaries.map((summary) => {
      const { experiment } = summary;
      const rows = summary.variants
        .map(
          (variant) =>
            `<tr><th scope="row">${escapeHtml(`${variant.name.toUpperCase()} ${variant.label}`)}</th>${variantCells(variant)
              .map((cell) => `<td>${escapeHtml(cell)}</td>`)
              .join('')}</tr>`,
        )
        .join('');
      return [
        `<table><caption>${escapeHtml(`Essai ${experiment.id} sur ${experiment.landing}`)}</caption>`,
        `<thead><tr>${EXPERIMENT_HEADERS.map((header) => `<th scope="col">${header}</th>`).join('')}</tr></thead>`,
        `<tbody>${rows}</tbody></table>`,
        `<p>${escapeHtml(experiment.hypothesis)}</p>`,
        ...experimentLines(summary).map((line) => `<p>${escapeHtml(line)}</p>`),
      ].join('\n');
    }),
  ].join('\n');
}
