import type { Link } from './model/link.ts';

/**
 * Links to the published results (/resultats) from the pages that show one of the school's result
 * figures (97 %, 87 %). Apart from `results.ts`, so those pages do not carry the results' data.
 */

/** Inside a sentence: « … embauchés à l’issue de leur formation (nos résultats). » */
export const RESULTS_LINK = { label: 'nos résultats', href: '/resultats' } as const satisfies Link;

/** Under a key figure (`FigureItem.source`). */
export const RESULTS_SOURCE_LINK = { label: 'Source : nos résultats', href: '/resultats' } as const satisfies Link;
