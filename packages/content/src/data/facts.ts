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

/** The facts of one data file, read by the typed modules that turn it into the pages' model. */
export interface DataFile {
  /** A fact the pages always show: its value, registered for the launch check unless confirmed. */
  value<T>(fact: Fact<T>): T;
  /** A fact a page can do without: its value, or `Missing` (needed on `neededOn`) until the school gives it. */
  known<T>(fact: Fact<T>, neededOn: readonly string[]): Known<T>;
  /** The fact's id (`legal.siret`; `course.formation-ia.price` with the prefix `course.formation-ia.`). */
  idOf(fact: Fact<unknown>): string;
}

/**
 * The facts of `data`, read from the file `file` (its name under `packages/content/data/`). A fact
 * is found by identity, so its id is its place in the file: `SCHOOL_DATA.legal.siret` is
 * `legal.siret` (with `idPrefix` before it), and the launch check names the file and field.
 */
export function dataFile(file: string, data: unknown, idPrefix = ''): DataFile {
  const pointers = new Map<unknown, string>(factsIn(data).map(({ pointer, fact }) => [fact, pointer]));
  const sourceOf = (fact: Fact<unknown>): FactSource => {
    const pointer = pointers.get(fact);
    if (pointer === undefined) throw new Error(`Ce fait n’est pas dans ${file} : lisez-le depuis les données de ce fichier.`);
    return { file, pointer };
  };
  const idOf = (fact: Fact<unknown>) => `${idPrefix}${dotted(sourceOf(fact).pointer)}`;
  return {
    idOf,
    value<T>(fact: Fact<T>): T {
      const source = sourceOf(fact);
      if (fact.status === 'missing' || fact.value === undefined) {
        throw new Error(`${file} : le champ ${dotted(source.pointer)} doit avoir une valeur (les pages l’affichent) ; « provisional » en attendant la vraie.`);
      }
      if (fact.status === 'provisional') registerDataFact(idOf(fact), shownValue(fact.value), source);
      return fact.value;
    },
    known<T>(fact: Fact<T>, neededOn: readonly string[]): Known<T> {
      const source = sourceOf(fact);
      if (fact.status === 'confirmed' && fact.value !== undefined) return fact.value;
      const id = idOf(fact);
      if (fact.status === 'provisional' && fact.value !== undefined) {
        registerDataFact(id, shownValue(fact.value), source, neededOn);
        return fact.value;
      }
      registerDataFact(id, fact.meanwhile ?? '', source, neededOn);
      const missing: Missing = { missing: true, id, ...(fact.meanwhile !== undefined ? { meanwhile: fact.meanwhile } : {}) };
      return missing;
    },
  };
}
