import { NBSP, NNBSP } from '@ecole/content/format';
import { typesetText } from '@ecole/content/pages/typeset';

/**
 * French typography, fixed when a person saves in the editor rather than refused (issue 35): the
 * same spacing rules as the pages (`typesetText`, packages/content/src/pages/typeset.ts: a narrow
 * no-break space before ; ! ? :, a no-break space before % € » and after «), plus what a keyboard
 * types that French does not print: straight apostrophes and quotes, a missing space before a
 * sign, two spaces in a row, spaces at the ends. What it returns passes the content checks
 * (`typography.test.ts` proves it against `TYPOGRAPHY_RULES`).
 */
export function fixTypography(text: string): string {
  let fixed = text
    .replace(/\r\n?|\n|\t/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  // "…" typed with straight quotes becomes « … ».
  fixed = fixed.replace(/"([^"]+)"/g, '« $1 »');
  // The typewriter apostrophe, the backquote and the acute accent used as one.
  fixed = fixed.replace(/['`´]/g, '’');
  // A sign typed right after a word gets its narrow space (« Bonjour! » → « Bonjour ! »); a time (10:30) keeps none.
  fixed = fixed.replace(/([\p{L}\p{N})»])([;!?])/gu, `$1${NNBSP}$2`);
  fixed = fixed.replace(/([\p{L})»])(:)(?=\s|$)/gu, `$1${NNBSP}$2`);
  // A figure followed at once by % or € (« 100% » → « 100 % »).
  fixed = fixed.replace(/(\d)([%€])/g, `$1${NBSP}$2`);
  // Quotes typed without their inner spaces (« «texte» »).
  fixed = fixed.replace(/«(?=[^\s\u00a0\u202f])/g, `«${NBSP}`).replace(/(?<=[^\s\u00a0\u202f])»/g, `${NBSP}»`);
  return typesetText(fixed);
}

/** A path in a data file: keys, `*` for every item of a list. */
export type TextPath = readonly string[];

/** One change the editor's save makes to an entry: a key path (list items by index), and its new value or its removal. */
export interface Edit {
  path: (string | number)[];
  value?: unknown;
  remove?: true;
}

/** The typography fixes of every text at `paths` in `data` (a data file, parsed). */
export function textEdits(data: unknown, paths: readonly TextPath[]): Edit[] {
  const edits: Edit[] = [];
  const visit = (node: unknown, path: TextPath, at: (string | number)[]) => {
    if (node === null || typeof node !== 'object') return;
    const [key, ...rest] = path;
    if (key === undefined) return;
    const keys: (string | number)[] = key === '*' ? (Array.isArray(node) ? node.map((_, index) => index) : Object.keys(node)) : [key];
    for (const each of keys) {
      const child = (node as Record<string | number, unknown>)[each];
      if (rest.length > 0) visit(child, rest, [...at, each]);
      else if (typeof child === 'string' && fixTypography(child) !== child) edits.push({ path: [...at, each], value: fixTypography(child) });
    }
  };
  for (const path of paths) visit(data, path, []);
  return edits;
}

const STATUSES = new Set(['confirmed', 'provisional', 'missing']);
const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * What the editor leaves that the schema refuses, removed: an empty value or « meanwhile » beside a
 * fact's status (Decap writes empty strings for fields a person cleared), a value left on a fact
 * marked missing, a « meanwhile » left on a fact that is not.
 */
export function tidyEdits(data: unknown, at: (string | number)[] = []): Edit[] {
  if (data === null || typeof data !== 'object') return [];
  const entries: [string | number, unknown][] = Array.isArray(data) ? data.map((item, index) => [index, item]) : Object.entries(data);
  const record = data as Record<string, unknown>;
  const edits: Edit[] = [];
  if (!Array.isArray(data) && typeof record.status === 'string' && STATUSES.has(record.status)) {
    if ('meanwhile' in record && (isEmpty(record.meanwhile) || record.status !== 'missing')) edits.push({ path: [...at, 'meanwhile'], remove: true });
    if ('value' in record && (isEmpty(record.value) || record.status === 'missing')) edits.push({ path: [...at, 'value'], remove: true });
  }
  for (const [key, value] of entries) edits.push(...tidyEdits(value, [...at, key]));
  return edits;
}

/** `edits` applied to a plain object (the tests; the browser applies them to Decap's immutable entry). */
export function applyEdits<T>(data: T, edits: readonly Edit[]): T {
  for (const edit of edits) {
    const parent = edit.path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], data) as Record<
      string | number,
      unknown
    >;
    const last = edit.path.at(-1)!;
    if (edit.remove) delete parent[last];
    else parent[last] = edit.value;
  }
  return data;
}
