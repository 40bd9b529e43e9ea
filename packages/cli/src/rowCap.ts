/**
 * A terminal shows the first rows of a report, then how many it left out (issue 33, point 6: 2 000
 * fake campaigns made a 975 KB report): the CSV and the HTML page keep every row.
 */
export interface CappedRows<Row> {
  shown: readonly Row[];
  /** How many were left out. */
  hidden: number;
}

export function capRows<Row>(rows: readonly Row[], max: number): CappedRows<Row> {
  return rows.length <= max ? { shown: rows, hidden: 0 } : { shown: rows.slice(0, max), hidden: rows.length - max };
}

/** The line that says so, « (1 980 autres : voir le CSV) », or undefined when nothing was left out. */
export function hiddenRowsLine(hidden: number, where?: string): string | undefined {
  if (hidden === 0) return undefined;
  const count = new Intl.NumberFormat('fr-FR').format(hidden);
  return `(${count} ${hidden === 1 ? 'autre' : 'autres'}${where === undefined ? '' : `\u00a0: ${where}`})`;
}
