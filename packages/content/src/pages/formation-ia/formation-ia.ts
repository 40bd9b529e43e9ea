import { AI_COURSE, AI_COURSE_PENDING, AI_COURSE_SESSIONS, type AiCourseSession, nextAiCourseSession } from '../../aiCourse.ts';
import { CLAIMS, claimFigure } from '../../claims.ts';
import { keyInformationSection } from '../../courseRecords/keyInformation.ts';
import { AI_COURSE_RECORD } from '../../courseRecords/shortCourses.ts';
import { formatDate, formatPercent, ofName } from '../../format.ts';
import type { Action } from '../../model/link.ts';
import { definePage } from '../../model/page.ts';
import type { CallToActionSection, ContactFormSection, HeroSection } from '../../model/sections.ts';
import { SCHOOL } from '../../school.ts';
import { typeset } from '../typeset.ts';

/**
 * The one-day AI course landing (`/formation-ia`), a campaign page shown without header or footer
 * (spec §2). Every call to action leads to the form at its foot (`#contact`), except « Voir le
 * programme ». It is dated (DESIGN.md §2.7): it announces the next session of `AI_COURSE_SESSIONS`
 * and, once none is upcoming, says new dates are coming and offers what can be done meanwhile (be
 * told of the next dates, organise a session for a team) — never a booking of a date that is gone.
 */

/** The calls to action, by what they do: each says what the visitor gets. */
const ACTIONS = {
  book: { label: 'Je réserve ma place', href: '#contact' },
  beInformed: { label: 'Être informé des prochaines dates', href: '#contact' },
  inCompany: { label: 'Organiser une session dans mon entreprise', href: '#contact' },
  programme: { label: 'Voir le programme', href: '#programme' },
} as const satisfies Record<string, Action>;

const sessionLine = (session: AiCourseSession) => `le ${formatDate(session.date)} à ${session.city}`;

/**
 * The next-session banner as of a given day: the session with its places left, or, once it has
 * passed and none is known, a notice that dates are coming, whose calls to action say what they do.
 */
export function sessionBanner(asOf: string, sessions: readonly AiCourseSession[] = AI_COURSE_SESSIONS): CallToActionSection {
  const session = nextAiCourseSession(asOf, sessions);
  if (!session) {
    return typeset({
      kind: 'callToAction',
      id: 'session',
      title: 'Prochaines dates bientôt disponibles',
      text: 'Laissez-nous vos coordonnées : nous vous prévenons dès l’ouverture de la prochaine session. Pour une équipe, nous organisons aussi une session dans votre entreprise.',
      actions: [ACTIONS.beInformed, ACTIONS.inCompany],
    });
  }
  return typeset({
    kind: 'callToAction',
    id: 'session',
    title: `Prochaine session : ${sessionLine(session)}`,
    text: `Plus que ${session.seatsLeft} places sur ${session.seats}. Finançable à ${formatPercent(AI_COURSE.opcoCoveragePercent)} par votre OPCO.`,
    actions: [ACTIONS.book, ACTIONS.inCompany],
  });
}

/** The hero: the promise, and a booking only while a session is upcoming. */
function hero(session: AiCourseSession | undefined) {
  return {
    kind: 'hero',
    // A campaign page without header: the school's name and logo open it (issue 22).
    brand: SCHOOL.brand,
    eyebrow: 'Formation IA pour dirigeants et salariés',
    title: `Gagnez ${AI_COURSE.hoursSavedPerDay} heure par jour grâce à l’IA`,
    subtitle: 'Une journée de formation concrète pour vous et vos équipes : vous repartez avec des méthodes et des outils que vous appliquez dès le lendemain.',
    bullets: [
      `${AI_COURSE.durationDays} journée, 100 % pratique, sur vos cas réels`,
      `Finançable à ${formatPercent(AI_COURSE.opcoCoveragePercent)} par votre OPCO`,
      session ? `Prochaine session ${sessionLine(session)}` : 'Prochaines dates bientôt annoncées, ou une session dans votre entreprise',
    ],
    actions: [session ? ACTIONS.book : ACTIONS.inCompany, ACTIONS.programme],
    illustration: 'ai',
  } satisfies HeroSection;
}

/** The form at the foot of the page, which every call to action leads to. */
function contactForm(session: AiCourseSession | undefined) {
  return {
    kind: 'contactForm',
    id: 'contact',
    title: session ? 'Réservez votre place' : 'Parlons de votre formation',
    intro: session
      ? `Dites-nous qui souhaite participer à la session du ${formatDate(session.date)}, ou si vous préférez une session dans votre entreprise : nous revenons vers vous pour confirmer les places et monter le dossier de financement avec votre OPCO.`
      : 'Dites-nous qui souhaite se former, et si vous préférez une session dans votre entreprise : nous vous prévenons des prochaines dates et montons avec vous le dossier de financement auprès de votre OPCO.',
    reason: 'formation-ia',
  } satisfies ContactFormSection;
}

