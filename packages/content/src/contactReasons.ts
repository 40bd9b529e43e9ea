import type { InternalHref } from './model/link.ts';

/**
 * What a contact request is about (DESIGN.md §3): a closed list, so staff can sort requests and
 * no visitor text ever reaches a mail header. Pages pass their subject (`contactHref('recrutement')`
 * → `/contact?objet=recrutement`, or the form's `reason`); /contact lets the visitor choose. The
 * `label` is what is stored and mailed: the database and the e-mail function accept only these
 * (supabase/migrations, a test keeps the three lists equal).
 */
export const CONTACT_REASONS = [
  { slug: 'formation-ia', label: 'Formation IA' },
  { slug: 'alternance', label: 'Formation en alternance' },
  { slug: 'recrutement', label: 'Recrutement d’un alternant' },
  { slug: 'dirigeants-salaries', label: 'Formation dirigeants et salariés' },
  { slug: 'accessibilite', label: 'Accessibilité et handicap' },
  { slug: 'collectivite', label: 'Partenariat avec une collectivité' },
  { slug: 'autre', label: 'Autre demande' },
  // A job offer, sent from the form made for it on /pme (issue 21, point 8), never chosen on /contact.
  { slug: 'offre', label: 'Offre d’alternance', offer: true },
] as const;

export type ContactReasonSlug = (typeof CONTACT_REASONS)[number]['slug'];
export type ContactReason = (typeof CONTACT_REASONS)[number]['label'];

/** The reasons a visitor picks on /contact: all but the job offer, which has its own form. */
export const CHOOSABLE_CONTACT_REASONS = CONTACT_REASONS.filter((reason) => !('offer' in reason));

/** The reason of a job offer (its details: `@ecole/supabase/job-offer`). */
export const OFFER_CONTACT_REASON = 'offre' satisfies ContactReasonSlug;

/** Spec §3 and §9: a form that names no reason records 'Formation IA'. */
export const DEFAULT_CONTACT_REASON: ContactReasonSlug = 'formation-ia';

/** The query parameter of /contact that presets the reason (`/contact?objet=recrutement`). */
export const CONTACT_REASON_PARAM = 'objet';

export function contactReasonLabel(slug: ContactReasonSlug): ContactReason {
  return CONTACT_REASONS.find((reason) => reason.slug === slug)!.label;
}

export function contactReasonSlug(label: ContactReason): ContactReasonSlug {
  return CONTACT_REASONS.find((reason) => reason.label === label)!.slug;
}

/** The reason a slug from an address names, or `undefined` for anything else (never free text). */
export function contactReasonFromSlug(slug: string | null | undefined): ContactReasonSlug | undefined {
  return CONTACT_REASONS.find((reason) => reason.slug === slug)?.slug;
}

/** /contact with its reason preset. */
export function contactHref(slug: ContactReasonSlug): InternalHref {
  return `/contact?${CONTACT_REASON_PARAM}=${slug}`;
}
