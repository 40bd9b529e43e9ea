// A job offer a company describes on /pme (issue 21, point 8): a contact request of its own
// reason (`OFFER_REASON`), whose message is the offer's missions, with the offer's details in
// bounded columns of contact_requests
// (supabase/migrations/20261127120000_contact_requests_job_offers.sql, whose CHECKs are the
// authority). This module is the one place the details, their choices and their French labels are
// written: the functions validate and mail with it, and the site's form (@ecole/contact) imports
// it as `@ecole/supabase/job-offer`. Plain TypeScript, relative imports only, so Deno and Vite both
// load it. A test feeds the same values to the database and to `checkOffer`.

import { type Breach, checkLine, OFFER_REASON } from "./contactContract/index.ts";

export { OFFER_REASON };

/** The offer's columns, in the order the form and the staff mail show them. */
export const OFFER_FIELDS = [
  "offer_title",
  "offer_work_mode",
  "offer_town",
  "offer_start",
  "offer_rhythm",
  "offer_level",
  "company_name",
  "company_size",
] as const;

export type OfferField = (typeof OFFER_FIELDS)[number];

/** An offer as the table holds it: the town is null for a job fully done at a distance. */
export type OfferColumns = { [F in OfferField]: string | null };

/** One line each, as the name: counted in characters (code points), as `char_length` does. */
export const OFFER_LIMITS = { offer_title: 120, offer_town: 100, company_name: 120 } as const;

/** The choices of a closed field: the stored value, and what a person reads. */
export interface OfferChoice {
  value: string;
  label: string;
}

/**
 * The closed fields. The rhythm is the school's own (4 days in the company, 1 in training, the
 * specification's course facts) or one to agree on; the levels are the diplomas the school
 * prepares (certifications of levels 5 to 7, spec §9).
 */
export const OFFER_CHOICES = {
  offer_work_mode: [
    { value: "sur-place", label: "Sur place" },
    { value: "hybride", label: "Sur place et en télétravail" },
    { value: "a-distance", label: "En télétravail complet" },
  ],
  offer_rhythm: [
    { value: "rythme-ecole", label: "4 jours en entreprise, 1 jour en formation" },
    { value: "a-discuter", label: "Un autre rythme, à discuter avec l’école" },
  ],
  offer_level: [
    { value: "bac-2", label: "Bac+2 (niveau 5)" },
    { value: "bac-3", label: "Bac+3 (niveau 6)" },
    { value: "bac-5", label: "Bac+5 (niveau 7)" },
    { value: "indifferent", label: "Pas de préférence" },
  ],
  company_size: [
    { value: "1-10", label: "1 à 10 salariés" },
    { value: "11-49", label: "11 à 49 salariés" },
    { value: "50-249", label: "50 à 249 salariés" },
    { value: "250-plus", label: "250 salariés et plus" },
  ],
} as const satisfies Record<string, readonly OfferChoice[]>;

export type OfferChoiceField = keyof typeof OFFER_CHOICES;

/** The work mode for which no town is asked. */
export const FULLY_REMOTE = "a-distance";

/** How staff read each detail (the staff mail, the export). */
export const OFFER_LABELS: Readonly<Record<OfferField, string>> = {
  offer_title: "Intitulé du poste",
  offer_work_mode: "Lieu de travail",
  offer_town: "Ville",
  offer_start: "Date de début souhaitée",
  offer_rhythm: "Rythme",
  offer_level: "Niveau de diplôme recherché",
  company_name: "Entreprise",
  company_size: "Taille de l’entreprise",
};

/**
 * The start date may not be more than a month past nor more than two years ahead of the day the
 * offer is sent, in the school's time zone (the table's CHECK counts from `created_at`).
 */
export const OFFER_START_WINDOW_DAYS = { before: 31, after: 730 } as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date, or null when it is no calendar date. */
export function dayNumber(value: string): number | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (
    date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day
  ) {
    return null;
  }
  return time / 86_400_000;
}

