import type { PagePath } from './page.ts';
import type { HeroSection, Section } from './sections.ts';

/**
 * A cookie-free experiment on a landing page (issue 37): two versions of one page, both
 * prerendered in the same build; the proxies draw one at random for each visit that arrives from
 * outside the site (the visit count's own rule) and serve it, with no cookie and no storage, and
 * write it into the access log; the page's form sends it with the request. Declared before it
 * starts, with what it needs to conclude (docs/staff.md, « Experiments »).
 */
export interface Experiment {
  /** `formation-ia-titre`: lower-case letters, digits and hyphens; what the log and the request carry. */
  id: string;
  /** The page tested. Its form must be on it: the variant reaches the request through that form. */
  landing: PagePath;
  /** What B is expected to change, and why, in one sentence (shown on the desk and in the report). */
  hypothesis: string;
  /** The first UTC day counted, `YYYY-MM-DD`. */
  start: string;
  /**
   * The day the proxies stopped drawing (its last day counted). While unset, the experiment is
   * running: the build prerenders its variants and the proxies draw.
   */
  end?: string;
  /**
   * Stated before the start (the sequential test of sequentialTest.ts needs both): the share of
   * visits that bring a request on the page as it is (A), and the smallest relative rise of that
   * share B must bring to be worth it (0.3: from 3 % to 3,9 %).
   */
  baselineRate: number;
  minimumLift: number;
  /**
   * N of the sequential test: requests of both variants after which the experiment ends with no
   * winner, for a power of 80 % at `minimumLift` (`requestsNeededFor`; the content tests check it).
   */
  requestsNeeded: number;
  /** The visits of both variants expected to bring N requests at the stated rates (`visitsNeededFor`). */
  visitsNeeded: number;
  variants: { a: VariantDeclaration; b: VariantDeclaration & { changes: VariantChanges } };
}

export interface VariantDeclaration {
  /** What the staff read for it: « Titre actuel (temps gagné) ». */
  label: string;
}

/** What variant B changes on the page: for now, its hero's words. */
export interface VariantChanges {
  hero: Partial<Pick<HeroSection, 'title' | 'subtitle'>>;
}

export const VARIANTS = ['a', 'b'] as const;
export type VariantName = (typeof VARIANTS)[number];

/** `formation-ia-titre:b`: the variant as the log line, the counters and the request carry it. */
export function variantKey(experiment: Pick<Experiment, 'id'>, variant: VariantName): string {
  return `${experiment.id}:${variant}`;
}

/** Whether the proxies draw for it (its variants prerendered): declared and not ended. */
export function isRunning(experiment: Pick<Experiment, 'end'>): boolean {
  return experiment.end === undefined;
}

/**
 * The page as one variant of an experiment serves it: the same page, same path (its canonical
 * link names the page itself), with B's changes, and its forms sending the variant. A is the page
 * as it is, which only its forms tell apart from the copy internal navigations get (they are no
 * part of the experiment and send none).
 */
export function variantPage<P extends { path: string; sections: readonly Section[] }>(page: P, experiment: Experiment, variant: VariantName): P {
  const key = variantKey(experiment, variant);
  const sections = page.sections.map((section): Section => {
    if (section.kind === 'contactForm') return { ...section, experimentVariant: key };
    if (section.kind === 'hero' && variant === 'b') return { ...section, ...experiment.variants.b.changes.hero };
    return section;
  });
  return { ...page, sections };
}
