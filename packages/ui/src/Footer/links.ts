/** The footer's links (spec §2, "Global elements"). Paths must exist in the route table (tested). */
export const FOOTER_LINKS = [
  { label: 'Accueil', href: '/' },
  { label: 'Entreprises', href: '/entreprises' },
  { label: 'L’école', href: '/ecole' },
  { label: 'Programmes', href: '/programmes' },
  { label: 'Contact', href: '/contact' },
  { label: 'Accessibilité', href: '/accessibilite' },
] as const;

export const FOOTER_LEGAL_LINKS = [
  { label: 'Mentions légales', href: '/mentions-legales' },
  { label: 'Politique de confidentialité', href: '/politique-confidentialite' },
] as const;
