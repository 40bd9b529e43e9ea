import { paySimulatorSection } from '../../apprenticeship/sections.ts';
import { BUSINESS_DEVELOPER_RECORD, BUSINESS_DEVELOPER_SKILLS } from '../../courseRecords/apprenticeshipProfile.ts';
import { keyInformationSection } from '../../courseRecords/keyInformation.ts';
import { definePage } from '../../model/page.ts';
import { APPLICATION } from '../../school.ts';
import { whyTrainWithUs } from '../../shortCourseSections.ts';

/**
 * The Digital Business Developer course (`/programmes/digital-business-developer`;
 * `/formation-digital-business-developer` answers 301 to it). The spec lists no skills and no
 * certification for it: the page describes the job in general terms; its key information says what
 * the school has supplied, and the launch check lists the rest.
 * Dated: its pay grid is computed with the SMIC in force on `asOf`.
 */
export function pageAsOf(asOf: string) {
  const pay = paySimulatorSection(asOf, { tone: 'surface' });
  return definePage({
    path: '/programmes/digital-business-developer',
    description:
      'Devenez digital business developer en alternance, 100 % à distance : prospection en ligne, CRM, acquisition de clients. Formation gratuite et rémunérée.',
    structuredData: [{ type: 'course', course: 'digital-business-developer' }],
    sections: [
      {
        kind: 'hero',
        eyebrow: 'Formation en alternance',
        title: 'Devenez digital business developer en alternance',
        subtitle:
          'Apprenez à trouver de nouveaux clients grâce au digital : prospecter en ligne, suivre vos contacts dans un CRM et conclure des ventes, en travaillant dans une entreprise pendant votre formation.',
        bullets: ['100 % à distance', 'Formation gratuite pour l’apprenti', 'Salaire versé par votre entreprise'],
        actions: [
          { label: 'Je candidate', href: '/candidater' },
          { label: 'Comparer nos formations', href: '/programmes', style: 'outline' },
        ],
        illustration: 'companies',
      },
      {
        kind: 'cards',
        title: 'Les compétences que vous développez',
        columns: 'three',
        intro:
          'Le digital business developer fait grandir le chiffre d’affaires d’une entreprise avec les outils du numérique. En formation et en entreprise, vous apprenez à :',
        items: BUSINESS_DEVELOPER_SKILLS,
      },
      whyTrainWithUs('Vous apprenez à utiliser l’intelligence artificielle pour préparer vos rendez-vous, personnaliser vos messages et gagner du temps.'),
      keyInformationSection(BUSINESS_DEVELOPER_RECORD, asOf),
      ...(pay ? [pay] : []),
      {
        kind: 'callToAction',
        title: 'Prêt à devenir digital business developer ?',
        text: `Déposez votre candidature : le formulaire prend ${APPLICATION.minutesToApply} minutes, puis nous échangeons avec vous et vous aidons à trouver votre entreprise.`,
        actions: [{ label: 'Je candidate', href: '/candidater' }],
      },
      {
        kind: 'links',
        title: 'Comparer avec nos autres formations',
        items: [
          { label: 'Bachelor Marketing Digital en alternance', href: '/programmes/marketing-digital' },
          { label: 'Formation Community Manager en alternance', href: '/programmes/community-manager' },
          { label: 'Toutes nos formations', href: '/programmes' },
        ],
      },
      {
        kind: 'stickyCta',
        label: 'Candidature Digital Business Developer',
        message: `Candidature en ${APPLICATION.minutesToApply} minutes`,
        action: { label: 'Je candidate', href: '/candidater' },
      },
    ],
  });
}
