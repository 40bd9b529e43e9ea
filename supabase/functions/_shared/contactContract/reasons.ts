// What a contact request is about (DESIGN.md §3): a closed list, so staff can sort requests and
// no visitor text ever reaches a mail header. The one list of the reasons, their labels and their
// slugs: the site reads it through @ecole/content, the functions import it. The `label` is what
// is stored and mailed; the `reason in (…)` CHECK of
// supabase/migrations/20261127120000_contact_requests_job_offers.sql (the authority) must hold the
// same labels, which supabase/tests/contactReasons.test.ts proves.

export const CONTACT_REASONS = [
  { slug: "formation-ia", label: "Formation IA" },
  { slug: "alternance", label: "Formation en alternance" },
  { slug: "recrutement", label: "Recrutement d’un alternant" },
  { slug: "dirigeants-salaries", label: "Formation dirigeants et salariés" },
  { slug: "accessibilite", label: "Accessibilité et handicap" },
  { slug: "collectivite", label: "Partenariat avec une collectivité" },
  { slug: "autre", label: "Autre demande" },
  // A job offer, sent from the form made for it on /pme (issue 21, point 8; its details:
  // ../jobOffer.ts), never chosen on /contact.
  { slug: "offre", label: "Offre d’alternance", offer: true },
] as const;

/** A reason in the site's addresses (`/contact?objet=<slug>`, `/thank-you?objet=<slug>`). */
export type ContactReasonSlug = (typeof CONTACT_REASONS)[number]["slug"];
/** A reason as it is stored and mailed. */
export type ContactReason = (typeof CONTACT_REASONS)[number]["label"];

/** The reasons a visitor picks on /contact: all but the job offer, which has its own form. */
// Pure: a page that imports none of these keeps none of them (bundlers cannot tell on their own).
export const CHOOSABLE_CONTACT_REASONS = /* @__PURE__ */ CONTACT_REASONS.filter((reason) =>
  !("offer" in reason)
);

/** The reason of a job offer. */
export const OFFER_CONTACT_REASON = "offre" satisfies ContactReasonSlug;

/** Spec §3 and §9: a form that names no reason records 'Formation IA'. */
export const DEFAULT_CONTACT_REASON: ContactReasonSlug = "formation-ia";

/** The query parameter of /contact and /thank-you that names the reason (`?objet=recrutement`). */
export const CONTACT_REASON_PARAM = "objet";

export function contactReasonLabel(slug: ContactReasonSlug): ContactReason {
  return CONTACT_REASONS.find((reason) => reason.slug === slug)!.label;
}

export function contactReasonSlug(label: ContactReason): ContactReasonSlug {
  return CONTACT_REASONS.find((reason) => reason.label === label)!.slug;
}

/** The reason a slug from an address names, or `undefined` for anything else (never free text). */
export function contactReasonFromSlug(
  slug: string | null | undefined,
): ContactReasonSlug | undefined {
  return CONTACT_REASONS.find((reason) => reason.slug === slug)?.slug;
}

/** /contact with its reason preset (`/contact?objet=recrutement`): the pages' links to the form. */
export function contactHref(
  slug: ContactReasonSlug,
): `/contact?${typeof CONTACT_REASON_PARAM}=${ContactReasonSlug}` {
  return `/contact?${CONTACT_REASON_PARAM}=${slug}`;
}

/** Whether a stored or posted value is one of the reasons (the database refuses the others). */
export function isKnownReason(value: string): value is ContactReason {
  return CONTACT_REASONS.some((reason) => reason.label === value);
}

/** The label of a job offer's reason, as stored. */
export const OFFER_REASON: ContactReason = /* @__PURE__ */ contactReasonLabel(OFFER_CONTACT_REASON);

/** The column default of contact_requests.reason: the label of DEFAULT_CONTACT_REASON. */
export const DEFAULT_REASON: ContactReason = /* @__PURE__ */ contactReasonLabel(
  DEFAULT_CONTACT_REASON,
);
