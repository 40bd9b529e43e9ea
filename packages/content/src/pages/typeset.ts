import { NBSP, NNBSP } from '../format.ts';

/**
 * French spacing for page copy (preamble standards): a narrow no-break space before `; ! ? :`, a
 * no-break space before `% €` and `»` and after `«`, and between a number and `h` or `min`, so
 * a line never starts with punctuation or a lone unit. Copy is written with plain spaces, easier
 * to type and review; `typeset` fixes every string of a copy object.
 */
export function typesetText(text: string): string {
  return (
    text
      .replace(/[ \u00a0\u202f]([;!?:])/g, `${NNBSP}$1`)
      .replace(/[ \u202f]([%€»])/g, `${NBSP}$1`)
      .replace(/«[ \u202f]/g, `«${NBSP}`)
      // `24 h`, `30 min`: a number stays with its unit.
      .replace(/(\d) (h|min)\b/g, `$1${NBSP}$2`)
  );
}

/** Keys that hold addresses or identifiers, never prose: left as written. */
export const NOT_PROSE: ReadonlySet<string> = new Set([
  'href',
  'id',
  'kind',
  'type',
  'path',
  'image',
  'defaultTab',
  'defaultReason',
  'reason',
  'course',
  'startDate',
  'asOf',
  'effectiveFrom',
  'contractsFrom',
  'contractsUntil',
  'checkedOn',
]);

/** Applies `typesetText` to every prose string inside `value`, keeping its type. */
export function typeset<T>(value: T): T {
  if (typeof value === 'string') return typesetText(value) as T;
  if (Array.isArray(value)) return value.map((item) => typeset(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, NOT_PROSE.has(key) ? item : typeset(item)])) as T;
  }
  return value;
}
