import { dayError } from '@ecole/cli';

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
    // A day that exists: 2026-02-30 is refused here, not by PostgreSQL in English.
    const wrong = value === undefined ? undefined : dayError(`--${key}`, value);
    if (wrong !== undefined) return wrong;
  }
  if (from && to && from > to) return `La période est à l’envers\u00a0: --from ${from} est après --to ${to}.`;
  return undefined;
}