/** Today's date in the school's time zone, `YYYY-MM-DD`. */
export function parisDate(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Paris",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** Which rule an offer's detail breaks; the contact rules' breaches, and a date out of range. */
export type OfferBreach = Breach | "outOfRange";

/** Whether a start date is one the table accepts for an offer sent at `now`. */
export function checkStart(value: string, now: Date): OfferBreach | null {
  if (value === "") return "required";
  const day = dayNumber(value);
  if (day === null) return "invalid";
  const today = dayNumber(parisDate(now))!;
  const { before, after } = OFFER_START_WINDOW_DAYS;
  return day < today - before || day > today + after ? "outOfRange" : null;
}

const isChoice = (field: OfferChoiceField, value: string) =>
  (OFFER_CHOICES[field] as readonly OfferChoice[]).some((choice) => choice.value === value);

/** The label of a stored choice (the value itself if it is none: older rows, never a crash). */
export function choiceLabel(field: OfferChoiceField, value: string): string {
  return (OFFER_CHOICES[field] as readonly OfferChoice[]).find((choice) => choice.value === value)
    ?.label ?? value;
}

/** The rule one detail of an offer breaks (the town depends on the work mode), or null. */
export function checkOfferField(
  field: OfferField,
  offer: OfferColumns,
  now: Date = new Date(),
): OfferBreach | null {
  const value = offer[field];
  if (field === "offer_town") {
    // A fully remote job has no town (`offerFrom` drops one typed before the choice).
    const remote = offer.offer_work_mode === FULLY_REMOTE;
    if (value === null) return remote ? null : "required";
    return remote ? "unknown" : checkLine(value, OFFER_LIMITS.offer_town);
  }
  if (value === null || value === "") return "required";
  if (field === "offer_start") return checkStart(value, now);
  if (field === "offer_title" || field === "company_name") {
    return checkLine(value, OFFER_LIMITS[field]);
  }
  return isChoice(field, value) ? null : "unknown";
}

/** The first detail of an offer the table would refuse, with the rule it breaks, or null. */
export function checkOffer(
  offer: OfferColumns,
  now: Date = new Date(),
): { field: OfferField; breach: OfferBreach } | null {
  for (const field of OFFER_FIELDS) {
    const breach = checkOfferField(field, offer, now);
    if (breach) return { field, breach };
  }
  return null;
}

/**
 * The first offer detail of a request the table would refuse: every detail of an offer, none of
 * another request (the form of /contact has no such field; a forged post gets the refusal page).
 */
export function checkOfferOf(
  request: { reason: string } & Partial<OfferColumns>,
  now: Date = new Date(),
): { field: OfferField; breach: OfferBreach } | null {
  const offer = Object.fromEntries(
    OFFER_FIELDS.map((field) => [field, request[field] ?? null]),
  ) as OfferColumns;
  if (request.reason === OFFER_REASON) return checkOffer(offer, now);
  const stray = OFFER_FIELDS.find((field) => offer[field] !== null);
  return stray ? { field: stray, breach: "unknown" } : null;
}

/** An offer's details from named values (a posted form, a JSON body): trimmed, empty is absent. */
export function offerFrom(field: (name: string) => string | null): OfferColumns {
  const offer = Object.fromEntries(
    OFFER_FIELDS.map((name) => {
      const value = (field(name) ?? "").trim();
      return [name, value === "" ? null : value];
    }),
  ) as OfferColumns;
  // A town typed before choosing « En télétravail complet » is no town of the offer.
  if (offer.offer_work_mode === FULLY_REMOTE) offer.offer_town = null;
  return offer;
}

/** One detail of an offer as staff read it: a choice in words, the date in French. */
export function offerDetail(field: OfferField, value: string): string {
  if (field === "offer_start") return frenchDate(value);
  if (field in OFFER_CHOICES) return choiceLabel(field as OfferChoiceField, value);
  return value;
}

/** The lines of an offer as staff read them (label, value): the staff mail, the desk. */
export function offerLines(offer: Partial<OfferColumns>): Array<[label: string, value: string]> {
  return OFFER_FIELDS.flatMap((field): Array<[string, string]> => {
    const value = offer[field];
    if (value === null || value === undefined) return [];
    return [[OFFER_LABELS[field], offerDetail(field, value)]];
  });
}

/** `2027-09-01` → `1er septembre 2027`. */
export function frenchDate(value: string): string {
  const day = dayNumber(value);
  if (day === null) return value;
  const text = new Intl.DateTimeFormat("fr-FR", {
    timeZone: "UTC",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date(day * 86_400_000));
  return text.replace(/^1 /, "1er ");
}

/** Whether a stored request is an offer (and has the details to show). */
export const isOffer = (row: { reason: string }) => row.reason === OFFER_REASON;
