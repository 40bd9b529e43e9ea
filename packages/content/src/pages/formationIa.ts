import { formatDate, formatEuros, formatPercent } from '../format.ts';
import { FIGURES } from '../school.ts';
import type { CardCopy, LinkCopy, PageMetaCopy, StepCopy } from './types.ts';
import { typeset } from './typeset.ts';

/** Facts of the one-day AI course (spec §1 and §9). */
export const AI_COURSE = {
  durationDays: 1,
  /** Funding by the company's sector body (OPCO) can cover the whole cost. */
  opcoCoveragePercent: 100,
  /**
   * Funding aid for the course, up to this amount. A different fact from `STATE_AID` (aid to hire
   * an apprentice), even though both are 5 000 € today.
   */
  fundingAidUpToEuros: 5000,
} as const;

export interface AiCourseSession {
  /** Calendar day, `YYYY-MM-DD`. */
  date: string;
  city: string;
  seats: number;
  seatsLeft: number;
}

/** Dated sessions (DESIGN.md §2.7): add the next ones here; past ones are never shown as next. */
export const AI_COURSE_SESSIONS: readonly AiCourseSession[] = [
  { date: '2025-10-23', city: 'Laval', seats: 10, seatsLeft: 6 },
];

/** The first session on or after `asOf` (`YYYY-MM-DD`), or `undefined` when none is known. */
export function nextAiCourseSession(
  asOf: string,
  sessions: readonly AiCourseSession[] = AI_COURSE_SESSIONS,
): AiCourseSession | undefined {
  // ISO calendar days compare correctly as strings.
  return [...sessions].sort((a, b) => a.date.localeCompare(b.date)).find((session) => session.date >= asOf);
}

export interface SessionBannerCopy {
  title: string;
  text: string;
  cta: LinkCopy;
}

/** The next-session banner as of a given day: the session, or the "dates coming soon" notice. */
export function sessionBanner(asOf: string, sessions?: readonly AiCourseSession[]): SessionBannerCopy {
  const session = nextAiCourseSession(asOf, sessions);
  if (!session) {
    return typeset({
      title: 'Prochaines dates bientôt disponibles',
      text: 'Laissez-nous vos coordonnées : nous vous prévenons dès l’ouverture de la prochaine session, ou organisons une session dans votre entreprise.',
      cta: { label: 'Être prévenu de la prochaine session', href: '#contact' },
    });
  }
  return typeset({
    title: `Prochaine session : le ${formatDate(session.date)} à ${session.city}`,
    text: `Plus que ${session.seatsLeft} places sur ${session.seats}. Finançable à ${formatPercent(AI_COURSE.opcoCoveragePercent)} par votre OPCO.`,
    cta: { label: 'Je réserve ma place', href: '#contact' },
  });
}

/** The AI course landing (`/formation-ia`). */
export const FORMATION_IA_PAGE = typeset({
  meta: {
    title: 'Formation IA en entreprise : gagnez 1 heure par jour',
    description: `En ${AI_COURSE.durationDays} journée, vos équipes apprennent à utiliser l’IA sur leurs tâches réelles et gagnent 1 heure par jour. Finançable à ${formatPercent(AI_COURSE.opcoCoveragePercent)} par votre OPCO.`,
  } satisfies PageMetaCopy,
  hero: {
    eyebrow: 'Formation IA pour dirigeants et salariés',
    title: 'Gagnez 1 heure par jour grâce à l’IA',
    subtitle: `Une journée de formation concrète pour vous et vos équipes : vous repartez avec des méthodes et des outils que vous appliquez dès le lendemain.`,
    bullets: [
      `${AI_COURSE.durationDays} journée, 100 % pratique, sur vos cas réels`,
      `Finançable à ${formatPercent(AI_COURSE.opcoCoveragePercent)} par votre OPCO`,
      'Petits groupes de 10 participants au plus',
    ],
    cta: { label: 'Je réserve ma place', href: '#contact' } satisfies LinkCopy,
    secondary: { label: 'Voir le programme', href: '#programme' } satisfies LinkCopy,
  },
  benefits: {
    title: 'Ce que l’IA change dans votre journée',
    items: [
      { title: 'Écrire plus vite', description: 'E-mails, devis, publications, comptes rendus : des premiers jets en quelques secondes, que vous relisez et ajustez.' },
      { title: 'Automatiser le répétitif', description: 'Tableaux, relances, synthèses de réunions : confiez à l’IA les tâches qui vous prennent du temps sans valeur ajoutée.' },
      { title: 'Mieux décider', description: 'Résumez un document, comparez des offres, préparez un rendez-vous : l’IA vous aide à y voir clair plus vite.' },
      { title: 'Garder la maîtrise', description: 'Vérifier les réponses, protéger les données de vos clients, respecter le RGPD : les bons réflexes dès le départ.' },
    ] satisfies CardCopy[],
  },
  trust: {
    title: 'Ils nous ont fait confiance',
    items: [
      { value: `${FIGURES.aiCourseTrained}+`, label: 'dirigeants et salariés déjà formés' },
      { value: formatPercent(FIGURES.aiCourseApplyNextDay), label: 'des participants appliquent un cas pratique dès le lendemain' },
      { value: formatPercent(FIGURES.aiCourseFullyFinanced), label: 'des dossiers financés intégralement' },
      { value: formatEuros(AI_COURSE.fundingAidUpToEuros), label: 'd’aides au financement, au plus' },
    ],
    certification: 'Organisme de formation certifié qualité : votre formation est éligible aux financements de votre OPCO.',
  },
  programme: {
    title: 'Le programme de la journée',
    steps: [
      { title: 'Comprendre l’IA générative', description: 'Ce qu’elle sait faire, ce qu’elle ne sait pas faire, et quel outil choisir pour quel usage.' },
      { title: 'Bien formuler ses demandes', description: 'La méthode pour écrire des consignes claires et obtenir des réponses utiles du premier coup.' },
      { title: 'Appliquer à votre métier', description: 'Ateliers sur vos propres cas : communication, relation client, administratif, organisation.' },
      { title: 'Passer à l’action', description: 'Votre plan d’usage personnel et les règles simples pour déployer l’IA dans l’équipe.' },
    ] satisfies StepCopy[],
  },
  bonus: {
    title: 'Bonus : votre bibliothèque de consignes',
    text: 'Chaque participant repart avec une bibliothèque de consignes (« prompts ») prêtes à l’emploi, classées par tâche, à réutiliser dès le lendemain.',
  },
  contact: {
    title: 'Réservez votre place',
    text: 'Dites-nous qui souhaite se former et à quelle date : nous revenons vers vous pour organiser la session et monter le dossier de financement avec votre OPCO.',
    reason: 'Formation IA',
  },
} as const);

