import { type FactSource, type Known, type Missing, registerDataFact } from '../model/placeholder.ts';

/**
 * A fact of a data file (`packages/content/data/*.json`, DESIGN.md §2.15): its value and whether
 * the school has confirmed it. `provisional` is a stand-in the pages show while the launch check
 * lists it and a production build refuses it; `missing` has no value (the page shows nothing, or
 * `meanwhile` where a neutral label is true, « Sur devis »). The schema (`packages/content/schema/`)
 * says which value each fact takes and checks it once confirmed.
 */
export type FactStatus = 'confirmed' | 'provisional' | 'missing';

export interface Fact<T> {
  readonly value?: T;
  readonly status: FactStatus;
  readonly meanwhile?: string;
}

const STATUSES: ReadonlySet<unknown> = new Set<FactStatus>(['confirmed', 'provisional', 'missing']);

/** A fact object of a data file: an object whose `status` is one of the three. */
export function isFact(value: unknown): value is Fact<unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && STATUSES.has((value as { status?: unknown }).status);
}

/** `/legal/siret` → `legal.siret`; the keys of our data files hold no `.` nor `/`. */
const dotted = (pointer: string) => pointer.slice(1).replaceAll('/', '.');

/** Every fact object of `data` with its JSON pointer, in the file's order. */
export function factsIn(data: unknown, pointer = ''): { pointer: string; fact: Fact<unknown> }[] {
  if (isFact(data)) return [{ pointer, fact: data }];
  if (Array.isArray(data)) return data.flatMap((item, index) => factsIn(item, `${pointer}/${index}`));
  if (typeof data === 'object' && data !== null) {
    return Object.entries(data).flatMap(([key, item]) => (key === '$schema' ? [] : factsIn(item, `${pointer}/${key}`)));
  }
  return [];
}

const shownValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Where the facts of a part of a data file are: each fact object's place, found once. */
export interface FactIndex<D = unknown> {
  readonly file: string;
  readonly idPrefix: string;
  readonly data: D;
  readonly pointers: ReadonlyMap<unknown, string>;
}

/** Picks a fact out of a part's data: `(legal) => legal.siret`. */
export type FactPick<D, T> = (data: D) => Fact<T>;

/**
 * The facts of `data`, the data file `file` (its name under `packages/content/data/`), or its
 * part at `pointer`. A fact is then found by identity, so its id is its place in the file after
 * `idPrefix`: `legal.siret` in `school/legal.json`, `course.formation-ia.price` in
 * `courses/formation-ia.json`; the launch check names the file and field.
 *
 * One index per file, every function here free of side effects for the bundler, and a fact picked
 * by a function rather than read by the caller (a property read is kept by the minifier, a pure
 * call is not): a browser bundle keeps only the files its pages show (issue 25: the SIRET is not
 * in the AI course's scripts).
 */
/*#__NO_SIDE_EFFECTS__*/
export function factIndex<D>(file: string, data: D, pointer = '', idPrefix = ''): FactIndex<D> {
  return { file, idPrefix, data, pointers: new Map<unknown, string>(factsIn(data, pointer).map(({ pointer: at, fact }) => [fact, at])) };
}

function sourceOf(index: FactIndex<unknown>, fact: Fact<unknown>): FactSource {
  const pointer = index.pointers.get(fact);
  if (pointer === undefined) throw new Error(`Ce fait n’est pas dans ${index.file} : lisez-le depuis les données de ce fichier.`);
  return { file: index.file, pointer };
}

/** The fact's id: `legal.siret`, `course.formation-ia.price`. */
/*#__NO_SIDE_EFFECTS__*/
export function factId(index: FactIndex<unknown>, fact: Fact<unknown>): string {
  return `${index.idPrefix}${dotted(sourceOf(index, fact).pointer)}`;
}

/** A fact the pages always show: its value, registered for the launch check unless confirmed. */
/*#__NO_SIDE_EFFECTS__*/
export function factValue<D, T>(index: FactIndex<D>, pick: FactPick<D, T>): T {
  const fact = pick(index.data);
  const source = sourceOf(index, fact);
  if (fact.status === 'missing' || fact.value === undefined) {
    throw new Error(
      `${index.file} : le champ ${dotted(source.pointer)} doit avoir une valeur (les pages l’affichent) ; statut « provisional » en attendant la vraie.`,
    );
  }
  if (fact.status === 'provisional') registerDataFact(factId(index, fact), shownValue(fact.value), source);
  return fact.value;
}

/** A fact a page can do without: its value, or `Missing` (needed on `neededOn`) until the school gives it. */
/*#__NO_SIDE_EFFECTS__*/
export function factKnown<D, T>(index: FactIndex<D>, pick: FactPick<D, T>, neededOn: readonly string[]): Known<T> {
  const fact = pick(index.data);
  const source = sourceOf(index, fact);
  if (fact.status === 'confirmed' && fact.value !== undefined) return fact.value;
  const id = factId(index, fact);
  if (fact.status === 'provisional' && fact.value !== undefined) {
    registerDataFact(id, shownValue(fact.value), source, neededOn);
    return fact.value;
  }
  registerDataFact(id, fact.meanwhile ?? '', source, neededOn);
  const missing: Missing = { missing: true, id, ...(fact.meanwhile !== undefined ? { meanwhile: fact.meanwhile } : {}) };
  return missing;
}
