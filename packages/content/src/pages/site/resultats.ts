import { formatPercent } from '../../format.ts';
import { definePage } from '../../model/page.ts';
import { placeholder } from '../../model/placeholder.ts';
import { CONSOLIDATING, RESULTS_BY_DIPLOMA, RESULTS_SOURCE } from '../../results.ts';
import { FIGURES } from '../../school.ts';

/**
 * Published results (`/resultats`, issue « Beyond the school sites » §3): every indicator of
 * art. L6111-8 for each diploma, with its period, cohort and source, and the figures the site
 * announces. None is supplied yet: the page says the data are being consolidated.
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
      kind: 'results',
      id: 'indicateurs',
      title: 'Les indicateurs publiés',
      intro: `L’article L6111-8 du Code du travail demande à chaque CFA de publier chaque année, pour chaque diplôme, six indicateurs, quand les effectifs sont suffisants. Nous les publions ici dès qu’ils sont établis.`,
      status: `${CONSOLIDATING} : les valeurs seront publiées ici avec leur période, leur effectif et leur source, dès qu’elles seront établies.`,
      missing: { value: 'En cours de consolidation', other: 'À publier' },
      diplomas: RESULTS_BY_DIPLOMA,
      note: `Source des définitions : ${RESULTS_SOURCE}.`,
    },
    {
      kind: 'figures',
      id: 'chiffres-annonces',
      title: 'Les chiffres que nous annonçons',
      intro: 'Deux chiffres figurent sur nos pages. Ils seront rattachés ici à leur période, à leur effectif et à leur source.',
      tone: 'surface',
      items: [
        {
          value: formatPercent(FIGURES.graduatesEmployedWithin3Months),
          label: 'de nos diplômés en emploi dans les 3 mois',
          placeholder: placeholder(
            `« ${formatPercent(FIGURES.graduatesEmployedWithin3Months)} de diplômés en emploi dans les 3 mois » : période, effectif et source à publier (${CONSOLIDATING.toLowerCase()}).`,
          ),
        },
        {
          value: formatPercent(FIGURES.apprenticesHiredAfterTraining),
          label: 'de nos apprentis embauchés à l’issue de leur formation',
          placeholder: placeholder(
            `« ${formatPercent(FIGURES.apprenticesHiredAfterTraining)} d’apprentis embauchés à l’issue de leur formation » : période, effectif et source à publier (${CONSOLIDATING.toLowerCase()}).`,
          ),
        },
      ],
      note: `${CONSOLIDATING} : leur période, leur effectif et leur source seront publiés ici.`,
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
