import { NBSP } from '../format.ts';

/**
 * French spacing for page copy (preamble standards): a no-break space before `: ; ! ? % €` and
 * `»`, after `«`, and between a number and `h` or `min`, so a line never starts with punctuation
 * or a lone unit. Copy is written with plain spaces, easier to type and review; `typeset` fixes
 * every string of a copy object.
 */
export function typesetText(text: string): string {
  return text
    .replace(/ ([:;!?%€»])/g, `${NBSP}$1`)
    .replace(/« /g, `«${NBSP}`)
    // `24 h`, `30 min`: a number stays with its unit.
    .replace(/(\d) (h|min)\b/g, `$1${NBSP}$2`);
}

/** Applies `typesetText` to every string inside `value`, keeping its type. */
export function typeset<T>(value: T): T {
  if (typeof value === 'string') return typesetText(value) as T;
  if (Array.isArray(value)) return value.map((item) => typeset(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, typeset(item)])) as T;
  }
  return value;
}
