import { contactHref } from '../../contactReasons.ts';
import { BACHELOR, type Intake } from '../../courses.ts';
import { APPLICATION_STEPS } from '../../journey.ts';
import { definePage } from '../../model/page.ts';
import { APPLICATION } from '../../school.ts';
import { nextBachelorIntakeMonth } from '../intake.ts';

/** The start-dates answer, as of a day: the next intake while one is known, else dates are coming. */
function startDatesAnswer(asOf: string, intakes: readonly Intake[]): string {
  const month = nextBachelorIntakeMonth(asOf, intakes);
  const length = `${BACHELOR.durationMonths} mois d’alternance`;
  return month
    ? `La prochaine rentrée du ${BACHELOR.name} a lieu en ${month}, pour ${length}. Candidatez dès maintenant : vous aurez le temps de trouver votre entreprise avant la rentrée.`
    : `Les dates de la prochaine rentrée seront annoncées très bientôt (la formation dure ${length}). Vous pouvez candidater dès maintenant : nous étudions votre dossier et vous aidons à trouver votre entreprise d’ici là.`;
}

/**
 * The application page (`/candidater`, spec §2): where every « Je postule » of the site leads. Its
 * hero's first button scrolls to the hosted form (`#formulaire`), so a student reaches the form in
 * two taps from the home page. Dated: the start-dates answer names the next intake only.
 */
export function pageAsOf(asOf: string, intakes: readonly Intake[] = BACHELOR.intakes) {
  return definePage({
    path: '/candidater',
    description: `Candidatez en ${APPLICATION.minutesToApply} minutes à nos formations en alternance, 100 % à distance : gratuites, rémunérées, avec un accompagnement pour trouver votre entreprise.`,
    sections: [
      {
        kind: 'hero',
        title: `Candidatez en ${APPLICATION.minutesToApply} minutes`,
        subtitle:
          'Remplissez le formulaire en ligne : nous vous recontactons pour un entretien de motivation, puis nous vous aidons à trouver votre entreprise.',
        bullets: ['Formation gratuite pour l’apprenti', 'Salaire versé dans le cadre du contrat d’apprentissage', 'Cours 100 % à distance, depuis chez vous'],
        actions: [
          { label: 'Je remplis ma candidature', href: '#formulaire' },
          { label: 'Voir les formations', href: '/programmes' },
        ],
        illustration: 'application',
      },
      {
        kind: 'steps',
        id: 'etapes',
        title: 'Votre candidature en 4 étapes',
        items: APPLICATION_STEPS,
      },
      {
        kind: 'applicationForm',
        id: 'formulaire',
        title: 'Déposez votre candidature',
        intro: `Le formulaire prend ${APPLICATION.minutesToApply} minutes. ${APPLICATION.selection} : nous revenons vers vous pour fixer un rendez-vous.`,
        tone: 'surface',
        frameTitle: 'Formulaire de candidature en ligne',
        openLabel: 'Ouvrir le formulaire de candidature dans un nouvel onglet',
      },
      {
        kind: 'faq',
        id: 'questions',
        title: 'Vos questions avant de candidater',
        items: [
          {
            question: 'Je débute en marketing digital : puis-je candidater ?',
            answer: `Oui. Aucune expérience en marketing digital n’est demandée : ce qui compte, c’est votre intérêt pour le numérique et votre motivation pour l’alternance. Le ${BACHELOR.name} demande un ${BACHELOR.prerequisite} ; l’entretien de motivation nous aide à vous orienter vers la formation qui vous correspond.`,
          },
          {
            question: 'Allez-vous m’aider à trouver une entreprise ?',
            answer:
              'Oui. Vous pouvez candidater sans avoir encore trouvé d’entreprise : nous vous accompagnons dans votre recherche, avec des conseils, l’aide à la préparation de votre CV et la mise en relation avec des entreprises qui recrutent.',
          },
          {
            question: 'Quand commence la formation ?',
            answer: startDatesAnswer(asOf, intakes),
          },
          {
            question: 'Comment se passent les cours en ligne ?',
            answer: `Les cours ont lieu en visioconférence, avec replay si vous manquez une séance. Le rythme : ${BACHELOR.rhythm.companyDaysPerWeek} jours par semaine en entreprise et ${BACHELOR.rhythm.schoolDaysPerWeek} jour de formation à distance, depuis chez vous.`,
          },
          {
            question: 'Combien coûte la formation ?',
            answer:
              'Rien : la formation est gratuite pour l’apprenti. Les frais de formation sont pris en charge dans le cadre du contrat d’apprentissage, et vous êtes payé pendant toute la formation.',
          },
          {
            question: 'Combien serai-je payé pendant l’alternance ?',
            answer:
              'En contrat d’apprentissage, vous êtes salarié de votre entreprise. Votre salaire est un pourcentage du SMIC qui dépend de votre âge et de votre niveau d’études, et qui augmente progressivement.',
          },
        ],
        more: { text: 'Une autre question ?', action: { label: 'Écrivez-nous', href: contactHref('alternance'), style: 'outline' } },
      },
      {
        kind: 'callToAction',
        title: 'Vous hésitez encore sur la formation ?',
        text: `${BACHELOR.name}, Community Manager, Digital Business Developer : comparez nos formations en alternance avant de candidater.`,
        actions: [{ label: 'Découvrir nos formations', href: '/programmes' }],
      },
    ],
  });
}
