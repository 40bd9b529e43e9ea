import { CLAIMS, claimFigure } from '../../claims.ts';
import { aidMention, COST_AFTER_AID } from '../../companyOffer.ts';
import { APPLICATION } from '../../school.ts';
import type { SegmentOf } from '../../segments/segment.ts';
import { segmentPageAsOf } from '../../segments/segmentPage.ts';
import { IN_COMPANY, SCHOOL_DAY } from '../../segments/sharedSections.ts';

/**
 * Craftspeople (`/artisans`, spec §2): pain points, six example tasks, 4 steps, FAQ, calls to
 * /candidater and /contact; under 300 € a month after aid; the « 80 % of craftspeople claim »
 * figure, shown once the school supplies what they claim (`CLAIMS.craftspeopleClaim`).
 */
export const ARTISANS: SegmentOf = (offer) => ({
  path: '/artisans',
  description: `Artisans : un alternant en marketing digital fait connaître votre savoir-faire en ligne. ${aidMention(offer)}, zéro paperasse.`,
  audience: 'Artisans',
  serviceName: 'Recrutement d’alternants en marketing digital pour les artisans',
  hero: {
    title: 'Artisans : un alternant pour faire connaître votre savoir-faire',
    subtitle:
      'Pendant que vous êtes sur vos chantiers ou à l’atelier, un alternant formé au marketing digital montre votre travail en ligne et aide de nouveaux clients à vous trouver.',
    illustration: 'companies',
  },
  pitch: {
    title: 'Votre carnet de commandes dépend du bouche-à-oreille ?',
    paragraphs: [
      'Le bouche-à-oreille reste précieux, mais vos futurs clients cherchent aussi un artisan sur internet : photos de réalisations, avis, horaires, demande de devis.',
      `Un alternant s’occupe de votre présence en ligne ${IN_COMPANY} et se forme à distance ${SCHOOL_DAY}. Vous gardez votre temps pour votre métier.`,
    ],
  },
  painPoints: {
    title: 'Ce qui vous freine aujourd’hui',
    items: [
      { title: 'Pas le temps', description: 'Entre les chantiers, les devis et la facturation, internet passe toujours après.' },
      { title: 'Une fiche Google oubliée', description: 'Horaires, photos et avis ne sont pas à jour, et les clients vont voir ailleurs.' },
      { title: 'Des réalisations invisibles', description: 'Vos plus beaux travaux restent dans votre téléphone au lieu d’attirer des clients.' },
      { title: 'Des outils qui changent vite', description: 'Réseaux sociaux, publicité locale, intelligence artificielle : difficile de suivre seul.' },
    ],
  },
  // Shown only once the school supplies what « 80 % of craftspeople » claim (`CLAIMS.craftspeopleClaim`).
  ...(claimFigure(CLAIMS.craftspeopleClaim).length > 0
    ? { figures: { title: 'Les artisans et le numérique', items: claimFigure(CLAIMS.craftspeopleClaim) } }
    : {}),
  tasks: {
    title: 'Six exemples de missions',
    intro: 'Ce qu’un alternant peut prendre en charge pour votre entreprise, dès ses premières semaines.',
    items: [
      { title: 'Tenir votre fiche Google à jour', description: 'Horaires, photos, services : les informations que vos clients cherchent en premier.' },
      { title: 'Montrer vos réalisations', description: 'Photos avant et après, publiées sur votre site et vos réseaux sociaux.' },
      { title: 'Répondre aux avis', description: 'Remercier vos clients satisfaits, répondre avec soin aux remarques.' },
      { title: 'Créer ou rafraîchir votre site', description: 'Un site simple et clair, avec un formulaire de demande de devis.' },
      { title: 'Lancer une publicité locale', description: 'Des annonces ciblées autour de chez vous, avec un budget que vous fixez.' },
      { title: 'Soigner vos documents', description: 'Plaquettes, cartes de visite, modèles de devis à votre image.' },
    ],
  },
  example: {
    title: 'Un exemple d’entreprise artisanale',
    scenario:
      'Une menuiserie de quatre salariés accueille une apprentie de 20 ans en 1re année du Bachelor Marketing Digital. Elle photographie les réalisations à la fin de chaque chantier, tient la fiche Google à jour et crée une page de demande de devis sur le site.',
    case: { age: 20, contractYear: 1, level: 6, size: 'under250', disabledWorker: false },
  },
  costAfterAid: COST_AFTER_AID.artisans,
  steps: 'four',
  faq: [
    {
      question: 'Que fait-il les semaines où il n’y a rien de nouveau à montrer ?',
      answer:
        'Il prépare la suite : textes et photos des prochains chantiers, mise à jour de votre site, réponses aux avis, suivi des demandes de devis. Vous fixez ensemble ses priorités de la semaine.',
    },
    {
      question: 'Je n’y connais rien au numérique : est-ce un problème ?',
      answer: 'Non. Votre alternant est formé pour ça : vous lui parlez de votre métier, il s’occupe de le montrer en ligne, et nous l’accompagnons.',
    },
    {
      question: 'Mon alternant doit-il venir à l’atelier ou sur les chantiers ?',
      answer: `Il travaille pour vous ${IN_COMPANY}. Il vient photographier vos réalisations et rencontrer vos clients ; une partie de son travail peut se faire à distance si vous le souhaitez.`,
    },
  ],
  calls: {
    hero: 'Trouver mon alternant',
    final: {
      title: 'Faites connaître votre savoir-faire',
      text: `Dites-nous en ${APPLICATION.minutesToDescribeNeed} minutes ce que vous attendez : nous vous présentons des candidats et gérons les démarches.`,
      label: 'Parler de mon besoin',
    },
    extra: [{ label: 'Je cherche une alternance', href: '/candidater' }],
  },
});

export const pageAsOf = (asOf: string) => segmentPageAsOf(ARTISANS, asOf);
