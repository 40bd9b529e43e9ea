import { type EmployerCase, employerCost } from '../apprenticeship/employerCost.ts';
import { DIPLOMA_LEVEL_SHORT } from '../apprenticeship/labels.ts';
import { costEstimatorSection } from '../apprenticeship/sections.ts';
import { CLAIMS, claimInlineLink } from '../claims.ts';
import { aidMention, aidPromise, COMPANY_FOLLOW_UP, type CompanyOffer, type CostStatement } from '../companyOffer.ts';
import { contactHref } from '../contactReasons.ts';
import { BACHELOR } from '../courses.ts';
import { formatDate, formatEuros, formatEurosCents } from '../format.ts';
import type { Action, RichText } from '../model/link.ts';
import type {
  CallToActionSection,
  CardItem,
  CardsSection,
  CostEstimatorSection,
  FaqItem,
  FaqSection,
  FiguresSection,
  MobileActionsSection,
  ProseSection,
  StepItem,
  StepsSection,
} from '../model/sections.ts';
import { replyPromisePhrase } from '../replyPromises/replyPromises.ts';
import { APPLICATION } from '../school.ts';
import type { StepsVariant } from './segment.ts';

/**
 * The sections every company page shares (the « shared sections » of supabase/supabase's
 * `apps/www/data/solutions`): how it works, aid and cost with the cost estimator, follow-up, the
 * questions every sector asks, the closing call and the phone's sticky buttons. `segmentPage` mixes
 * them with a sector's record; the hub and the recruitment landing use them too, so a company reads
 * the same promise wherever a campaign lands it. Amounts come from the offer as of the build's day
 * (`companyOfferAsOf`): the same rules the estimator computes with.
 */

/** Where every company request goes: /contact with the company reason (never the default 'Formation IA'). */
export const COMPANY_CONTACT_HREF = contactHref('recrutement');

/** Anchors of the shared sections (a hero button leads to « how it works »). */
export const SHARED_ANCHORS = {
  aid: 'aide-et-cout',
  estimate: 'estimation',
  howItWorks: 'comment-ca-marche',
  followUp: 'suivi',
  questions: 'questions',
  finalCall: 'recruter',
} as const;

const followUpMinutes = `${COMPANY_FOLLOW_UP.minutesPerWeek} minutes`;

/** Phrases sector copy reuses, from the facts: « 4 jours par semaine », « le 5e jour », « environ 30 minutes par semaine ». */
export const IN_COMPANY = `${BACHELOR.rhythm.companyDaysPerWeek} jours par semaine`;
export const SCHOOL_DAY = `le ${BACHELOR.rhythm.companyDaysPerWeek + BACHELOR.rhythm.schoolDaysPerWeek}e jour`;
export const FOLLOW_UP_TIME = `environ ${followUpMinutes} par semaine`;

/**
 * The hero's three promises: the aid, no paperwork, the follow-up time. A cost after aid holds
 * only for the case it names, too long for a bullet: the aid and cost section states it with it.
 */
export function companyHeroBullets(offer: CompanyOffer): string[] {
  return [aidPromise(offer), 'Zéro paperasse : nous gérons les démarches', `Environ ${followUpMinutes} de suivi par semaine`];
}

/**
 * Aid and cost, in figures: the most aid the school's diplomas open that day, the sector's cost
 * after aid with what it assumes, the 2-minute form. The estimator below details every rule.
 */
export function aidAndCostSection(offer: CompanyOffer, cost?: CostStatement): FiguresSection {
  return {
    kind: 'figures',
    id: SHARED_ANCHORS.aid,
    title: 'L’aide et le coût',
    intro: 'L’État soutient l’embauche d’un alternant. Nous vous aidons à en profiter, sans y passer vos soirées.',
    items: [
      // Read as one phrase: « jusqu’à 4 500 € d’aide de l’État pour un diplôme de niveau 5 (2 000 € pour le Bachelor…) ».
      ...(offer.aid ? [{ value: offer.aid.upTo, label: `d’aide de l’État ${offer.aid.scope}` }] : []),
      ...(cost ? [{ value: cost.amount, label: `par mois une fois l’aide déduite, ${cost.condition}` }] : []),
      { value: `${APPLICATION.minutesToDescribeNeed} min`, label: 'pour nous décrire votre besoin, avec notre formulaire' },
    ],
    note: [
      `Montants calculés avec les règles en vigueur pour un contrat conclu le ${formatDate(offer.asOf)}, pour les diplômes que nous préparons (niveaux 5 à 7). Le détail, les hypothèses et les sources sont dans `,
      { label: 'l’estimation du coût', href: `#${SHARED_ANCHORS.estimate}` },
      '.',
    ],
  };
}

/**
 * A sector's example, computed: the case's minimum pay, aid and remaining cost under the rules of
 * the offer's day (the estimator's own function), said after the scenario. Without rules for that
 * day, the scenario alone.
 */
