import { CLAIMS, claimFigure } from '../../claims.ts';
import { contactHref } from '../../contactReasons.ts';
import { BACHELOR } from '../../courses.ts';
import { formatPercent } from '../../format.ts';
import { definePage } from '../../model/page.ts';

const partner = contactHref('collectivite');

/**
 * Local authorities (`/collectivites`). The spec gives this page no content: it says what the
 * school offers a territory in general terms, with the one figure the spec gives (26 % of young
 * people leave their region to study), and asks for a contact. No partner, figure or programme is
 * named that the school has not supplied.
 */
export const page = definePage({
  path: '/collectivites',
  description: `Communes, intercommunalités, départements, régions : formez les jeunes de votre territoire au marketing digital, en alternance et sans qu’ils partent.`,
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Collectivités',
      title: 'Formez les jeunes de votre territoire, sans qu’ils aient à partir',
      subtitle:
        'Communes, communautés de communes, départements, régions : avec l’alternance 100 % à distance, les jeunes se forment au marketing digital depuis chez eux et travaillent dans les entreprises de votre territoire.',
      bullets: [
        'Des jeunes formés sur place, à un métier d’avenir',
        'Des compétences numériques pour vos entreprises locales',
        'Une formation gratuite et rémunérée pour l’apprenti',
      ],
      actions: [
        { label: 'Devenir partenaire', href: partner },
        { label: 'Ce que nous proposons', href: '#partenariats' },
      ],
      illustration: 'region',
    },
    {
      kind: 'figures',
      title: 'Un enjeu pour votre territoire',
      items: [
        ...claimFigure(CLAIMS.youngPeopleLeaving),
        { value: formatPercent(100), label: 'des cours à distance : on se forme depuis chez soi' },
        {
          value: `${BACHELOR.rhythm.companyDaysPerWeek} jours sur ${BACHELOR.rhythm.companyDaysPerWeek + BACHELOR.rhythm.schoolDaysPerWeek}`,
          label: 'en entreprise, près de chez soi',
        },
      ],
      note: 'Chaque départ, ce sont des compétences en moins pour les entreprises locales. Une formation 100 % à distance permet aux jeunes d’obtenir un diplôme reconnu tout en restant près de chez eux.',
    },
    {
      kind: 'cards',
      title: 'Ce que l’alternance à distance apporte à votre territoire',
      items: [
        {
          title: 'Des jeunes qui restent',
          description: 'Ils suivent leurs cours en visioconférence depuis chez eux : pas besoin de partir vers une grande ville pour se former.',
        },
        {
          title: 'Des entreprises mieux armées',
          description: `Commerces, artisans, TPE et PME accueillent un alternant ${BACHELOR.rhythm.companyDaysPerWeek} jours par semaine pour développer leur présence en ligne.`,
        },
        {
          title: 'Un accès égal à la formation',
          description: 'Où qu’ils habitent, en ville comme à la campagne, les jeunes accèdent aux mêmes cours et au même accompagnement.',
        },
        {
          title: 'Des diplômes reconnus',
          description: 'Nos formations préparent des certifications inscrites au RNCP, du niveau 5 au niveau 7, avec l’intelligence artificielle au programme.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'partenariats',
      title: 'Construisons un partenariat',
      intro: 'Chaque territoire a ses besoins : nous définissons ensemble les actions qui vous conviennent.',
      tone: 'surface',
      columns: 'two',
      items: [
        {
          title: 'Informer les jeunes',
          description:
            'Présenter l’alternance à distance aux jeunes de votre territoire et à celles et ceux qui les accompagnent, avec des supports et des interventions adaptés.',
        },
        {
          title: 'Relier les entreprises locales',
          description:
            'Faire connaître l’alternance aux entreprises de votre territoire et les mettre en relation avec des candidats qui habitent près de chez elles.',
        },
        {
          title: 'Organiser des événements',
          description: 'Réunions d’information, ateliers, rencontres entre jeunes et entreprises : sur place ou en ligne, selon vos besoins.',
        },
        {
          title: 'Accompagner les demandeurs d’emploi',
          description:
            'L’alternance est aussi ouverte aux adultes en reconversion : construisons ensemble des parcours pour les demandeurs d’emploi de votre territoire.',
        },
      ],
    },
    {
      kind: 'steps',
      title: 'Comment travailler ensemble ?',
      items: [
        { title: 'Vous nous contactez', description: 'Quelques mots sur votre collectivité et sur ce que vous souhaitez mettre en place.' },
        { title: 'Nous faisons le point', description: 'Un échange pour comprendre les besoins de votre territoire, de ses jeunes et de ses entreprises.' },
        { title: 'Nous construisons le partenariat', description: 'Nous vous proposons des actions concrètes, que nous mettons en œuvre ensemble.' },
      ],
    },
    {
      kind: 'callToAction',
      title: 'Parlons de votre territoire',
      text: 'Élus, services jeunesse, emploi ou développement économique : écrivez-nous, nous revenons vers vous pour en discuter.',
      actions: [
        { label: 'Proposer un partenariat', href: partner },
        { label: 'Découvrir nos formations', href: '/programmes', style: 'outline' },
      ],
    },
  ],
});
