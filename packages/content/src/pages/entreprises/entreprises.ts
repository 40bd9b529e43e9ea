import { findRoute } from '@ecole/routes';
import { AI_COURSE } from '../../aiCourse.ts';
import { companyOfferAsOf } from '../../companyOffer.ts';
import { formatPercent } from '../../format.ts';
import { definePage } from '../../model/page.ts';
import { placeholder } from '../../model/placeholder.ts';
import type { CardItem } from '../../model/sections.ts';
import { SEGMENT_PATHS, type SegmentPath } from '../../segments/segment.ts';
import {
  aidAndCostSection,
  COMPANY_CONTACT_HREF,
  COURSE_PROFILES,
  companyFaqSection,
  companyHeroBullets,
  companyMobileActions,
  estimateSection,
  finalCallSection,
  followUpSection,
  howItWorksSection,
  IN_COMPANY,
  sharedCompanyQuestions,
} from '../../segments/sharedSections.ts';

/** What the hub's card says of each sector, in a line (the card's title and link are the route table's). */
const SECTOR_BLURBS: Readonly<Partial<Record<SegmentPath, string>>> = {
  '/agence-marketing': 'Un renfort pour les projets de vos clients : contenus, campagnes, reporting.',
  '/tpe': 'Site, réseaux sociaux, avis : votre présence en ligne enfin suivie.',
  '/pme': 'Un futur collaborateur pour accélérer votre marketing digital.',
  '/artisans': 'Vos réalisations montrées en ligne pendant que vous êtes à l’atelier.',
  '/commercants': 'Fiche Google, avis et réseaux sociaux pour attirer plus de clients.',
  '/professions-liberales': 'Un cabinet bien présenté en ligne, dans le respect de vos règles.',
  '/btp-industrie': 'Vos savoir-faire et vos métiers connus de vos clients et candidats.',
  '/offices-tourisme': 'Une destination qui donne envie, en ligne et toute l’année.',
};

/** « Agences marketing » → « agences marketing », an acronym (« TPE », « BTP et industrie ») as it is. */
const inSentence = (label: string) => (/^\p{Lu}\p{Ll}/u.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label);

/**
 * One card per sector page (`SEGMENT_PATHS`, the route table's `segment` routes, in its order): the
 * hub links every one of them, a new sector's page included, which shows its `<title>` until its
 * line is written in SECTOR_BLURBS.
 */
const SECTORS: readonly (CardItem & { action: { href: SegmentPath } })[] = SEGMENT_PATHS.map((path) => {
  const route = findRoute(path)!;
  return {
    title: route.label,
    description: SECTOR_BLURBS[path] ?? route.title,
    action: { label: `L’offre ${inSentence(route.label)}`, href: path },
  };
});

/**
 * The company hub (`/entreprises`, spec §2): problem and solution, 4 steps, a quote, calls to
 * /candidater and /contact; it leads to every sector page, the recruitment landing and the AI course.
 * Dated: the aid and the estimate are those of the rules in force on `asOf`.
 */
export function pageAsOf(asOf: string) {
  const offer = companyOfferAsOf(asOf);
  const estimate = estimateSection(offer);
  return definePage({
    path: '/entreprises',
    description:
      'Recrutez un alternant en marketing digital formé à l’IA : présélection, démarches et suivi inclus, avec l’aide de l’État. Une offre par secteur.',
    structuredData: [
      { type: 'service', name: 'Recrutement d’alternants en marketing digital', audience: 'Entreprises', serviceType: 'Recrutement d’alternants' },
    ],
    sections: [
      {
        kind: 'hero',
        title: 'Recrutez un alternant en marketing digital, formé à l’IA',
        subtitle:
          'Nous trouvons le bon profil, gérons les démarches et suivons votre alternant avec vous. Vous gagnez un renfort pour votre présence en ligne.',
        bullets: companyHeroBullets(offer),
        actions: [
          { label: 'Parler de mon besoin', href: COMPANY_CONTACT_HREF },
          { label: 'Voir les offres par secteur', href: '#secteurs', style: 'outline' },
        ],
        illustration: 'companies',
      },
      {
        kind: 'cards',
        id: 'probleme-et-solution',
        title: 'Le problème, et notre solution',
        columns: 'two',
        items: [
          {
            title: 'Le problème',
            accent: 'accent',
            description:
              'Votre présence en ligne demande du temps et des compétences que personne n’a dans l’équipe. Recruter prend du temps, et les démarches de l’alternance font peur.',
          },
          {
            title: 'Notre solution',
            accent: 'secondary',
            description: `Un alternant formé au marketing digital et à l’IA rejoint votre entreprise ${IN_COMPANY}. Nous le présélectionnons, gérons le contrat et le financement, et le suivons avec vous.`,
          },
        ],
      },
      { ...aidAndCostSection(offer), tone: 'surface' },
      ...(estimate ? [{ ...estimate, tone: 'surface' as const }] : []),
      howItWorksSection('four'),
      { ...followUpSection(), tone: 'surface' },
      {
        kind: 'cards',
        id: 'secteurs',
        title: 'Une offre pour chaque secteur',
        intro: 'Les missions d’un alternant changent d’un métier à l’autre : choisissez le vôtre.',
        items: SECTORS,
      },
      {
        kind: 'cards',
        id: 'aller-plus-loin',
        title: 'Aller plus loin',
        tone: 'surface',
        columns: 'two',
        items: [
          {
            title: 'Recruter sans y passer vos journées',
            description: 'Qualification du besoin, présélection, contrat et suivi : tout ce que nous faisons pour votre recrutement.',
            action: { label: 'Recruter un alternant', href: '/recruter-un-alternant' },
          },
          {
            title: 'Former vos équipes à l’IA',
            description: `En ${AI_COURSE.durationDays} journée, vos équipes apprennent à gagner ${AI_COURSE.hoursSavedPerDay} heure par jour grâce à l’IA. Finançable à ${formatPercent(AI_COURSE.opcoCoveragePercent)} par votre OPCO.`,
            action: { label: 'La formation IA en entreprise', href: '/formation-ia', style: 'outline' },
          },
        ],
      },
      {
        kind: 'quote',
        title: 'La parole à une entreprise',
        text: 'Recruter notre alternante a été plus simple que prévu : l’école a présélectionné les candidats et préparé le contrat. Aujourd’hui, notre site et nos réseaux vivent enfin.',
        author: 'Élodie',
        role: 'Dirigeante d’une PME de services',
        placeholder: placeholder('Citation d’exemple : à remplacer par la citation réelle d’une entreprise partenaire, avec son accord écrit.'),
      },
      {
        ...companyFaqSection([
          ...sharedCompanyQuestions(offer),
          {
            question: 'Quels profils d’alternants proposez-vous ?',
            answer: `Trois profils : ${COURSE_PROFILES.marketing.title.toLowerCase()}, ${COURSE_PROFILES.communityManager.title.toLowerCase()} et ${COURSE_PROFILES.businessDeveloper.title.toLowerCase()}. Nous vous aidons à choisir selon vos missions.`,
          },
        ]),
        tone: 'surface',
      },
      finalCallSection(
        offer,
        {
          title: 'Prêt à recruter votre alternant ?',
          text: 'Parlez-nous de votre entreprise : nous vous proposons un profil adapté et nous occupons du reste. Vous cherchez vous-même une alternance ? Postulez en ligne.',
          label: 'Parler de mon besoin',
        },
        [{ label: 'Je cherche une alternance', href: '/candidater' }],
      ),
      companyMobileActions(),
    ],
  });
}
