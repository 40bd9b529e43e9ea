import { CLAIM_LIST, CLAIMS_ANCHOR } from '../../claims.ts';
import { type PublishedDiploma, RESULTS_DIPLOMAS } from '../../courseRecords/resultsDiplomas.ts';
import { formatNumber } from '../../format.ts';
import type { RichText } from '../../model/link.ts';
import { definePage } from '../../model/page.ts';
import type { ResultsSection } from '../../model/sections.ts';
import { CONSOLIDATING, INSERJEUNES, inserJeunesCovers, RESULTS_SOURCE, resultIndicators, resultsAnchor, SMALL_COHORT } from '../../results.ts';

const TO_PUBLISH = 'À publier';

/** Where the ministries' InserJeunes publication stands for a diploma: covered (a link), not covered (why), or nothing while its level is not known. */
function inserJeunesNote(diploma: PublishedDiploma): RichText | undefined {
  const covered = inserJeunesCovers(diploma.level);
  if (covered === undefined) return undefined;
  if (covered) return ['Les résultats de ce diplôme sont aussi publiés par les ministères : ', INSERJEUNES.link, '.'];
  return [
    `Ce titre de niveau ${diploma.level} n’entre pas dans la publication des ministères, `,
    INSERJEUNES.link,
    ', qui couvre les diplômes du CAP au BTS (niveaux 3 à 5) : nos propres indicateurs ci-dessus sont la seule source.',
  ];
}

/** One diploma's indicators, with their period, cohort and source, or « En cours de consolidation ». */
function diplomaSection(diploma: PublishedDiploma): ResultsSection {
  const indicators = resultIndicators(diploma);
  const note = inserJeunesNote(diploma);
  return {
    kind: 'results',
    id: resultsAnchor(diploma.course),
    title: diploma.name,
    ...(diploma.wording ? { intro: `${diploma.wording.charAt(0).toUpperCase()}${diploma.wording.slice(1)}.` } : {}),
    ...(indicators.some((indicator) => indicator.value === undefined)
      ? { status: `${CONSOLIDATING} : chaque valeur sera publiée ici avec sa période, son effectif et sa source, dès qu’elle sera établie.` }
      : {}),
    missing: { value: 'En cours de consolidation', other: TO_PUBLISH },
    caption: `Indicateurs : ${diploma.name}`,
    indicators,
    ...(note ? { note } : {}),
  };
}

/** The claimed figures with a label (the craftspeople's has none yet, and is shown nowhere). */
const claimed = CLAIM_LIST.flatMap((claim) => (typeof claim.label === 'string' ? [{ ...claim, label: claim.label }] : []));

/**
 * Published results (`/resultats`): for each diploma prepared in apprenticeship, the indicators of
 * art. L6111-8 with their period, cohort and source (counts under `SMALL_COHORT` people), where the
 * ministries' InserJeunes publication stands for it, and every figure the site claims with its
 * period, cohort and source, or said to be still being checked. Course pages link to their
 * diploma's section; pages that show a figure link to the list of claimed figures.
 */
export const page = definePage({
  path: '/resultats',
  description:
    'Taux d’obtention, de poursuite d’études, d’interruption, d’insertion, valeur ajoutée et ruptures de contrat : les résultats de chacun de nos diplômes.',
  sections: [
    {
      kind: 'hero',
      title: 'Nos résultats, diplôme par diplôme',
      subtitle:
        'Chaque année, un centre de formation d’apprentis publie les résultats de ses formations. Vous les trouverez ici, chacun avec sa période, l’effectif sur lequel il porte et sa source.',
      illustration: 'success',
    },
    {
      kind: 'prose',
      id: 'lire',
      title: 'Comment lire ces indicateurs',
      blocks: [
        {
          type: 'paragraph',
          text: `L’article L6111-8 du Code du travail demande à chaque centre de formation d’apprentis de publier chaque année, pour chaque diplôme, six indicateurs. Chacun porte sur une période (une promotion) et sur un effectif : le nombre d’apprentis qu’il compte.`,
        },
        {
          type: 'paragraph',
          text: `Quand une promotion compte moins de ${formatNumber(SMALL_COHORT)} apprentis, nous donnons le nombre (par exemple « 9 sur 12 ») plutôt qu’un taux : sur un si petit effectif, une seule personne fait varier un taux de plus de 5 points, et un pourcentage laisserait croire à une précision qu’il n’a pas.`,
        },
        { type: 'paragraph', text: `Source des définitions : ${RESULTS_SOURCE}.` },
      ],
    },
    ...RESULTS_DIPLOMAS.map(diplomaSection),
    {
      kind: 'table',
      id: CLAIMS_ANCHOR,
      title: 'Les chiffres que nous annonçons',
      intro:
        'Ces chiffres figurent sur nos pages. Chacun y renvoie ici : tant que sa période, son effectif et sa source ne sont pas publiés, nos pages le disent « en cours de vérification ».',
      tone: 'surface',
      caption: 'Les chiffres annoncés sur le site, avec leur période, leur effectif et leur source',
      columns: ['Chiffre', 'Ce qu’il mesure', 'Période', 'Effectif', 'Source'],
      rows: claimed.map((claim) => [
        claim.value,
        claim.label,
        claim.published?.period ?? TO_PUBLISH,
        claim.published?.cohort ?? TO_PUBLISH,
        claim.published?.source ?? 'En cours de vérification',
      ]),
    },
    {
      kind: 'callToAction',
      title: 'Une question sur nos résultats ?',
      text: 'Écrivez-nous : nous vous répondons, et vous indiquons où en est la publication de chaque indicateur.',
      actions: [
        { label: 'Nous contacter', href: '/contact' },
        { label: 'Nos formations', href: '/programmes', style: 'outline' },
      ],
    },
  ],
});
