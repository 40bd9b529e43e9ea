// deno-lint-ignore-file no-control-regex -- control characters are what these classes refuse
// The rules a contact request must follow, as the database's CHECK constraints state them
// (supabase/migrations/20261124130100_contact_requests_one_set_of_rules.sql, the phone's in
// 20251101120000, the reason's in 20261127120000, where the request came from in 20261124140000),
// repeated character for character: the CHECKs are the authority. The functions mail only stored
// rows, so a value the database takes and these rules refuse would be a request stuck forever, and
// the form (packages/contact, validateFields.ts) checks the same rules so the visitor reads a
// precise message instead of the generic error: one table of values
// (../testing/contactValueCases.ts) proves the database, the functions and the form agree.

import { isKnownReason } from "./reasons.ts";
import type { OfferColumns } from "../jobOffer.ts";

/** Lengths in characters (code points), as `char_length` counts them. */
export const FIELD_LIMITS = {
  name: 120,
  email: 254,
  emailLocalPart: 64,
  phone: 30,
  message: 5000,
} as const;

/** A request as the table holds it: the phone is null when the visitor left it empty. */
export interface ContactRow {
  name: string;
  email: string;
  phone: string | null;
  reason: string;
  message: string;
}

export type ContactField = keyof ContactRow;

/** Which rule a value breaks. */
export type Breach =
  | "required" // empty or blank
  | "tooLong"
  | "lineBreak" // name: a line break, the name is one line
  | "characters" // a control, separator or bidirectional character where none may be
  | "invalid" // the shape of an address or a phone number
  | "unknown"; // a reason that is not one of the site's

// "Blank": U+0009–U+000D, U+0020, U+0085, U+00A0, U+1680, U+180E, U+2000–U+200D, U+2028,
// U+2029, U+202F, U+205F, U+2060, U+3000, U+FEFF (the migration's list). Not `\s`, which leaves
// out the zero-width spaces and differs from PostgreSQL's `[[:space:]]`.
const FILLED =
  /[^\u0009-\u000d\u0020\u0085\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]/u;
const NAME_LINE_BREAK = /[\n\u000b\u000c\r\u0085\u2028\u2029]/u;
// U+0000 cannot be stored at all; PostgreSQL's copy of this class starts at U+0001.
const NAME_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
const MESSAGE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;
// A UTF-16 half without its other half: JSON can carry one, PostgreSQL cannot store it.
const LONE_SURROGATE = /[\ud800-\udfff]/u;
const EMAIL_SHAPE =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;
const PHONE_CHARACTERS = /^\+?[0-9 ().-]+$/;
const PHONE_SIX_DIGITS = /([0-9][^0-9]*){6}/;

/** Characters as PostgreSQL's `char_length` counts them (code points): an emoji is one. */
export function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

function text(value: string, max: number, forbidden: RegExp): Breach | null {
  if (LONE_SURROGATE.test(value)) return "characters";
  if (!FILLED.test(value)) return "required";
  if (characterCount(value) > max) return "tooLong";
  if (forbidden.test(value)) return "characters";
  return null;
}

/** One line of text shown to staff: a name, a staff member's first name, a reason to close. */
export function checkLine(value: string, max: number): Breach | null {
  if (NAME_LINE_BREAK.test(value)) return "lineBreak";
  return text(value, max, NAME_FORBIDDEN);
}

export function checkName(value: string): Breach | null {
  return checkLine(value, FIELD_LIMITS.name);
}

export function checkEmail(value: string): Breach | null {
  if (value === "") return "required";
  if (characterCount(value) > FIELD_LIMITS.email) return "tooLong";
  if (!EMAIL_SHAPE.test(value)) return "invalid";
  if (value.split("@")[0]!.length > FIELD_LIMITS.emailLocalPart) return "tooLong";
  return null;
}

export function checkPhone(value: string | null): Breach | null {
  if (value === null) return null;
  if (characterCount(value) > FIELD_LIMITS.phone) return "tooLong";
  if (!PHONE_CHARACTERS.test(value) || !PHONE_SIX_DIGITS.test(value)) return "invalid";
  return null;
}

export function checkReason(value: string): Breach | null {
  if (value === "") return "required";
  return isKnownReason(value) ? null : "unknown";
}

export function checkMessage(value: string): Breach | null {
  return text(value, FIELD_LIMITS.message, MESSAGE_FORBIDDEN);
}

const CHECKS: { [F in ContactField]: (value: ContactRow[F]) => Breach | null } = {
  name: checkName,
  email: checkEmail,
  phone: checkPhone,
  reason: checkReason,
  message: checkMessage,
};

export const FIELDS: readonly ContactField[] = ["name", "email", "phone", "reason", "message"];

