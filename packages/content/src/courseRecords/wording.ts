import { NBSP } from '../format.ts';
import { isMissing } from '../model/placeholder.ts';
import type { Certifying } from './courseRecord.ts';

/** The France compétences page of an RNCP registration (the register's address shape). */
export const rncpHref = (rncp: number) => `https://www.francecompetences.fr/recherche/rncp/${rncp}/` as const;

/** « RNCP 40377 », on one line. */
export const rncpCode = (rncp: number) => `RNCP${NBSP}${rncp}`;

/**
 * The registered wording of a certification, the one France compétences' rules ask for: « titre
 * « … » de niveau 6 inscrit au RNCP n° 40377, certificateur … ». Parts not supplied are left out,
 * never guessed; `undefined` while the title itself is not known.
 */
export function registeredWording(certification: Certifying): string | undefined {
  const { title, level, rncp, certifier } = certification;
  if (isMissing(title)) return undefined;
  return [
    `titre « ${title} »`,
    isMissing(level) ? '' : ` de niveau ${level}`,
    isMissing(rncp) ? ' inscrit au RNCP' : ` inscrit au RNCP n°${NBSP}${rncp}`,
    isMissing(certifier) ? '' : `, certificateur ${certifier}`,
  ].join('');
}
