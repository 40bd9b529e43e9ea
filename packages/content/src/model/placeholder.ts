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
  /** Stable key, e.g. `school.phone`. */
  id: string;
  /** What it is, in French. */
  label: string;
  /** The provisional value shown until the school supplies the real one. */
  value: string;
}

const pendingFacts = new Map<string, PendingFact>();

/**
 * Declares a provisional value of a school fact and returns it unchanged, so facts modules read
 * naturally: `phone: pendingFact('school.phone', 'Téléphone', '02 43 00 00 00')`.
 */
export function pendingFact<const T extends string>(id: string, label: string, value: T): T {
  pendingFacts.set(id, { id, label, value });
  return value;
}

/** Every provisional fact declared so far (modules declare theirs when they are loaded). */
export function listPendingFacts(): PendingFact[] {
  return [...pendingFacts.values()];
}
