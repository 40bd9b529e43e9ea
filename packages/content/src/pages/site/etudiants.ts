import { paySimulatorSection } from '../../apprenticeship/sections.ts';
import { CLAIMS, claimFigure } from '../../claims.ts';
import { BACHELOR } from '../../courses.ts';
import { courseTeaserCard } from '../../courseTeasers.ts';
import { APPLICATION_STEPS } from '../../journey.ts';
import { definePage } from '../../model/page.ts';
import { APPLICATION } from '../../school.ts';

/**
 * The students' landing (`/etudiants`, spec §2: « stay in your region », pointing to /candidater):
 * studies 100 % remote from home, work in a company nearby, free and paid, and the pay itself (the
 * legal grid and its simulator, with the SMIC in force on `asOf`).
 */
export function pageAsOf(asOf: string) {
  const pay = paySimulatorSection(asOf, { tone: 'surface' });
  return definePage({
    path: '/etudiants',
    description: `Avec l’alternance 100 % à distance, formez-vous au marketing digital près de chez vous, sans déménager : une formation gratuite et payée.`,
    sections: [
      {
        kind: 'hero',
        title: 'Étudiez le marketing digital sans quitter votre région',
        subtitle:
          'Avec l’alternance 100 % à distance, vous suivez vos cours depuis chez vous et vous travaillez dans une entreprise près de chez vous. Pas de déménagement, pas de frais de formation, un salaire chaque mois.',
        bullets: ['Cours 100 % à distance, depuis chez vous', 'Une entreprise de votre région', 'Formation gratuite et rémunérée'],
        actions: [
          { label: 'Je postule', href: '/candidater' },
          { label: 'Nos formations', href: '#formations' },
        ],
        illustration: 'region',
      },
      {
        kind: 'figures',
        title: 'Partir pour étudier, ce n’est plus une obligation',
        items: [...claimFigure(CLAIMS.youngPeopleLeaving), ...claimFigure(CLAIMS.graduatesEmployed), ...claimFigure(CLAIMS.apprenticesHired)],
        note: 'Avec nous, vous gardez votre logement, vos proches et vos habitudes, et vous obtenez quand même un diplôme reconnu.',
      },
      {
        kind: 'cards',
        title: 'Étudier chez vous, travailler près de chez vous',
        items: [
          {
            title: '100 % à distance',
            description: `${BACHELOR.classes} : vous suivez vos cours depuis chez vous, ${BACHELOR.rhythm.schoolDaysPerWeek} jour par semaine, sans trajet ni loyer d’étudiant.`,
          },
          {
            title: 'Une entreprise de votre région',
            description: `Vous travaillez ${BACHELOR.rhythm.companyDaysPerWeek} jours par semaine dans une entreprise près de chez vous, et nous vous aidons à la trouver.`,
          },
          {
            title: 'Gratuite',
            description: 'La formation ne vous coûte rien : les frais sont pris en charge dans le cadre du contrat d’apprentissage.',
          },
          {
            title: 'Rémunérée',
            description:
              'Votre contrat d’apprentissage vous verse un salaire : un pourcentage du SMIC selon votre âge et votre niveau, qui augmente progressivement.',
          },
        ],
      },
      ...(pay ? [pay] : []),
      {
        kind: 'cards',
        id: 'formations',
        title: 'Nos formations en alternance',
        intro: 'Des diplômes inscrits au RNCP, du niveau 5 au niveau 7, et l’intelligence artificielle au programme de chaque formation.',
        items: [
          courseTeaserCard('bachelor-marketing-digital', 'Découvrir le Bachelor'),
          courseTeaserCard('community-manager', 'Découvrir la formation'),
          courseTeaserCard('digital-business-developer', 'Découvrir la formation'),
        ],
      },
      {
        kind: 'steps',
        title: 'Comment candidater ?',
        tone: 'surface',
        items: APPLICATION_STEPS,
        actions: [{ label: 'Je commence ma candidature', href: '/candidater' }],
      },
      {
        kind: 'callToAction',
        title: 'Votre avenir se construit près de chez vous',
        text: `La candidature prend ${APPLICATION.minutesToApply} minutes. Nous vous rappelons pour un entretien, puis nous vous aidons à trouver votre entreprise.`,
        actions: [
          { label: 'Je postule maintenant', href: '/candidater' },
          { label: 'Les questions des étudiants', href: '/faq#etudiants', style: 'outline' },
        ],
      },
    ],
  });
}