/** The AI course landing as of a given day, from the known sessions (`AI_COURSE_SESSIONS` by default). */
export function pageAsOf(asOf: string, sessions: readonly AiCourseSession[] = AI_COURSE_SESSIONS) {
  const session = nextAiCourseSession(asOf, sessions);
  return definePage({
    path: '/formation-ia',
    description: `En ${AI_COURSE.durationDays} journée, vos équipes apprennent à utiliser l’IA sur leurs tâches réelles et gagnent ${AI_COURSE.hoursSavedPerDay} heure par jour. Finançable à ${formatPercent(AI_COURSE.opcoCoveragePercent)} par votre OPCO.`,
    // An Event only for a session still to come: a past one would be announced to search engines.
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
      hero(session),
      {
        kind: 'cards',
        title: 'Ce que l’IA change dans votre journée',
        items: [
          {
            title: 'Écrire plus vite',
            description: 'E-mails, devis, publications, comptes rendus : des premiers jets en quelques secondes, que vous relisez et ajustez.',
          },
          {
            title: 'Automatiser le répétitif',
            description: 'Tableaux, relances, synthèses de réunions : confiez à l’IA les tâches qui vous prennent du temps sans valeur ajoutée.',
          },
          {
            title: 'Mieux décider',
            description: 'Résumez un document, comparez des offres, préparez un rendez-vous : l’IA vous aide à y voir clair plus vite.',
          },
          {
            title: 'Garder la maîtrise',
            description: 'Vérifier les réponses, protéger les données de vos clients, respecter le RGPD : les bons réflexes dès le départ.',
          },
        ],
      },
      {
        kind: 'figures',
        title: 'Pourquoi nous faire confiance',
        intro: `${SCHOOL.brand} est un organisme de formation certifié qualité : votre formation est finançable à ${formatPercent(AI_COURSE.opcoCoveragePercent)} par l’OPCO de votre secteur.`,
        items: [
          ...claimFigure(CLAIMS.aiCourseTrained),
          ...claimFigure(CLAIMS.aiCourseApplyNextDay),
          ...claimFigure(CLAIMS.aiCourseFullyFinanced),
          { value: AI_COURSE_PENDING.fundingAid, label: 'd’aide au financement de la formation' },
        ],
      },
      {
        kind: 'steps',
        id: 'programme',
        title: 'Le programme de la journée',
        intro: 'Quatre temps, de la découverte à votre plan d’action : chaque atelier part de vos tâches réelles.',
        items: [
          { title: 'Comprendre l’IA générative', description: 'Ce qu’elle sait faire, ce qu’elle ne sait pas faire, et quel outil choisir pour quel usage.' },
          { title: 'Bien formuler ses demandes', description: 'La méthode pour écrire des consignes claires et obtenir des réponses utiles du premier coup.' },
          { title: 'Appliquer à votre métier', description: 'Ateliers sur vos propres cas : communication, relation client, administratif, organisation.' },
          { title: 'Passer à l’action', description: 'Votre plan d’usage personnel et les règles simples pour déployer l’IA dans l’équipe.' },
        ],
      },
      {
        kind: 'prose',
        id: 'bonus',
        title: 'Bonus offert à chaque participant',
        tone: 'tinted',
        blocks: [{ type: 'paragraph', text: `Chaque participant repart avec ${AI_COURSE_PENDING.bonus}, à réutiliser dès le lendemain.` }],
      },
      keyInformationSection(AI_COURSE_RECORD, asOf, { tone: 'surface' }),
      {
        kind: 'prose',
        id: 'en-pratique',
        title: 'Qui vous forme',
        blocks: [
          {
            type: 'definitions',
            items: [
              { term: 'Formateurs', description: `Les formateurs ${ofName(SCHOOL.brand)}, l’école qui intègre l’IA à ses formations au marketing digital.` },
              {
                term: 'Format',
                description: 'En présentiel ou à distance, au choix. Pour une équipe, nous organisons une session intra-entreprise, réservée à vos salariés.',
              },
              {
                term: 'Financement',
                description: `Finançable jusqu’à ${formatPercent(AI_COURSE.opcoCoveragePercent)} par votre OPCO, l’organisme qui finance la formation des salariés de votre secteur, avec une aide au financement ${AI_COURSE_PENDING.fundingAid}. Nous montons le dossier avec vous.`,
              },
              { term: 'Organisme de formation', description: `${SCHOOL.brand}, centre de formation au numérique certifié qualité.` },
              {
                term: 'Certification qualité',
                description: [{ label: `Voir le certificat qualité ${ofName(SCHOOL.brand)} (PDF)`, href: SCHOOL.qualityCertificate.href }],
              },
            ],
          },
        ],
      },
      sessionBanner(asOf, sessions),
      contactForm(session),
    ],
  });
}
