import { CLAIMS, claimFigure, claimInlineLink } from '../../claims.ts';
import { BACHELOR } from '../../courses.ts';
import { courseTeaserCard } from '../../courseTeasers.ts';
import { APPLICATION_STEPS } from '../../journey.ts';
import { definePage } from '../../model/page.ts';

/** Home page (`/`): the offer, the courses, results, the journey, and a door for every audience. */
export const page = definePage({
  path: '/',
  description: `Le marketing digital en alternance, 100 % à distance : formation gratuite et rémunérée, titres inscrits au RNCP, l’intelligence artificielle au programme.`,
  structuredData: [{ type: 'organization' }],
  sections: [
    {
      kind: 'hero',
      title: 'L’alternance en marketing digital, 100 % à distance',
      subtitle: 'Un diplôme reconnu, un salaire dès le premier mois et l’intelligence artificielle au programme, où que vous habitiez.',
      bullets: ['Formation gratuite pour l’apprenti', 'Contrat d’apprentissage rémunéré', 'Diplômes inscrits au RNCP, du niveau 5 au niveau 7'],
      actions: [
        { label: 'Je postule', href: '/candidater' },
        { label: 'Découvrir nos formations', href: '/programmes' },
      ],
      illustration: 'students',
    },
    {
      kind: 'cards',
      title: 'Pourquoi choisir l’alternance avec nous ?',
      items: [
        { title: 'Gratuite pour vous', description: 'Les frais de formation sont pris en charge : l’apprenti ne paie rien.' },
        {
          title: 'Rémunérée dès le début',
          description: 'Votre contrat d’apprentissage vous verse un pourcentage du SMIC, selon votre âge et votre niveau, qui augmente progressivement.',
        },
        {
          title: 'Des diplômes reconnus',
          description: `Nos certifications sont inscrites au Répertoire national des certifications professionnelles (RNCP), du niveau 5 au niveau 7 ; le ${BACHELOR.name} est un ${BACHELOR.diplomaLevel}.`,
        },
        { title: '100 % à distance', description: 'Cours en visioconférence avec replay : vous étudiez depuis chez vous, sans quitter votre région.' },
      ],
    },
    {
      kind: 'figures',
      title: 'Des résultats qui comptent',
      items: [...claimFigure(CLAIMS.graduatesEmployed), ...claimFigure(CLAIMS.apprenticesHired)],
    },
    {
      kind: 'cards',
      id: 'formations',
      title: 'Nos formations',
      intro: 'Des parcours en alternance pour les étudiants et les personnes en reconversion, et des formations courtes pour les professionnels.',
      items: [
        courseTeaserCard('bachelor-marketing-digital', 'Découvrir le Bachelor'),
        courseTeaserCard('community-manager', 'Découvrir la formation'),
        courseTeaserCard('digital-business-developer', 'Découvrir la formation'),
        {
          title: 'Dirigeants et salariés',
          description: 'Une formation courte pour développer votre présence en ligne, finançable par votre OPCO.',
          action: { label: 'Découvrir la formation', href: '/programmes/dirigeants-salaries', style: 'outline' },
        },
      ],
    },
    {
      kind: 'steps',
      title: 'Candidater, comment ça marche ?',
      items: APPLICATION_STEPS,
      tone: 'surface',
      actions: [{ label: 'Je postule', href: '/candidater' }],
    },
    {
      kind: 'cards',
      title: 'Une école pour chacun',
      columns: 'three',
      items: [
        {
          title: 'Étudiants',
          description: [
            `Étudier sans quitter sa région : ${CLAIMS.youngPeopleLeaving.value} des jeunes partent ailleurs pour leurs études (`,
            claimInlineLink(CLAIMS.youngPeopleLeaving),
            '), pas nos apprentis.',
          ],
          action: { label: 'Étudier près de chez soi', href: '/etudiants' },
        },
        {
          title: 'Reconversion et demandeurs d’emploi',
          description: 'L’alternance est ouverte aux adultes : une formation rémunérée pour changer de métier.',
          action: { label: 'Les conditions d’admission', href: '/admissions' },
        },
        {
          title: 'Entreprises',
          description: 'Recrutez un alternant formé au marketing digital et à l’IA : nous trouvons le profil et gérons les démarches.',
          action: { label: 'Recruter un alternant', href: '/entreprises' },
        },
        {
          title: 'Collectivités',
          description: 'Former les jeunes de votre territoire aux métiers du numérique, sans qu’ils aient à partir.',
          action: { label: 'Devenir partenaire', href: '/collectivites' },
        },
        {
          title: 'Dirigeants et salariés',
          description: 'Une formation courte pour développer votre activité en ligne, et une journée pour mettre l’IA au travail.',
          action: { label: 'Les formations courtes', href: '/programmes/dirigeants-salaries' },
        },
        {
          title: 'Situation de handicap',
          description: 'Chaque situation est étudiée avant l’entrée en formation, avec une référente handicap dédiée.',
          action: { label: 'Notre démarche d’accessibilité', href: '/accessibilite' },
        },
      ],
    },
    {
      kind: 'callToAction',
      title: 'Vous êtes une entreprise ?',
      text: 'Recrutez un alternant formé au marketing digital et à l’IA, ou formez vos équipes à l’IA en une journée.',
      actions: [
        { label: 'Recruter un alternant', href: '/entreprises' },
        { label: 'La formation IA en entreprise', href: '/formation-ia' },
      ],
    },
  ],
});