export function exampleSection(example: { title: string; scenario: RichText; case: EmployerCase }, offer: CompanyOffer): ProseSection {
  const cost = offer.rules && employerCost(example.case, offer.rules);
  const who = `un apprenti de ${example.case.age} ans, en ${example.case.contractYear === 1 ? '1re' : `${example.case.contractYear}e`} année d’un diplôme de ${DIPLOMA_LEVEL_SHORT[example.case.level]}`;
  return {
    kind: 'prose',
    id: 'exemple',
    title: example.title,
    blocks: [
      { type: 'paragraph', text: example.scenario },
      ...(cost
        ? [
            {
              type: 'definitions',
              items: [
                { term: 'Salaire brut minimum', description: `${formatEurosCents(cost.pay.monthlyGross)} par mois pour ${who}` },
                {
                  term: 'Aide de l’État',
                  description:
                    cost.aidTotal > 0 ? `${formatEuros(cost.aidTotal)} la 1re année, soit ${formatEurosCents(cost.aidMonthly)} par mois` : 'aucune pour ce cas',
                },
                { term: 'Reste à payer', description: `${formatEurosCents(cost.monthlyCostAfterAid)} par mois la 1re année` },
              ],
            } as const,
            {
              type: 'paragraph',
              text: [
                `Règles du ${formatDate(offer.asOf)}, entreprise ${example.case.size === 'under250' ? 'de moins de 250 salariés' : 'de 250 salariés ou plus'} : voir `,
                { label: 'l’estimation', href: `#${SHARED_ANCHORS.estimate}` },
                '.',
              ],
            } as const,
          ]
        : []),
    ],
  };
}

/** The cost estimator, with the rules of the offer's day (`undefined` when no SMIC is known for it). */
export function estimateSection(offer: CompanyOffer): CostEstimatorSection | undefined {
  return costEstimatorSection(offer.asOf, { id: SHARED_ANCHORS.estimate });
}

/** « How it works » from the company's side: four steps, or three where the sector's page is shorter. */
export const COMPANY_STEPS: Readonly<Record<StepsVariant, readonly StepItem[]>> = {
  four: [
    {
      title: 'Vous décrivez votre besoin',
      description: `${APPLICATION.minutesToDescribeNeed} minutes suffisent pour nous dire ce que vous attendez de votre alternant.`,
    },
    { title: 'Nous présélectionnons des candidats', description: 'Vous rencontrez uniquement des profils motivés qui correspondent à votre activité.' },
    { title: 'Nous gérons les démarches', description: 'Contrat d’apprentissage, cerfa et dossier OPCO : nous préparons tout, vous signez.' },
    { title: 'Votre alternant démarre', description: 'Il travaille chez vous, se forme à distance, et nous suivons sa progression avec vous.' },
  ],
  three: [
    {
      title: 'Vous décrivez votre besoin',
      description: `${APPLICATION.minutesToDescribeNeed} minutes suffisent pour nous dire ce que vous attendez de votre alternant.`,
    },
    {
      title: 'Nous trouvons votre alternant',
      description: 'Nous présélectionnons des candidats motivés, puis préparons le contrat, le cerfa et le dossier OPCO.',
    },
    { title: 'Votre alternant démarre', description: 'Il travaille chez vous, se forme à distance, et nous suivons sa progression avec vous.' },
  ],
};

export function howItWorksSection(variant: StepsVariant, actions?: readonly Action[]): StepsSection {
  return {
    kind: 'steps',
    id: SHARED_ANCHORS.howItWorks,
    title: 'Comment ça marche ?',
    items: COMPANY_STEPS[variant],
    ...(actions ? { actions } : {}),
  };
}

/** What the school does alongside the company once the apprentice has started (spec §1). */
export const FOLLOW_UP_ITEMS: readonly CardItem[] = [
  { title: 'Zéro paperasse', description: 'Contrat d’apprentissage, cerfa, dossier de prise en charge par votre OPCO : nous préparons tout, vous signez.' },
  {
    title: `Environ ${followUpMinutes} par semaine`,
    description: 'C’est le temps à prévoir de votre côté pour fixer les priorités et faire le point avec votre alternant.',
  },
  {
    title: `Des points ${COMPANY_FOLLOW_UP.checkIns}`,
    description: 'Nous faisons le point avec vous et votre alternant au rythme qui vous convient : chaque mois ou chaque semaine.',
  },
  {
    title: 'Une période d’essai',
    description: 'Le contrat commence par une période d’essai : vous vérifiez ensemble que la collaboration vous convient.',
  },
  {
    title: 'Formation 100 % à distance',
    description: `${BACHELOR.rhythm.companyDaysPerWeek} jours par semaine chez vous, ${BACHELOR.rhythm.schoolDaysPerWeek} jour de cours en visioconférence, sans déplacement. Le travail à distance est possible si vous le souhaitez.`,
  },
  {
    title: `Présents à ${CLAIMS.timeOnPriorities.value} sur vos priorités`,
    description: [
      'Nos apprentis consacrent l’essentiel de leur présence aux priorités de leur entreprise (',
      claimInlineLink(CLAIMS.timeOnPriorities),
      ') : vous fixez le cap, ils avancent.',
    ],
  },
];