/** The first field of the row the database would refuse, with the rule it breaks, or null. */
export function checkRow(row: ContactRow): { field: ContactField; breach: Breach } | null {
  for (const field of FIELDS) {
    const breach = (CHECKS[field] as (value: unknown) => Breach | null)(row[field]);
    if (breach) return { field, breach };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Where a request came from (supabase/migrations/20261124140000_contact_requests_attribution.sql):
// optional columns the form fills from the visit, never typed by the visitor. Same table of
// values as the five fields above.

/** The five campaign parameters of a visit's address, each stored in the column of its name. */
export const UTM_FIELDS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;

export type UtmField = (typeof UTM_FIELDS)[number];

/** The attribution columns, in the order the staff mail and the export show them. */
export const ATTRIBUTION_FIELDS = [
  "landing_path",
  "form_path",
  "referrer_host",
  ...UTM_FIELDS,
] as const;

export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];

/** Where a request came from; a column is null when the visit did not tell. */
export type Attribution = { [F in AttributionField]: string | null };

export const ATTRIBUTION_LIMITS = { path: 200, host: 253, utm: 100 } as const;

const PATH_SHAPE = /^\/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/;
const HOST_SHAPE = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

export function checkPath(value: string | null): Breach | null {
  if (value === null) return null;
  if (characterCount(value) > ATTRIBUTION_LIMITS.path) return "tooLong";
  return PATH_SHAPE.test(value) ? null : "invalid";
}

export function checkHost(value: string | null): Breach | null {
  if (value === null) return null;
  if (characterCount(value) > ATTRIBUTION_LIMITS.host) return "tooLong";
  return HOST_SHAPE.test(value) ? null : "invalid";
}

export function checkUtm(value: string | null): Breach | null {
  if (value === null) return null;
  return text(value, ATTRIBUTION_LIMITS.utm, NAME_FORBIDDEN);
}

const UTM_FORBIDDEN = new RegExp(NAME_FORBIDDEN.source, "gu");

/**
 * A campaign value as the table stores it: what it refuses (control, line-separator and
 * bidirectional characters) taken out, at most 100 characters (code points), or null when blank.
 * The site cleans a visit's values so before it sends them (packages/contact, VisitOrigin), and the
 * campaign figures clean the access log's the same way (campaignVisits.ts), so a visit and the
 * request it led to meet in one row.
 */
export function cleanUtm(value: string | null | undefined): string | null {
  if (value === null || value === undefined || LONE_SURROGATE.test(value)) return null;
  const kept = [...value.replace(UTM_FORBIDDEN, "")].slice(0, ATTRIBUTION_LIMITS.utm).join("");
  return FILLED.test(kept) ? kept : null;
}

/**
 * What a campaign value issued by the school's tools looks like (`npm run campaign-link`, the
 * desk's link maker): lower-case letters, digits, `-`, `_` and `.`, up to 100 characters. Kept
 * plain so a link reads well on print and groups cleanly in the figures (`Salon Laval` and
 * `salon-laval` would be two campaigns); anything else is counted as « (autre) ».
 */
export const UTM_VALUE = /^[a-z0-9][a-z0-9._-]{0,99}$/;

const ATTRIBUTION_CHECKS: { [F in AttributionField]: (value: string | null) => Breach | null } = {
  landing_path: checkPath,
  form_path: checkPath,
  referrer_host: checkHost,
  utm_source: checkUtm,
  utm_medium: checkUtm,
  utm_campaign: checkUtm,
  utm_term: checkUtm,
  utm_content: checkUtm,
};

/** The first attribution column the database would refuse, with the rule it breaks, or null. */
export function checkAttribution(
  attribution: Partial<Attribution>,
): { field: AttributionField; breach: Breach } | null {
  for (const field of ATTRIBUTION_FIELDS) {
    const breach = ATTRIBUTION_CHECKS[field](attribution[field] ?? null);
    if (breach) return { field, breach };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// The experiment variant of the page the request was sent from (issue 37;
// supabase/migrations/20261128200100_contact_requests_experiment_variant.sql): written into the
// variant's prerendered page, never typed; same table of values as the fields above.

/** The column, and the hidden field of the form that carries it. */
export const EXPERIMENT_FIELD = "experiment_variant";
export type ExperimentField = typeof EXPERIMENT_FIELD;

/**
 * `formation-ia-titre:b`: an experiment's id (lower-case letters, digits, hyphens; 60 at most),
 * then `a` or `b`. What the proxies write in the access log and the counters keep.
 */
export const EXPERIMENT_VARIANT_SHAPE = /^[a-z0-9][a-z0-9-]{0,59}:[ab]$/;

export function checkExperimentVariant(value: string | null): Breach | null {
  if (value === null) return null;
  return EXPERIMENT_VARIANT_SHAPE.test(value) ? null : "invalid";
}

/**
 * A whole request: the five fields, where it came from, the experiment variant of its page, and,
 * for a job offer (jobOffer.ts, whose `checkOfferOf` checks them), the offer's details.
 */
export type ContactRequest =
  & ContactRow
  & Partial<Attribution>
  & { [EXPERIMENT_FIELD]?: string | null }
  & Partial<OfferColumns>;

/** The first column of a whole request the database would refuse, or null. */
export function checkRequest(
  request: ContactRequest,
): { field: ContactField | AttributionField | ExperimentField; breach: Breach } | null {
  const variant = checkExperimentVariant(request[EXPERIMENT_FIELD] ?? null);
  return checkRow(request) ?? checkAttribution(request) ??
    (variant ? { field: EXPERIMENT_FIELD, breach: variant } : null);
}
