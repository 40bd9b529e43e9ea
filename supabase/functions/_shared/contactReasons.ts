// The reasons a contact request may have (DESIGN.md §3): the labels of
// packages/content/src/contactReasons.ts and of the CHECK of
// migrations/20261124120000_contact_requests_known_reasons.sql. A test keeps the three equal.
// Deployed functions cannot import workspace packages: hence this copy, checked, not trusted.

/**
 * A job offer described on /pme (jobOffer.ts): a request of its own, with its own promise, which
 * the visitor never picks from /contact's list (the offer's details come with it).
 */
export const OFFER_REASON = "Offre d’alternance";

export const KNOWN_REASONS = [
  "Formation IA",
  "Formation en alternance",
  "Recrutement d’un alternant",
  "Formation dirigeants et salariés",
  "Accessibilité et handicap",
  "Partenariat avec une collectivité",
  "Autre demande",
  OFFER_REASON,
] as const;

export type KnownReason = (typeof KNOWN_REASONS)[number];

export function isKnownReason(value: string): value is KnownReason {
  return (KNOWN_REASONS as readonly string[]).includes(value);
}

/** The slug of each reason in the site's addresses (`/thank-you?objet=<slug>`), as the site has it. */
export const REASON_SLUGS: Readonly<Record<KnownReason, string>> = {
  "Formation IA": "formation-ia",
  "Formation en alternance": "alternance",
  "Recrutement d’un alternant": "recrutement",
  "Formation dirigeants et salariés": "dirigeants-salaries",
  "Accessibilité et handicap": "accessibilite",
  "Partenariat avec une collectivité": "collectivite",
  "Autre demande": "autre",
  [OFFER_REASON]: "offre",
};
