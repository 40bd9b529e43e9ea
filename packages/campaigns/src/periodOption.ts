/** A day on the command line: `--from` / `--to` of campaign-report and lead-report. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What is wrong with a `--from … --to …` period, in French, or undefined when it is a valid
 * (possibly open) period: each bound a calendar day `AAAA-MM-JJ`, and `from` not after `to`.
 * One check for both reports, so they refuse the same periods with the same words.
 */
export function periodError({ from, to }: { from?: string | undefined; to?: string | undefined }): string | undefined {
  for (const [key, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (value !== undefined && (!DAY.test(value) || Number.isNaN(Date.parse(value)))) {
      return `Date invalide pour --${key}\u00a0: «\u00a0${value}\u00a0» (attendu AAAA-MM-JJ).`;
    }
  }
  if (from && to && from > to) return `La période est à l’envers\u00a0: --from ${from} est après --to ${to}.`;
  return undefined;
}
