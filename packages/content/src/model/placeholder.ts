/**
 * Facts the school has not supplied yet (DESIGN.md §2.9). Two kinds, both listed by
 * `npm run launch-check` and refused by a production build (`SITE_ENV=production`):
 * - a scalar fact (brand, phone, SIRET…) is declared with `pendingFact()`: the value shows on the
 *   pages while the site is built, and the registry knows it is not real;
 * - a piece of page content (a testimonial, a logo, a quote) carries `placeholder: Placeholder`;
 *   the page says so to the visitor (an invented quote is never taken for a real customer's).
 */
export interface Placeholder {
  /** What the school must supply, in French, for the launch check. */
  note: string;
}

export const placeholder = (note: string): Placeholder => ({ note });

export interface PendingFact {
  /** Stable key, e.g. `school.phone`: for a fact of a data file, its place in the file (`legal.siret`). */
  id: string;
  /** What it is, in French; for a fact of a data file, empty here: its schema's titles say it (`describedPendingFacts`). */
  label: string;
  /** The provisional value shown until the school supplies the real one; empty for a `missingFact` the pages do not show. */
  value: string;
  /** The pages that need it, for a fact no page shows yet (`missingFact`): the launch check cannot find it by its value. */
  neededOn?: readonly string[];
  /** For a fact of a data file (`packages/content/data/`): the file and the field, where the school changes it. */
  source?: FactSource;
}

/** Where a fact lives in the data: `school/legal.json`, field `/siret` (a JSON pointer). */
export interface FactSource {
  file: string;
  pointer: string;
}

const pendingFacts = new Map<string, PendingFact>();

/**
 * Declares a provisional value of a school fact and returns it unchanged, so facts modules read
 * naturally: `phone: pendingFact('school.phone', 'Téléphone', '02 43 00 00 00')`.
 *
 * Free of side effects for the bundler (the annotation): only the launch check reads the registry,
 * and it loads the modules as they are (tsx), so a browser bundle may drop a fact none of its pages
 * shows, with its launch-check label (issue 25: no prerender-only data in client bundles).
 */
/*#__NO_SIDE_EFFECTS__*/
export function pendingFact<const T extends string>(id: string, label: string, value: T): T {
  pendingFacts.set(id, { id, label, value });
  return value;
}

/**
 * A fact a page needs that the school has not supplied and that no provisional value may stand in
 * for (a certifier, a registration date, a price): typed, so a record cannot hold it as if it were
 * known, and rendered as nothing, or as `meanwhile` where a neutral label is true (« Sur devis »).
 * Never its own instructions: those are for the launch check, which lists it with `neededOn`.
 */
export interface Missing {
  readonly missing: true;
  readonly id: string;
  /**
   * What the school must supply, in French (the launch check's words, never shown on a page). A
   * fact of a data file has none here: the launch check reads it from the file's schema.
   */
  readonly label?: string;
  /** What the page says meanwhile, only where it is true of the course today. */
  readonly meanwhile?: string;
}

/** A value the school has supplied, or the typed absence of one. */
export type Known<T> = T | Missing;

/** Declares a missing fact, needed on `neededOn`, and registers it for the launch check (bundlers: as `pendingFact`). */
/*#__NO_SIDE_EFFECTS__*/
export function missingFact(id: string, label: string, neededOn: readonly string[], meanwhile?: string): Missing {
  pendingFacts.set(id, { id, label, value: meanwhile ?? '', neededOn });
  return { missing: true, id, label, ...(meanwhile !== undefined ? { meanwhile } : {}) };
}

/**
 * Registers a fact of a data file that is not confirmed (provisional, or missing with `neededOn`)
 * for the launch check and the production gate. Its label is its schema's (the launch check
 * resolves it), so browser bundles carry no launch-check words. Bundlers: as `pendingFact`.
 */
/*#__NO_SIDE_EFFECTS__*/
export function registerDataFact(id: string, value: string, source: FactSource, neededOn?: readonly string[]): void {
  pendingFacts.set(id, { id, label: '', value, source, ...(neededOn ? { neededOn } : {}) });
}

export function isMissing(value: unknown): value is Missing {
  return typeof value === 'object' && value !== null && (value as { missing?: unknown }).missing === true;
}

/** Every provisional fact declared so far (modules declare theirs when they are loaded). */
export function listPendingFacts(): PendingFact[] {
  return [...pendingFacts.values()];
}
