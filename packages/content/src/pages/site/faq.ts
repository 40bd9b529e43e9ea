import COPY from '../../../data/pages/site/faq.json' with { type: 'json' };
import { BACHELOR } from '../../courses.ts';
import { definePage } from '../../model/page.ts';
import { APPLICATION } from '../../school.ts';
import { pageCopy } from '../copy.ts';

/** The page's plain texts, edited by the school (`data/pages/site/faq.json`). */
const text = pageCopy(COPY, 'site/faq.json');

/**
 * Questions fréquentes (`/faq`, spec §2): 6 student questions and 5 company questions, each group
 * an anchor other pages can link to (`/faq#etudiants`, `/faq#entreprises`). The page ends with
 * the spec's « Une autre question ? Contactez-nous ». The amounts of pay and aid change with the
 * rules: the answers lead to the simulators, which state them as of their day. Its plain texts are
 * the school's to edit (`data/pages/site/faq.json`); the answers with a link or a fact stay here.
 */
export const page = definePage({
  path: '/faq',
  description: text('description'),
  sections: [
    {
      kind: 'hero',
      title: text('hero-title'),
      subtitle: text('hero-subtitle'),
      actions: [
        { label: text('hero-students'), href: '#etudiants' },
        { label: text('hero-companies'), href: '#entreprises' },
      ],
      illustration: 'contact',
    },
    {
      kind: 'faq',
      id: 'etudiants',
      title: text('students-title'),
      items: [
        {
          question: text('students-free-question'),
          answer: text('students-free-answer'),
        },
        {
          question: text('students-paid-question'),
          answer: [
            'Oui. En contrat d’apprentissage, vous êtes salarié de votre entreprise : votre salaire est un pourcentage du SMIC qui dépend de votre âge et de votre niveau d’études, et qui augmente progressivement. Calculez le vôtre avec ',
            { label: 'notre simulateur de salaire', href: '/etudiants#salaire' },
            '.',
          ],
        },
        {
          question: text('students-knowledge-question'),
          answer: `Non. Ce qui compte, c’est votre intérêt pour le numérique et votre motivation pour l’alternance. Le ${BACHELOR.name} demande un ${BACHELOR.prerequisite}.`,
        },
        {
          question: text('students-company-question'),
          answer: text('students-company-answer'),
        },
        {
          question: text('students-remote-question'),
          answer: `${BACHELOR.classes} : vous suivez les cours depuis chez vous, ${BACHELOR.rhythm.schoolDaysPerWeek} jour par semaine, et travaillez ${BACHELOR.rhythm.companyDaysPerWeek} jours par semaine en entreprise.`,
        },
        {
          question: text('students-apply-question'),
          answer: `Remplissez le formulaire en ligne : il prend ${APPLICATION.minutesToApply} minutes. ${APPLICATION.selection}.`,
        },
      ],
      more: { text: text('students-more'), action: { label: text('students-action'), href: '/candidater' } },
    },
    {
      kind: 'faq',
      id: 'entreprises',
      title: text('companies-title'),
      tone: 'surface',
      items: [
        {
          question: text('companies-cost-question'),
          answer: [
            'Vous versez un salaire à votre alternant, un pourcentage du SMIC selon son âge et l’année de son contrat, et l’État peut vous aider à l’embaucher, selon son diplôme et la taille de votre entreprise. Estimez-le avec ',
            { label: 'notre calculateur du coût d’un alternant', href: '/recruter-un-alternant#estimation' },
            ' ; nous vous indiquons les aides auxquelles vous avez droit et montons le dossier avec vous.',
          ],
        },
        {
          question: text('companies-paperwork-question'),
          answer: text('companies-paperwork-answer'),
        },
        {
          question: text('companies-time-question'),
          answer: text('companies-time-answer'),
        },
        {
          question: text('companies-remote-question'),
          answer: text('companies-remote-answer'),
        },
        {
          question: text('companies-trial-question'),
          answer: text('companies-trial-answer'),
        },
      ],
      more: { text: text('companies-more'), action: { label: text('companies-action'), href: '/contact' } },
    },
  ],
});
