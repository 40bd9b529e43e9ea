import LEADERS_JSON from '../../data/courses/dirigeants-salaries.json' with { type: 'json' };
import AI_COURSE_JSON from '../../data/courses/formation-ia.json' with { type: 'json' };
import { AI_COURSE, AI_COURSE_PENDING } from '../aiCourse.ts';
import { contactHref } from '../contactReasons.ts';
import { formatPercent } from '../format.ts';
import { isMissing, type Known } from '../model/placeholder.ts';
import { courseFacts, hoursPart } from './courseData.ts';
import type { CourseRecord } from './courseRecord.ts';

/**
 * The two courses for people already in work: the short course for business owners and employees
 * (spec §1, §2: financeable by an OPCO, remote, three pillars, four approach points) and the
 * one-day AI course (spec §2 /formation-ia, §9). The specification gives neither a price nor a
 * duration in hours for them: missing facts, like everything else it leaves out
 * (`data/courses/dirigeants-salaries.json`, `data/courses/formation-ia.json`).
 */

const LEADERS_PATH = '/programmes/dirigeants-salaries';
const leaders = courseFacts('dirigeants-salaries', LEADERS_PATH, LEADERS_JSON);

/**
 * A short course's certification as the school states it: missing until it does, then « Formation
 * non certifiante. » or the certification it names (its record then needs the certifying fields).
 */
function certificationOf(stated: Known<string>): CourseRecord['certification'] {
  if (isMissing(stated)) return stated;
  if (/^formation non certifiante/i.test(stated)) return { certifying: false };
  throw new Error(
    `Une formation courte certifiante (« ${stated} ») : donnez son intitulé, son code et son certificateur dans sa fiche (un développeur ajoute les champs).`,
  );
}

export const LEADERS_RECORD: CourseRecord = {
  key: 'dirigeants-salaries',
  path: LEADERS_PATH,
  name: leaders.data.name,
  updatedOn: leaders.data.updatedOn,
  prerequisites: [leaders.part(leaders.data.prerequisites)],
  objectives: [{ list: leaders.data.objectives ?? [] }],
  duration: [leaders.known(leaders.data.duration)],
  rhythm: [leaders.known(leaders.data.rhythm)],
  modalities: [
    'Formation 100 % à distance, pour les chefs d’entreprise et leurs salariés, organisée autour de votre emploi du temps.',
    [
      { label: 'Demandez des informations', href: contactHref('dirigeants-salaries') },
      ' : nous vous proposons un programme adapté et vous accompagnons dans la demande de financement auprès de votre OPCO.',
    ],
  ],
  accessDelay: [leaders.known(leaders.data.accessDelay)],
  // No published price: the way to one today is a quote, which is what the page offers (« Sur devis », the data's `meanwhile`).
  price: ['Finançable par l’OPCO de votre entreprise, selon ses règles de prise en charge.', leaders.known(leaders.data.price)],
  methods: [
    'Des séances à distance, un accompagnement personnalisé qui part de votre entreprise, et des outils pratiques (modèles, check-lists) appliqués à votre propre activité.',
  ],
  assessment: [leaders.known(leaders.data.assessment)],
  certification: certificationOf(leaders.known(leaders.data.certification)),
};

const AI_PATH = '/formation-ia';
const ai = courseFacts('formation-ia', AI_PATH, AI_COURSE_JSON);

export const AI_COURSE_RECORD: CourseRecord = {
  key: 'formation-ia',
  path: AI_PATH,
  name: ai.data.name,
  updatedOn: ai.data.updatedOn,
  prerequisites: [ai.part(ai.data.prerequisites)],
  objectives: [{ list: ai.data.objectives ?? [] }],
  duration: [`${AI_COURSE.durationDays} journée (${AI_COURSE_PENDING.schedule}).`, hoursPart(ai.known(ai.data.hours))],
  rhythm: ['En une journée, en présentiel ou à distance.'],
  modalities: [
    `Pour les dirigeants et les salariés, ${AI_COURSE.seatsPerSession} participants au plus par session ; pour une équipe, une session dans votre entreprise.`,
    [{ label: 'Inscription par le formulaire de la page', href: '#contact' }, ' : nous confirmons les places et montons avec vous le dossier de financement.'],
  ],
  accessDelay: [ai.known(ai.data.accessDelay)],
  price: [`Finançable jusqu’à ${formatPercent(AI_COURSE.opcoCoveragePercent)} par l’OPCO de votre entreprise.`, ai.known(ai.data.price)],
  methods: ['Des ateliers pratiques sur vos propres tâches, en quatre temps : comprendre, formuler, appliquer, passer à l’action.'],
  assessment: [ai.known(ai.data.assessment)],
  certification: certificationOf(ai.known(ai.data.certification)),
};