/** Cards in rows that end full: four a row (4, 8) or up to three (3 + 3 rather than 4 + 2). */
export function cardColumns(count: number): CardsSection['columns'] {
  return count > 4 && count % 4 !== 0 ? 'three' : 'auto';
}

export function followUpSection(): CardsSection {
  return {
    kind: 'cards',
    id: SHARED_ANCHORS.followUp,
    columns: cardColumns(FOLLOW_UP_ITEMS.length),
    title: 'Un accompagnement du début à la fin',
    intro: 'Vous gardez la main sur les missions ; nous nous occupons du reste, avant et pendant le contrat.',
    items: FOLLOW_UP_ITEMS,
  };
}

/** The three course profiles (spec §3 « Programme profiles ») as a company sees them. */
export const COURSE_PROFILES = {
  marketing: {
    title: 'Marketing digital',
    description: 'Site internet, référencement, e-mailing, publicité en ligne : une stratégie complète pour attirer des clients.',
  },
  communityManager: {
    title: 'Community manager',
    description: 'Publications régulières, animation de vos réseaux sociaux, réponses aux avis et aux messages.',
  },
  businessDeveloper: {
    title: 'Digital business developer',
    description: 'Prospection, suivi des contacts dans un CRM, campagnes pour trouver de nouveaux clients.',
  },
} as const satisfies Record<string, CardItem>;

/** The questions every company asks, whatever its sector: cost after aid, paperwork. */
export function sharedCompanyQuestions(offer: CompanyOffer, cost?: CostStatement): FaqItem[] {
  const estimate = 'l’estimation de cette page le calcule pour votre cas, avec chaque hypothèse et sa source';
  const withAid = offer.aid ? `Avec ${offer.aid.phrase}, comptez` : 'Comptez';
  const answer = !cost
    ? `Cela dépend de son âge, de l’année de son contrat et du niveau de son diplôme : ${estimate}, aide déduite, et nous le refaisons avec vous.`
    : cost.from === 'claim'
      ? `${withAid} ${cost.sentence} ${cost.condition}. Pour un apprenti plus âgé, ou un diplôme de niveau plus élevé, le coût est plus élevé : ${estimate}.`
      : `${withAid} ${cost.sentence} ${cost.condition}. Sa rémunération est un pourcentage du SMIC, qui augmente progressivement : ${estimate}.`;
  return [
    { question: 'Combien coûte un alternant, une fois l’aide déduite ?', answer },
    {
      question: 'Qui s’occupe des démarches administratives ?',
      answer: 'Nous. Contrat d’apprentissage, cerfa, dossier de prise en charge par votre OPCO : nous préparons tout, vous n’avez qu’à signer.',
    },
  ];
}

export function companyFaqSection(items: readonly FaqItem[]): FaqSection {
  return {
    kind: 'faq',
    id: SHARED_ANCHORS.questions,
    title: 'Vos questions',
    items,
    more: { text: 'Une autre question ?', action: { label: 'Contactez-nous', href: COMPANY_CONTACT_HREF } },
  };
}

/** The closing band: its first button leads to /contact with the company reason. */
export function finalCallSection(
  offer: CompanyOffer,
  call: { title: string; text: CallToActionSection['text']; label: string },
  extra: readonly Action[] = [],
): CallToActionSection {
  return {
    kind: 'callToAction',
    id: SHARED_ANCHORS.finalCall,
    title: call.title,
    ...(call.text !== undefined ? { text: call.text } : {}),
    // The amount, with the diploma it is for, is in the hero and the aid figures: the band recalls the aid.
    ticks: [aidMention(offer), 'Zéro paperasse', `Réponse ${replyPromisePhrase('recrutement')}`],
    actions: [{ label: call.label, href: COMPANY_CONTACT_HREF }, ...extra.map((action) => ({ style: 'outline' as const, ...action }))],
  };
}

/** The phone's sticky buttons (spec §2, first on the very-small-firms page): both reach /contact. */
export function companyMobileActions(): MobileActionsSection {
  return {
    kind: 'mobileActions',
    label: 'Actions rapides',
    actions: [
      { label: 'Trouver mon alternant', href: COMPANY_CONTACT_HREF },
      { label: 'Être rappelé', href: COMPANY_CONTACT_HREF, style: 'outline' },
    ],
  };
}
