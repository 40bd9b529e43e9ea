import { paySimulatorSection } from '../../apprenticeship/sections.ts';
import { CLAIMS, claimInlineLink } from '../../claims.ts';
import { BACHELOR_CERTIFICATION, BACHELOR_LEVEL_WORDING } from '../../courseRecords/bachelorCertification.ts';
import { registeredWording } from '../../courseRecords/wording.ts';
import { BACHELOR, type Intake } from '../../courses.ts';
import { APPLICATION_STEPS } from '../../journey.ts';
import { definePage } from '../../model/page.ts';
import type { CallToActionSection } from '../../model/sections.ts';
import { APPLICATION } from '../../school.ts';
import { nextBachelorIntakeMonth } from '../intake.ts';
import { typeset } from '../typeset.ts';

/**
 * The intake notice as of a day (DESIGN.md §2.7): the next intake while one is known (the spec's
 * September 2025 one until it started); after that, the next dates are coming, and the call to
 * apply stays.
 */
export function intakeNotice(asOf: string, intakes: readonly Intake[] = BACHELOR.intakes): CallToActionSection {
  const month = nextBachelorIntakeMonth(asOf, intakes);
  if (!month) {
    return typeset({
      kind: 'callToAction',
      id: 'rentree',
      title: 'Prochaine rentrée : dates bientôt annoncées',
      text: 'Les dates de la prochaine rentrée seront publiées ici très prochainement. Les candidatures restent ouvertes : déposez votre dossier dès maintenant, nous vous accompagnons dans la recherche de votre entreprise d’ici là.',
      actions: [{ label: 'Je candidate dès maintenant', href: '/candidater' }],
    });
  }
  return typeset({
    kind: 'callToAction',
    id: 'rentree',
    title: `Rentrée de ${month} : les candidatures sont ouvertes`,
    text: `Le ${BACHELOR.name} démarre en ${month}, pour ${BACHELOR.durationMonths} mois d’alternance. Candidatez dès maintenant pour avoir le temps de trouver votre entreprise avant la rentrée.`,
    actions: [{ label: `Je candidate pour ${month}`, href: '/candidater' }],
  });
}

/**
 * Admissions (`/admissions`, spec §2 and §5): the process, the next intake, why us, the pay (the
 * legal grid and its simulator, with the SMIC in force on `asOf`), the prerequisites, an FAQ.
 */
export function pageAsOf(asOf: string, intakes: readonly Intake[] = BACHELOR.intakes) {
  const pay = paySimulatorSection(asOf, { tone: 'surface' });
  return definePage({
    path: '/admissions',
    description: `Conditions d’admission, prérequis et étapes pour entrer en alternance en marketing digital, 100 % à distance : candidature en ${APPLICATION.minutesToApply} minutes.`,
    sections: [
      {
        kind: 'hero',
        title: 'Admissions : rejoignez l’alternance en marketing digital',
        subtitle: `Une candidature en ligne de ${APPLICATION.minutesToApply} minutes, un entretien de motivation, puis nous vous aidons à trouver votre entreprise : voici comment entrer à l’école.`,
        bullets: ['Formation gratuite et rémunérée', `${APPLICATION.selection}`, 'Accompagnement dans la recherche d’entreprise'],
        actions: [
          { label: 'Je postule', href: '/candidater' },
          { label: 'Les prérequis', href: '#prerequis' },
        ],
        illustration: 'courses',
      },
      {
        kind: 'steps',
        id: 'etapes',
        title: 'Le processus d’admission en 4 étapes',
        items: APPLICATION_STEPS,
      },
      intakeNotice(asOf, intakes),
      {
        kind: 'cards',
        title: 'Pourquoi choisir notre école ?',
        columns: 'two',
        items: [
          {
            title: 'Gratuite et rémunérée',
            description:
              'La formation ne vous coûte rien, et votre contrat d’apprentissage vous verse un salaire : un pourcentage du SMIC selon votre âge et votre niveau, qui augmente progressivement.',
          },
          {
            title: '100 % à distance',
            description: `${BACHELOR.classes} : vous vous formez depuis chez vous, ${BACHELOR.rhythm.schoolDaysPerWeek} jour par semaine, et travaillez ${BACHELOR.rhythm.companyDaysPerWeek} jours en entreprise.`,
          },
          {
            title: 'Un diplôme reconnu',
            description: `Le ${BACHELOR.name} (${BACHELOR.diplomaLevel}) prépare le ${registeredWording(BACHELOR_CERTIFICATION)}.`,
          },
          {
            title: 'Des débouchés concrets',
            description: [
              `${CLAIMS.graduatesEmployed.value} de nos diplômés sont en emploi dans les 3 mois, et ${CLAIMS.apprenticesHired.value} de nos apprentis sont embauchés à l’issue de leur formation (`,
              claimInlineLink(CLAIMS.graduatesEmployed),
              ').',
            ],
          },
          {
            title: 'L’IA au programme',
            description: 'Vous apprenez à utiliser l’intelligence artificielle dans votre métier, un atout recherché par les entreprises.',
          },
          {
            title: 'Un accompagnement personnalisé',
            description: 'De la candidature à la signature de votre contrat, puis tout au long de la formation, une équipe vous suit et vous conseille.',
          },
        ],
      },
      ...(pay ? [pay] : []),
      {
        kind: 'ticks',
        id: 'prerequis',
        title: 'Les prérequis d’admission',
        intro: `Pour entrer en ${BACHELOR.name} (${BACHELOR_LEVEL_WORDING}), il vous faut :`,
        items: BACHELOR.admissionPrerequisites,
      },
      {
        kind: 'faq',
        title: 'Questions sur l’admission',
        tone: 'surface',
        items: [
          {
            question: 'Dois-je avoir trouvé une entreprise avant de candidater ?',
            answer:
              'Non. Vous candidatez d’abord ; une fois votre candidature retenue, nous vous accompagnons dans votre recherche d’entreprise jusqu’à la signature de votre contrat d’apprentissage.',
          },
          {
            question: 'Comment se passe la sélection ?',
            answer: `${APPLICATION.selection}. L’entretien a lieu en visioconférence : nous parlons de votre projet, de votre motivation et de la formation qui vous correspond.`,
          },
          {
            question: 'Je n’ai pas de Bac+2 : puis-je candidater ?',
            answer: `Le ${BACHELOR.name} demande un ${BACHELOR.prerequisite}. Si votre parcours est différent, candidatez quand même : nous étudions chaque dossier et vous orientons vers la formation adaptée à votre niveau.`,
          },
          {
            question: 'Combien de temps dure la formation ?',
            answer: `Le ${BACHELOR.name} dure ${BACHELOR.durationMonths} mois, soit plus de ${BACHELOR.trainingHoursAtLeast} heures de formation, au rythme de ${BACHELOR.rhythm.companyDaysPerWeek} jours par semaine en entreprise et ${BACHELOR.rhythm.schoolDaysPerWeek} jour de cours à distance.`,
          },
        ],
      },
      {
        kind: 'callToAction',
        title: 'Prêt à vous lancer ?',
        text: `La candidature en ligne prend ${APPLICATION.minutesToApply} minutes. Nous revenons vers vous pour fixer votre entretien de motivation.`,
        actions: [
          { label: 'Je dépose ma candidature', href: '/candidater' },
          { label: 'Voir nos formations', href: '/programmes', style: 'outline' },
        ],
      },
    ],
  });
}
