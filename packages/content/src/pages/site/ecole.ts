import { BACHELOR } from '../../courses.ts';
import { definePage } from '../../model/page.ts';
import { SCHOOL } from '../../school.ts';

/**
 * The school's mission page (`/ecole`, spec §2 and §3): mission cards (principles, vision, AI
 * productivity, growth mindset), the school as a digital training centre with a quality
 * certification (spec §1), links to /programmes and /entreprises, a final call to /admissions.
 */
export const page = definePage({
  path: '/ecole',
  description: `${SCHOOL.brand}, centre de formation au numérique certifié qualité : notre mission, nos principes et l’IA au cœur de l’alternance en marketing digital.`,
  structuredData: [{ type: 'organization' }],
  sections: [
    {
      kind: 'hero',
      title: 'Former aux métiers du digital, où que vous soyez',
      subtitle: `${SCHOOL.brand} est un centre de formation au numérique certifié qualité : un CFA 100 % à distance qui forme en alternance au marketing digital, avec l’intelligence artificielle au programme.`,
      bullets: ['Centre de formation certifié qualité', 'Diplômes inscrits au RNCP, du niveau 5 au niveau 7', 'L’IA intégrée à chacune de nos formations'],
      actions: [
        { label: 'Découvrir nos formations', href: '/programmes' },
        { label: 'Notre mission', href: '#mission' },
      ],
      illustration: 'school',
    },
    {
      kind: 'cards',
      id: 'mission',
      title: 'Notre mission',
      intro: 'Rendre la formation aux métiers du numérique accessible à chacun, et utile à chaque entreprise. Quatre idées guident notre travail.',
      columns: 'two',
      items: [
        {
          title: 'Nos principes',
          accent: 'primary',
          description:
            'Une formation gratuite pour l’apprenti, concrète et accessible depuis chez soi. On apprend en travaillant sur les vrais projets d’une entreprise, avec un accompagnement personnalisé du début à la fin.',
        },
        {
          title: 'Notre vision',
          accent: 'secondary',
          description:
            'Le talent n’a pas d’adresse. Chacun doit pouvoir se former à un métier du numérique sans quitter sa région, et chaque entreprise, petite ou grande, doit pouvoir compter sur ces compétences.',
        },
        {
          title: 'La productivité par l’IA',
          accent: 'accent',
          description:
            'L’intelligence artificielle fait partie de chaque formation. Nos apprentis apprennent à s’en servir pour produire plus vite et mieux, en gardant l’esprit critique et la maîtrise des données.',
        },
        {
          title: 'L’état d’esprit de croissance',
          accent: 'violet',
          description:
            'Les compétences se développent : on essaie, on se trompe, on progresse. Nous cultivons la curiosité, l’entraide et l’envie d’apprendre tout au long de la vie professionnelle.',
        },
      ],
    },
    {
      kind: 'cards',
      title: 'Un centre de formation au numérique certifié qualité',
      tone: 'surface',
      items: [
        {
          title: 'Certifié qualité',
          description: 'Notre centre de formation est certifié qualité : vous trouverez notre certificat en bas de chaque page du site.',
        },
        {
          title: 'Des diplômes reconnus',
          description: `Nos formations préparent des certifications inscrites au RNCP, du niveau 5 au niveau 7. Le ${BACHELOR.name} (${BACHELOR.diplomaLevel}) prépare la certification « ${BACHELOR.certificationTitle} », RNCP ${BACHELOR.certification.rncpNumber}.`,
        },
        {
          title: '100 % à distance',
          description: `${BACHELOR.classes}, ${BACHELOR.rhythm.companyDaysPerWeek} jours par semaine en entreprise et ${BACHELOR.rhythm.schoolDaysPerWeek} jour de formation : on se forme depuis chez soi, dans sa région.`,
        },
      ],
    },
    {
      kind: 'cards',
      title: 'Pour qui ?',
      items: [
        {
          title: 'Étudiants et personnes en reconversion',
          description: 'Une formation en alternance gratuite et rémunérée pour apprendre un métier du marketing digital.',
          action: { label: 'Découvrir nos formations', href: '/programmes' },
        },
        {
          title: 'Entreprises',
          description: 'Recrutez un alternant formé au marketing digital et à l’IA : nous trouvons le profil et gérons les démarches.',
          action: { label: 'Recruter un alternant', href: '/entreprises' },
        },
        {
          title: 'Dirigeants et salariés',
          description: 'Une formation courte pour développer votre présence en ligne, finançable par votre OPCO.',
          action: { label: 'Voir la formation courte', href: '/programmes/dirigeants-salaries' },
        },
      ],
    },
    {
      kind: 'callToAction',
      title: 'Envie de rejoindre l’école ?',
      text: 'Prérequis, étapes, prochaine rentrée : tout ce qu’il faut savoir pour entrer en alternance chez nous.',
      actions: [{ label: 'Voir les admissions', href: '/admissions' }],
    },
  ],
});
