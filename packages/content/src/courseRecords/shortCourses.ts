import { AI_COURSE, AI_COURSE_PENDING } from '../aiCourse.ts';
import { contactHref } from '../contactReasons.ts';
import { formatPercent } from '../format.ts';
import type { CourseRecord } from './courseRecord.ts';
import { missingOf } from './courseRecord.ts';

/**
 * The two courses for people already in work: the short course for business owners and employees
 * (spec §1, §2: financeable by an OPCO, remote, three pillars, four approach points) and the
 * one-day AI course (spec §2 /formation-ia, §9). The specification gives neither a price nor a
 * duration in hours for them: missing facts, like everything else it leaves out.
 */

const LEADERS_PATH = '/programmes/dirigeants-salaries';
const leadersMissing = missingOf('dirigeants-salaries', 'Formation Dirigeants et Salariés', LEADERS_PATH);

/** Neither course has a published price: the way to one today is a quote, which is what the page offers. */
const ON_QUOTE = 'Sur devis';

export const LEADERS_RECORD: CourseRecord = {
  key: 'dirigeants-salaries',
  path: LEADERS_PATH,
  name: 'Formation Dirigeants et Salariés',
  updatedOn: '2026-11-25',
  prerequisites: [leadersMissing('prerequisites', 'prérequis (ou « aucun prérequis »)')],
  objectives: [
    {
      list: [
        'Améliorer votre référencement local : fiche d’établissement, avis clients, pages de votre site',
        'Lancer des annonces sur les moteurs de recherche et les réseaux sociaux, avec un budget maîtrisé',
        'Publier régulièrement sur les réseaux adaptés à votre activité et échanger avec vos clients',
        'Suivre quelques indicateurs simples pour mesurer ce que vos actions rapportent',
      ],
    },
  ],
  duration: [leadersMissing('duration', 'durée de la formation, en heures')],
  rhythm: [leadersMissing('rhythm', 'rythme des séances (nombre et durée, sur quelle période)')],
  modalities: [
    'Formation 100 % à distance, pour les chefs d’entreprise et leurs salariés, organisée autour de votre emploi du temps.',
    [
      { label: 'Demandez des informations', href: contactHref('dirigeants-salaries') },
      ' : nous vous proposons un programme adapté et vous accompagnons dans la demande de financement auprès de votre OPCO.',
    ],
  ],
  accessDelay: [leadersMissing('accessDelay', 'délai d’accès (entre la demande et le début de la formation)')],
  price: [
    'Finançable par l’OPCO de votre entreprise, selon ses règles de prise en charge.',
    leadersMissing('price', 'prix de la formation (par participant ou par session)', ON_QUOTE),
  ],
  methods: [
    'Des séances à distance, un accompagnement personnalisé qui part de votre entreprise, et des outils pratiques (modèles, check-lists) appliqués à votre propre activité.',
  ],
  assessment: [leadersMissing('assessment', 'modalités d’évaluation des acquis')],
  certification: leadersMissing(
    'certification',
    'la formation mène-t-elle à une certification (RNCP ou Répertoire spécifique : intitulé, code, certificateur, dates) ? Sinon, « formation non certifiante »',
  ),
};

const AI_PATH = '/formation-ia';
const aiMissing = missingOf('formation-ia', 'Formation IA', AI_PATH);

export const AI_COURSE_RECORD: CourseRecord = {
  key: 'formation-ia',
  path: AI_PATH,
  name: 'Formation IA pour dirigeants et salariés',
  updatedOn: '2026-11-25',
  prerequisites: [aiMissing('prerequisites', 'prérequis (ou « aucun prérequis »)')],
  objectives: [
    {
      list: [
        'Comprendre ce que l’IA générative sait faire, et choisir l’outil adapté à chaque usage',
        'Formuler des demandes claires pour obtenir des réponses utiles du premier coup',
        'Appliquer l’IA à vos tâches : communication, relation client, administratif, organisation',
        'Vérifier les réponses et protéger les données de vos clients',
        'Construire votre plan d’usage et les règles pour déployer l’IA dans votre équipe',
      ],
    },
  ],
  duration: [`${AI_COURSE.durationDays} journée (${AI_COURSE_PENDING.schedule}).`, aiMissing('hours', 'nombre d’heures de formation de la journée')],
  rhythm: ['En une journée, en présentiel ou à distance.'],
  modalities: [
    `Pour les dirigeants et les salariés, ${AI_COURSE.seatsPerSession} participants au plus par session ; pour une équipe, une session dans votre entreprise.`,
    [{ label: 'Inscription par le formulaire de la page', href: '#contact' }, ' : nous confirmons les places et montons avec vous le dossier de financement.'],
  ],
  accessDelay: [aiMissing('accessDelay', 'délai d’accès (entre l’inscription et la session ; délai pour organiser une session en entreprise)')],
  price: [
    `Finançable jusqu’à ${formatPercent(AI_COURSE.opcoCoveragePercent)} par l’OPCO de votre entreprise.`,
    aiMissing('price', 'prix de la formation (par participant, et pour une session en entreprise)', ON_QUOTE),
  ],
  methods: ['Des ateliers pratiques sur vos propres tâches, en quatre temps : comprendre, formuler, appliquer, passer à l’action.'],
  assessment: [aiMissing('assessment', 'modalités d’évaluation des acquis (par exemple un cas pratique en fin de journée)')],
  certification: aiMissing(
    'certification',
    'la formation mène-t-elle à une certification (Répertoire spécifique : intitulé, code, certificateur, dates) ? Sinon, « formation non certifiante »',
  ),
};
