import { AI_COURSE, nextAiCourseSession, type AiCourseSession } from '../../aiCourse.ts';
import { formatDate, formatEuros, formatPercent } from '../../format.ts';
import type { Action } from '../../model/link.ts';
import { definePage } from '../../model/page.ts';
import type { CallToActionSection } from '../../model/sections.ts';
import { FIGURES } from '../../school.ts';
import { typeset } from '../typeset.ts';

/**
 * The next-session banner as of a given day (DESIGN.md §2.7): the session with its places left,
 * or, once it has passed and none is known, a notice that dates are coming, whose calls to action
 * say what they do then.
 */
export function sessionBanner(asOf: string, sessions?: readonly AiCourseSession[]): CallToActionSection {
  const session = nextAiCourseSession(asOf, sessions);
  if (!session) {
    return typeset({
      kind: 'callToAction',
      id: 'session',
      title: 'Prochaines dates bientôt disponibles',
      text: 'Laissez-nous vos coordonnées : nous vous prévenons dès l’ouverture de la prochaine session, ou organisons une session dans votre entreprise.',
      actions: [{ label: 'Être informé des prochaines dates', href: '#contact' }],
    });
  }
  return typeset({
    kind: 'callToAction',
    id: 'session',
    title: `Prochaine session : le ${formatDate(session.date)} à ${session.city}`,
    text: `Plus que ${session.seatsLeft} places sur ${session.seats}. Finançable à ${formatPercent(AI_COURSE.opcoCoveragePercent)} par votre OPCO.`,
    actions: [{ label: 'Je réserve ma place', href: '#contact' }],
  });
}

/** The hero's main call to action: a booking only while a session is upcoming. */
function heroAction(session: AiCourseSession | undefined): Action {
  return session ? { label: 'Je réserve ma place', href: '#contact' } : { label: 'Organiser une session dans mon entreprise', href: '#contact' };
}

/** The AI course landing (`/formation-ia`) as of a given day. */
export function pageAsOf(asOf: string) {
  const session = nextAiCourseSession(asOf);
  return definePage({
    path: '/formation-ia',
    description: `En ${AI_COURSE.durationDays} journée, vos équipes apprennent à utiliser l’IA sur leurs tâches réelles et gagnent ${AI_COURSE.hoursSavedPerDay} heure par jour. Finançable à ${formatPercent(AI_COURSE.opcoCoveragePercent)} par votre OPCO.`,
    structuredData: session
      ? [
          {
            type: 'event',
            name: 'Formation IA pour dirigeants et salariés',
            description: `Une journée pour apprendre à utiliser l’IA sur vos tâches réelles, à ${session.city}.`,
            startDate: session.date,
            city: session.city,
            seatsLeft: session.seatsLeft,
          },
        ]
      : [],
    sections: [
      {
        kind: 'hero',
        eyebrow: 'Formation IA pour dirigeants et salariés',
        title: `Gagnez ${AI_COURSE.hoursSavedPerDay} heure par jour grâce à l’IA`,
        subtitle: 'Une journée de formation concrète pour vous et vos équipes : vous repartez avec des méthodes et des outils que vous appliquez dès le lendemain.',
        bullets: [
          `${AI_COURSE.durationDays} journée, 100 % pratique, sur vos cas réels`,
          `Finançable à ${formatPercent(AI_COURSE.opcoCoveragePercent)} par votre OPCO`,
          `Petits groupes de ${AI_COURSE.seatsPerSession} participants au plus`,
        ],
        actions: [heroAction(session), { label: 'Voir le programme', href: '#programme' }],
        illustration: 'ai',
      },
      {
        kind: 'cards',
        title: 'Ce que l’IA change dans votre journée',
        items: [
          { title: 'Écrire plus vite', description: 'E-mails, devis, publications, comptes rendus : des premiers jets en quelques secondes, que vous relisez et ajustez.' },
          { title: 'Automatiser le répétitif', description: 'Tableaux, relances, synthèses de réunions : confiez à l’IA les tâches qui vous prennent du temps sans valeur ajoutée.' },
          { title: 'Mieux décider', description: 'Résumez un document, comparez des offres, préparez un rendez-vous : l’IA vous aide à y voir clair plus vite.' },
          { title: 'Garder la maîtrise', description: 'Vérifier les réponses, protéger les données de vos clients, respecter le RGPD : les bons réflexes dès le départ.' },
        ],
      },
      {
        kind: 'figures',
        title: 'Ils nous ont fait confiance',
        intro: 'Organisme de formation certifié qualité : votre formation est éligible aux financements de votre OPCO.',
        items: [
          { value: `${FIGURES.aiCourseTrained}+`, label: 'dirigeants et salariés déjà formés' },
          { value: formatPercent(FIGURES.aiCourseApplyNextDay), label: 'des participants appliquent un cas pratique dès le lendemain' },
          { value: formatPercent(FIGURES.aiCourseFullyFinanced), label: 'des dossiers financés intégralement' },
          { value: formatEuros(AI_COURSE.fundingAidUpToEuros), label: 'd’aides au financement, au plus' },
        ],
      },
      {
        kind: 'steps',
        id: 'programme',
        title: 'Le programme de la journée',
        items: [
          { title: 'Comprendre l’IA générative', description: 'Ce qu’elle sait faire, ce qu’elle ne sait pas faire, et quel outil choisir pour quel usage.' },
          { title: 'Bien formuler ses demandes', description: 'La méthode pour écrire des consignes claires et obtenir des réponses utiles du premier coup.' },
          { title: 'Appliquer à votre métier', description: 'Ateliers sur vos propres cas : communication, relation client, administratif, organisation.' },
          { title: 'Passer à l’action', description: 'Votre plan d’usage personnel et les règles simples pour déployer l’IA dans l’équipe.' },
        ],
      },
      {
        kind: 'prose',
        title: 'Bonus : votre bibliothèque de consignes',
        tone: 'tinted',
        blocks: [
          {
            type: 'paragraph',
            text: 'Chaque participant repart avec une bibliothèque de consignes (« prompts ») prêtes à l’emploi, classées par tâche, à réutiliser dès le lendemain.',
          },
        ],
      },
      sessionBanner(asOf),
      {
        kind: 'contactForm',
        id: 'contact',
        title: 'Réservez votre place',
        intro: 'Dites-nous qui souhaite se former et à quelle date : nous revenons vers vous pour organiser la session et monter le dossier de financement avec votre OPCO.',
        reason: 'formation-ia',
      },
    ],
  });
}
