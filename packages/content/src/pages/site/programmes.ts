import { AI_COURSE } from '../../aiCourse.ts';
import { contactHref } from '../../contactReasons.ts';
import { BACHELOR_LEVEL_WORDING } from '../../courseRecords/bachelorCertification.ts';
import { BACHELOR } from '../../courses.ts';
import { BACHELOR_SUBJECTS, courseTeaserCard } from '../../courseTeasers.ts';
import { capitalize, formatPercent } from '../../format.ts';
import { definePage } from '../../model/page.ts';

/**
 * The courses hub (`/programmes`): the two offers of the spec (work-study Bachelor, short training
 * for business owners and employees), then every course page (the Community Manager and Digital
 * Business Developer pages are linked from here) and the one-day AI course for companies.
 */
export const page = definePage({
  path: '/programmes',
  description:
    'Alternance en marketing digital 100 % à distance, formation courte pour dirigeants et salariés, formation IA en entreprise : toutes nos formations.',
  sections: [
    {
      kind: 'hero',
      title: 'Nos formations au marketing digital',
      subtitle:
        'Que vous soyez étudiant, en reconversion, dirigeant ou salarié, choisissez la formation qui vous fait avancer : en alternance, 100 % à distance, ou en format court pour les professionnels.',
      bullets: [
        'Formations en alternance gratuites et rémunérées',
        'Diplômes inscrits au RNCP, du niveau 5 au niveau 7',
        'Formation courte finançable par votre OPCO',
      ],
      actions: [
        { label: 'L’alternance en marketing digital', href: '/programmes/marketing-digital' },
        { label: 'La formation dirigeants et salariés', href: '/programmes/dirigeants-salaries', style: 'outline' },
      ],
      illustration: 'courses',
    },
    {
      kind: 'cards',
      id: 'formations',
      title: 'Nos formations',
      intro: 'Deux façons de vous former avec nous, selon votre situation.',
      columns: 'two',
      items: [
        {
          title: 'Alternance Marketing Digital',
          accent: 'primary',
          description: `Le ${BACHELOR.name} (${BACHELOR_LEVEL_WORDING}) en ${BACHELOR.durationMonths} mois, pour les étudiants et les personnes en reconversion.`,
          bullets: [
            '100 % à distance, avec des formateurs de terrain',
            'Des projets réels avec des entreprises locales',
            'Des alternants opérationnels dès les premières semaines',
          ],
          action: { label: 'Découvrir la formation', href: '/programmes/marketing-digital' },
        },
        {
          title: 'Formation Dirigeants et Salariés',
          accent: 'secondary',
          description: 'Une formation courte pour les chefs d’entreprise et leurs équipes, finançable par votre OPCO.',
          bullets: [
            'Attirer plus de clients grâce au digital',
            'Professionnaliser votre présence en ligne',
            'Développer votre activité avec des outils simples',
          ],
          action: { label: 'Découvrir la formation', href: '/programmes/dirigeants-salaries', style: 'outline' },
        },
      ],
    },
    {
      kind: 'cards',
      id: 'alternance',
      title: 'Trois métiers à apprendre en alternance',
      intro: 'Formation gratuite pour l’apprenti, salaire versé par l’entreprise, cours 100 % à distance : comparez les parcours.',
      tone: 'surface',
      items: [
        courseTeaserCard('bachelor-marketing-digital', 'Découvrir le Bachelor', {
          title: 'Marketing Digital',
          accent: 'primary',
          // The subjects first, as in the two other cards of this list.
          description: `${capitalize(BACHELOR_SUBJECTS)} : le ${BACHELOR.name}, ${BACHELOR.diplomaLevel} certifié RNCP.`,
        }),
        courseTeaserCard('community-manager', 'Devenir community manager', { accent: 'accent' }),
        courseTeaserCard('digital-business-developer', 'Devenir business developer', { accent: 'violet' }),
      ],
    },
    {
      kind: 'callToAction',
      title: 'Formez vos équipes à l’IA en une journée',
      tone: 'tinted',
      text: `Une journée concrète pour apprendre à utiliser l’IA sur vos tâches réelles et gagner ${AI_COURSE.hoursSavedPerDay} heure par jour. Finançable à ${formatPercent(AI_COURSE.opcoCoveragePercent)} par votre OPCO.`,
      actions: [{ label: 'La formation IA en entreprise', href: '/formation-ia' }],
    },
    {
      kind: 'callToAction',
      title: 'Vous hésitez entre deux formations ?',
      text: 'Déposez votre candidature en indiquant ce qui vous intéresse, ou posez-nous vos questions : nous vous aidons à choisir.',
      actions: [
        { label: 'Je postule', href: '/candidater' },
        { label: 'Poser une question', href: contactHref('alternance') },
      ],
    },
  ],
});
