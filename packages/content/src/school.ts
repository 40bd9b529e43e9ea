/**
 * Facts about the school, typed once and read by every page (DESIGN.md §2.1).
 * Values the specification does not give (brand, address, e-mail, phone) are placeholders
 * listed in docs/content-decisions.md for the school to confirm.
 */
export const SCHOOL = {
  brand: 'École Connectée',
  legalName: 'École Connectée – CFA du numérique',
  tagline: 'Le CFA 100 % à distance du marketing digital, avec l’IA au programme',
  email: 'contact@ecole-connectee.fr',
  /** Shown as written; `phoneHref` is the `tel:` form. */
  phone: '02 43 00 00 00',
  phoneHref: '+33243000000',
  address: { street: '1 rue de la Formation', postalCode: '53000', city: 'Laval', country: 'France' },
  /** Production origin, used for canonical addresses; overridable at build time (VITE_SITE_ORIGIN). */
  origin: 'https://www.ecole-connectee.fr',
  linkedin: 'https://www.linkedin.com/company/ecole-connectee',
  qualityCertificate: {
    label: 'Certificat qualité Qualiopi',
    href: '/certificat-qualiopi.pdf',
  },
} as const;

/** Reply promises (spec §1 and §9; DESIGN.md §3: one constant for /contact and its metadata). */
export const REPLY_DELAY = {
  contactPage: '24 h',
  thankYouPage: '72 h maximum',
} as const;

/** Percentage claims (spec §1). DESIGN.md §3: 87 % everywhere, the 70 % reading is set aside. */
export const FIGURES = {
  graduatesEmployedWithin3Months: 97,
  apprenticesHiredAfterTraining: 87,
  youngPeopleLeavingTheirRegion: 26,
  apprenticeTimeOnCompanyPriorities: 80,
  aiCourseTrained: 50,
  aiCourseApplyNextDay: 92,
  aiCourseFullyFinanced: 90,
  shopsSatisfied: 95,
  shopsGoogleReviewsGain: 30,
  craftspeopleClaim: 80,
} as const;

/** State aid to hire an apprentice (DESIGN.md §3: one wording, no "per year"). */
export const STATE_AID = {
  amountEuros: 5000,
  source: 'Aide exceptionnelle à l’embauche d’alternants, ministère du Travail',
  checkedOn: '2025-09-01',
} as const;

export const APPLICATION = {
  minutesToApply: 5,
  minutesToDescribeNeed: 2,
  selection: 'Sélection sur dossier puis entretien de motivation',
} as const;
