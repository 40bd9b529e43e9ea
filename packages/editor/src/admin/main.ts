// The editor's own script, in the browser beside Decap CMS (served by `npm run edit`, src/server.ts):
// before a save, French typography on the texts and the facts tidied, so the schema and the
// content checks accept what a person typed (issue 35: fixed rather than refused).
import { type Edit, type TextPath, textEdits, tidyEdits } from '../typography.ts';

/** Decap's entry: an Immutable.js map (https://decapcms.org/docs/registering-events/). */
interface ImmutableMap {
  get(key: string | number): unknown;
  has(key: string | number): boolean;
  set(key: string | number, value: unknown): ImmutableMap;
  keySeq(): { toArray(): (string | number)[] };
  toJS(): unknown;
  toOrderedMap(): ImmutableMap;
  clear(): ImmutableMap;
  map(mapper: (value: unknown) => unknown): ImmutableMap;
  setIn(path: (string | number)[], value: unknown): ImmutableMap;
  deleteIn(path: (string | number)[]): ImmutableMap;
}

/** A field of the configuration, as far as the order of a file's keys needs it. */
interface FieldOrder {
  name: string;
  fields?: FieldOrder[];
  field?: FieldOrder;
}

const isImmutable = (value: unknown): value is ImmutableMap => typeof (value as ImmutableMap | null)?.toOrderedMap === 'function';
const isList = (value: unknown) => typeof (value as { setSize?: unknown } | null)?.setSize === 'function';

/**
 * The entry's keys in the schema's order (the configuration's fields): Decap loads a file into an
 * Immutable map, unordered beyond 8 keys, and would write `school/legal.json` shuffled at each save; in
 * order, a change is a one-line diff a person can review.
 */
function ordered(node: unknown, fields: readonly FieldOrder[] | undefined): unknown {
  if (!isImmutable(node) || !fields) return node;
  if (isList(node)) return node.map((item) => ordered(item, fields));
  let result = node.toOrderedMap().clear();
  const known = new Set(fields.map((field) => field.name));
  for (const field of fields) {
    if (node.has(field.name)) result = result.set(field.name, ordered(node.get(field.name), field.fields));
  }
  // Keys the schema does not know stay, after: the checks name them.
  for (const key of node.keySeq().toArray()) if (!known.has(String(key))) result = result.set(key, node.get(key));
  return result;
}

/** The fields of a file of the configuration. */
function fileFields(collection: string, file: string): FieldOrder[] | undefined {
  const { collections } = window.ECOLE_EDITOR.config as { collections: { name: string; files: { name: string; fields: FieldOrder[] }[] }[] };
  return collections.find((each) => each.name === collection)?.files.find((each) => each.name === file)?.fields;
}

interface DecapCms {
  registerEventListener(listener: { name: 'preSave'; handler: (event: { entry: ImmutableMap }) => ImmutableMap }): void;
  init(options: { config: unknown }): void;
}

declare global {
  interface Window {
    CMS: DecapCms;
    ECOLE_EDITOR: { config: unknown; textPaths: Record<string, TextPath[]> };
  }
}

const { config, textPaths } = window.ECOLE_EDITOR;

window.CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const data = entry.get('data') as ImmutableMap;
    const plain = data.toJS();
    const collection = String(entry.get('collection'));
    const file = String(entry.get('slug'));
    const paths = textPaths[`${collection}/${file}`] ?? [];
    // Texts first (their paths exist), then the removals, then the schema's order.
    const edits: Edit[] = [...textEdits(plain, paths), ...tidyEdits(plain)];
    const edited = edits.reduce((next, edit) => (edit.remove ? next.deleteIn(edit.path) : next.setIn(edit.path, edit.value)), data);
    return ordered(edited, fileFields(collection, file)) as ImmutableMap;
  },
});

window.CMS.init({ config });
