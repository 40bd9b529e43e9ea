import { CONTACT_REASONS, definePage, type SectionKind, type SectionOf, typeset } from '@ecole/content';
import { costEstimatorSection, paySimulatorSection } from '@ecole/content/apprenticeship/sections';

type OneOfEachKind = { readonly [K in SectionKind]: SectionOf<K> };

/**
 * One section of every kind of the content model, with the data each renderer reads. The registry
 * test renders them together as one page (`EVERY_KIND_PAGE`); each kind's story shows its own
 * (`kinds/<Kind>/<Kind>.stories.tsx`). The type refuses a kind left without its example.
 */
export const SECTION_EXAMPLES = typeset<OneOfEachKind>({
  hero: {
    kind: 'hero',
    title: 'Toutes les sections',
    eyebrow: 'Essai',
    badges: ['100 % distanciel'],
    subtitle: 'Un sous-titre',
    bullets: ['Un point'],
    actions: [{ label: 'Je postule', href: '/candidater' }],
    illustration: 'students',
  },
  prose: {
    kind: 'prose',
    title: 'Du texte',
    blocks: [
      { type: 'paragraph', text: ['Voir ', { label: 'la FAQ', href: '/faq' }, '.'] },
      { type: 'heading', text: 'Un intertitre' },
      { type: 'list', items: ['Un', 'Deux'] },
      { type: 'definitions', items: [{ term: 'RNCP', description: 'Répertoire national' }] },
    ],
  },
  cards: {
    kind: 'cards',
    title: 'Des cartes',
    items: [{ title: 'Carte', description: 'Texte', bullets: ['Coche'], action: { label: 'Découvrir', href: '/programmes' } }],
  },
  steps: { kind: 'steps', title: 'Des étapes', items: [{ title: 'Étape', description: 'Texte' }], actions: [{ label: 'Contact', href: '/contact' }] },
  figures: {
    kind: 'figures',
    title: 'Des chiffres',
    items: [{ value: '97 %', label: 'des diplômés', source: { label: 'Nos résultats', href: '/faq' } }],
    note: 'Une note',
  },
  faq: {
    kind: 'faq',
    id: 'questions',
    title: 'Des questions',
    items: [
      { question: 'Combien ça coûte ?', answer: 'Rien.' },
      { question: 'Et après ?', answer: ['Voir ', { label: 'contact', href: '/contact' }] },
    ],
    more: { text: 'Une autre question ?', action: { label: 'Contactez-nous', href: '/contact' } },
  },
  tabs: {
    kind: 'tabs',
    title: 'Des onglets',
    label: 'Le programme',
    defaultTab: 'b',
    items: [
      { id: 'a', label: 'A', blocks: [{ type: 'paragraph', text: 'Panneau A' }] },
      { id: 'b', label: 'B', blocks: [{ type: 'paragraph', text: 'Panneau B' }] },
    ],
  },
  testimonials: {
    kind: 'testimonials',
    title: 'Des témoignages',
    items: [{ quote: 'Super.', author: 'Léa', role: 'Apprentie', type: 'student', placeholder: { note: 'Témoignage réel à fournir.' } }],
  },
  quote: { kind: 'quote', text: 'Une citation.', author: 'Camille', role: 'Fondatrice' },
  callToAction: { kind: 'callToAction', title: 'Un appel', text: 'Texte', ticks: ['Sans engagement'], actions: [{ label: 'Je postule', href: '/candidater' }] },
  ticks: { kind: 'ticks', title: 'Des coches', items: ['Un', 'Deux'] },
  links: {
    kind: 'links',
    title: 'Des liens',
    items: [
      { label: 'Écrire', href: 'mailto:contact@exemple.fr' },
      { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
    ],
  },
  table: { kind: 'table', title: 'Un tableau', caption: 'La grille', columns: ['Âge', '1re année'], rows: [['Moins de 18 ans', '27 %']] },
  logos: { kind: 'logos', title: 'Des logos', items: [{ name: 'Entreprise A', placeholder: { note: 'Logo réel à fournir.' } }] },
  contactForm: {
    kind: 'contactForm',
    id: 'contact',
    title: 'Écrivez-nous',
    reason: 'recrutement',
    aside: [{ title: 'Nous joindre', links: [{ label: '02 43 00 00 00', href: 'tel:+33243000000' }] }],
  },
  applicationForm: {
    kind: 'applicationForm',
    id: 'formulaire',
    title: 'Le formulaire',
    frameTitle: 'Formulaire de candidature',
    openLabel: 'Ouvrir le formulaire',
  },
  reasonSteps: {
    kind: 'reasonSteps',
    title: 'Et ensuite',
    defaultReason: 'formation-ia',
    // Every reason has its promise; those without steps of their own show the default reason's.
    byReason: Object.fromEntries(
      CONTACT_REASONS.map((reason) => [
        reason.slug,
        reason.slug === 'formation-ia'
          ? { promise: 'Réponse sous 24 h.', steps: [{ title: 'On organise', description: 'Vite.' }] }
          : reason.slug === 'recrutement'
            ? {
                promise: 'Réponse sous 24 h pour un recrutement.',
                steps: [{ title: 'On cherche', description: 'On vous écrit.', withPhone: 'On vous appelle.' }],
              }
            : { promise: `Réponse sous 24 h pour « ${reason.label} ».` },
      ]),
    ) as SectionOf<'reasonSteps'>['byReason'],
  },
  stickyCta: { kind: 'stickyCta', label: 'Inscription', message: 'Inscriptions ouvertes', action: { label: 'Je postule', href: '/candidater' } },
  mobileActions: { kind: 'mobileActions', label: 'Actions rapides', actions: [{ label: 'Appeler', href: '/contact' }] },
  paySimulator: paySimulatorSection('2026-11-24')!,
  costEstimator: costEstimatorSection('2026-11-24')!,
  results: {
    kind: 'results',
    id: 'resultats-bachelor',
    title: 'Des résultats',
    missing: { value: 'En cours de consolidation', other: 'À publier' },
    caption: 'Indicateurs : Bachelor',
    indicators: [{ label: 'Taux d’obtention', definition: 'Part des diplômés.', period: 'promotion 2025-2026' }],
  },
  keyInformation: {
    kind: 'keyInformation',
    id: 'informations-cles',
    title: 'Informations clés',
    items: [
      { id: 'prerequisites', term: 'Prérequis', parts: [{ list: ['Un Bac+2'] }] },
      {
        id: 'accessibility',
        term: 'Accessibilité aux personnes handicapées',
        parts: ['Chaque situation est étudiée.', [{ label: 'La déclaration', href: '/accessibilite' }]],
      },
    ],
    updated: 'Mis à jour le 25 novembre 2026',
  },
  anchorPanels: {
    kind: 'anchorPanels',
    panels: [
      { id: 'motif-a', title: 'Premier motif', blocks: [{ type: 'paragraph', text: 'Texte A' }] },
      { id: 'motif-b', title: 'Second motif', blocks: [{ type: 'paragraph', text: 'Texte B' }] },
    ],
  },
  followUpAction: {
    kind: 'followUpAction',
    referenceLabel: 'Demande',
    choices: {
      prendre: { title: 'Je m’en occupe', text: 'À votre nom.', button: 'Confirmer' },
      repondu: { title: 'Répondu', text: 'C’est répondu.', button: 'Confirmer' },
    },
    firstName: { label: 'Votre prénom', hint: 'Retenu.' },
    waiting: 'Préparation…',
    noScript: 'Activez JavaScript.',
    noLink: 'Ouvrez un lien d’e-mail.',
    results: [{ id: 'repondu', title: 'Merci', blocks: [{ type: 'paragraph', text: 'Noté.' }] }],
  },
});

/** Every example above, in that order, as one page (typeset as a content page is). */
export const EVERY_KIND_PAGE = definePage({
  path: '/faq',
  description: 'Une page qui montre chaque genre de section, pour les tests du rendu des sections.',
  structuredData: [{ type: 'organization' }],
  sections: Object.values(SECTION_EXAMPLES),
});
