import { paySimulatorSection } from '../../apprenticeship/sections.ts';
import { contactHref } from '../../contactReasons.ts';
import { COMMUNITY_MANAGER_RECORD, COMMUNITY_MANAGER_SKILLS } from '../../courseRecords/apprenticeshipProfile.ts';
import { keyInformationSection } from '../../courseRecords/keyInformation.ts';
import { definePage } from '../../model/page.ts';
import { replyPromisePhrase } from '../../replyPromises/replyPromises.ts';
import { whyTrainWithUs } from '../../shortCourseSections.ts';

const ask = contactHref('alternance');

/**
 * The Community Manager course (`/programmes/community-manager`; `/formation-community-manager`
 * answers 301 to it). The spec lists no skills and no certification for it: the page describes
 * the job in general terms; its key information says what the school has supplied, and the launch
 * check lists the rest (duration, rhythm, title, certifier…).
 * Dated: its pay grid is computed with the SMIC in force on `asOf`.
 */
export function pageAsOf(asOf: string) {
  const pay = paySimulatorSection(asOf, { tone: 'surface' });
  return definePage({
    path: '/programmes/community-manager',
    description:
      'Devenez community manager en alternance, 100 % à distance : contenus, animation de communauté, campagnes sur les réseaux. Formation gratuite et rémunérée.',
    structuredData: [{ type: 'course', course: 'community-manager' }],
    sections: [
      {
        kind: 'hero',
        eyebrow: 'Formation en alternance',
        title: 'Devenez community manager en alternance',
        subtitle:
          'Apprenez à faire vivre les réseaux sociaux d’une entreprise : créer des contenus, animer une communauté, lancer des campagnes et mesurer leurs résultats, en travaillant dans une entreprise pendant votre formation.',
        bullets: ['100 % à distance', 'Formation gratuite pour l’apprenti', 'Salaire versé par votre entreprise'],
        actions: [
          { label: 'Nous contacter', href: ask },
          { label: 'Comparer nos formations', href: '/programmes', style: 'outline' },
        ],
        illustration: 'students',
      },
      {
        kind: 'cards',
        title: 'Les compétences que vous développez',
        columns: 'three',
        intro: 'Le community manager est la voix d’une entreprise sur les réseaux sociaux. En formation et en entreprise, vous apprenez à :',
        items: COMMUNITY_MANAGER_SKILLS,
      },
      whyTrainWithUs('Vous apprenez à utiliser l’intelligence artificielle pour trouver des idées, rédiger et décliner vos contenus plus vite.'),
      keyInformationSection(COMMUNITY_MANAGER_RECORD, asOf),
      ...(pay ? [pay] : []),
      {
        kind: 'callToAction',
        title: 'Envie de devenir community manager ?',
        text: `Une question sur la formation, l’alternance ou la recherche d’entreprise ? Écrivez-nous : nous vous répondons ${replyPromisePhrase('alternance')}.`,
        actions: [{ label: 'Nous contacter', href: ask }],
      },
      {
        kind: 'links',
        title: 'Comparer avec nos autres formations',
        items: [
          { label: 'Bachelor Marketing Digital en alternance', href: '/programmes/marketing-digital' },
          { label: 'Formation Digital Business Developer en alternance', href: '/programmes/digital-business-developer' },
          { label: 'Toutes nos formations', href: '/programmes' },
        ],
      },
      {
        kind: 'stickyCta',
        label: 'Formation Community Manager',
        message: 'Une question sur la formation Community Manager ?',
        action: { label: 'Nous contacter', href: ask },
      },
    ],
  });
}
