import { BACHELOR } from '../../courses.ts';
import { definePage } from '../../model/page.ts';
import { APPLICATION } from '../../school.ts';

/**
 * Questions fréquentes (`/faq`, spec §2): 6 student questions and 5 company questions, each group
 * an anchor other pages can link to (`/faq#etudiants`, `/faq#entreprises`). The page ends with
 * the spec's « Une autre question ? Contactez-nous ». The amounts of pay and aid change with the
 * rules: the answers lead to the simulators, which state them as of their day.
 */
export const page = definePage({
  path: '/faq',
  description: `Gratuité, salaire, cours à distance, recherche d’entreprise, aides à l’embauche : les réponses aux questions des étudiants et des entreprises sur l’alternance.`,
  sections: [
    {
      kind: 'hero',
      title: 'Questions fréquentes',
      subtitle:
        'Étudiants, personnes en reconversion ou entreprises : les réponses aux questions que l’on nous pose le plus souvent sur l’alternance à distance.',
      actions: [
        { label: 'Questions des étudiants', href: '#etudiants' },
        { label: 'Questions des entreprises', href: '#entreprises' },
      ],
      illustration: 'contact',
    },
    {
      kind: 'faq',
      id: 'etudiants',
      title: 'Vous êtes étudiant ou en reconversion',
      items: [
        {
          question: 'La formation est-elle vraiment gratuite ?',
          answer: 'Oui. La formation est gratuite pour l’apprenti : les frais sont pris en charge dans le cadre du contrat d’apprentissage.',
        },
        {
          question: 'Suis-je payé pendant la formation ?',
          answer: [
            'Oui. En contrat d’apprentissage, vous êtes salarié de votre entreprise : votre salaire est un pourcentage du SMIC qui dépend de votre âge et de votre niveau d’études, et qui augmente progressivement. Calculez le vôtre avec ',
            { label: 'notre simulateur de salaire', href: '/etudiants#salaire' },
            '.',
          ],
        },
        {
          question: 'Faut-il déjà s’y connaître en marketing digital ?',
          answer: `Non. Ce qui compte, c’est votre intérêt pour le numérique et votre motivation pour l’alternance. Le ${BACHELOR.name} demande un ${BACHELOR.prerequisite}.`,
        },
        {
          question: 'Dois-je trouver mon entreprise avant de candidater ?',
          answer:
            'Non. Vous candidatez d’abord, puis nous vous accompagnons dans votre recherche : conseils, préparation de votre CV, mise en relation avec des entreprises qui recrutent.',
        },
        {
          question: 'Comment se passent les cours à distance ?',
          answer: `${BACHELOR.classes} : vous suivez les cours depuis chez vous, ${BACHELOR.rhythm.schoolDaysPerWeek} jour par semaine, et travaillez ${BACHELOR.rhythm.companyDaysPerWeek} jours par semaine en entreprise.`,
        },
        {
          question: 'Comment candidater ?',
          answer: `Remplissez le formulaire en ligne : il prend ${APPLICATION.minutesToApply} minutes. ${APPLICATION.selection}.`,
        },
      ],
      more: { text: 'Prêt à vous lancer ?', action: { label: 'Je candidate en ligne', href: '/candidater' } },
    },
    {
      kind: 'faq',
      id: 'entreprises',
      title: 'Vous êtes une entreprise',
      tone: 'surface',
      items: [
        {
          question: 'Combien coûte un alternant ?',
          answer: [
            'Vous versez un salaire à votre alternant, un pourcentage du SMIC selon son âge et l’année de son contrat, et l’État peut vous aider à l’embaucher, selon son diplôme et la taille de votre entreprise. Estimez-le avec ',
            { label: 'notre calculateur du coût d’un alternant', href: '/recruter-un-alternant#estimation' },
            ' ; nous vous indiquons les aides auxquelles vous avez droit et montons le dossier avec vous.',
          ],
        },
        {
          question: 'Qui s’occupe des démarches administratives ?',
          answer:
            'Nous. Contrat d’apprentissage, cerfa, dossier auprès de votre OPCO : nous préparons tout, vous n’avez qu’à signer. Aucune paperasse pour vous.',
        },
        {
          question: 'Combien de temps consacrer à son alternant ?',
          answer:
            'Environ 30 minutes par semaine suffisent pour fixer les priorités et faire le point. Nous suivons la progression de votre alternant avec vous, lors de points mensuels ou hebdomadaires.',
        },
        {
          question: 'Est-ce que l’alternant peut travailler à distance ?',
          answer:
            'Oui. Ses cours sont 100 % à distance, et son travail peut l’être aussi : votre alternant peut travailler dans vos locaux ou en télétravail, selon ce que vous convenez ensemble.',
        },
        {
          question: 'Et si cela ne fonctionne pas ?',
          answer:
            'Le contrat d’apprentissage commence par une période d’essai, pendant laquelle vous pouvez l’un comme l’autre y mettre fin. Et nous restons à vos côtés pendant toute la formation pour que tout se passe bien.',
        },
      ],
      more: { text: 'Une autre question ?', action: { label: 'Contactez-nous', href: '/contact' } },
    },
  ],
});
