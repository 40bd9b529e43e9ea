// The JSON body the contact form sends to send-contact-email, checked with the database's own
// rules (the contract's fieldRules.ts) and turned into the row it must match. Values are taken as
// sent, never trimmed: the function looks for the stored row holding exactly these values. The
// reason, which goes into the subject, is one of the known reasons only, never visitor text.

import {
  type Breach,
  checkRow,
  type ContactField,
  type ContactRow,
  DEFAULT_REASON,
  FIELDS,
  NO_PHONE,
} from "./contactContract/index.ts";

export type ContactPayloadResult =
  | { ok: true; row: ContactRow }
  | { ok: false; field?: ContactField; error: string };

// French messages shown to whoever calls the function (the form ignores them, a developer
// reading the network panel does not). U+00A0 before the thousands group of 5 000.
const MESSAGES: Record<ContactField, Partial<Record<Breach | "type", string>>> = {
  name: {
    required: "Le nom est obligatoire.",
    type: "Le nom doit être un texte.",
    tooLong: "Le nom ne doit pas dépasser 120 caractères.",
    lineBreak: "Le nom doit tenir sur une seule ligne.",
    characters: "Le nom contient des caractères non autorisés.",
  },
  email: {
    required: "L’adresse e-mail est obligatoire.",
    type: "L’adresse e-mail doit être un texte.",
    tooLong: "L’adresse e-mail est trop longue.",
    invalid: "L’adresse e-mail n’est pas valide.",
  },
  phone: {
    type: "Le numéro de téléphone doit être un texte.",
    tooLong: "Le numéro de téléphone ne doit pas dépasser 30 caractères.",
    invalid: "Le numéro de téléphone n’est pas valide.",
  },
  reason: {
    required: "Le motif est obligatoire.",
    type: "Le motif doit être un texte.",
    unknown: "Le motif doit être l’un des motifs proposés par le site.",
  },
  message: {
    required: "Le message est obligatoire.",
    type: "Le message doit être un texte.",
    tooLong: "Le message ne doit pas dépasser 5\u00a0000 caractères.",
    characters: "Le message contient des caractères de contrôle non autorisés.",
  },
};

const NOT_AN_OBJECT = "Le corps de la requête doit être un objet JSON.";

/** The French message for a field breaking a rule (also what staff read for a failed row). */
export function breachMessage(field: ContactField, breach: Breach | "type"): string {
  return MESSAGES[field][breach] ?? MESSAGES[field].type!;
}

/** Validates the JSON body of a send-contact-email call and returns the row it stands for. */
export function parseContactPayload(body: unknown): ContactPayloadResult {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, error: NOT_AN_OBJECT };
  }
  const input = body as Record<string, unknown>;
  const row: Partial<Record<ContactField, string | null>> = {};
  for (const field of FIELDS) {
    let value = input[field];
    // The phone: missing, null or the mail's wording mean "left empty" (null in the table).
    if (field === "phone" && (value === undefined || value === null || value === NO_PHONE)) {
      value = null;
    }
    if (field === "reason" && value === undefined) value = DEFAULT_REASON;
    if (value === undefined || (value === null && field !== "phone")) {
      return { ok: false, field, error: breachMessage(field, "required") };
    }
    if (value !== null && typeof value !== "string") {
      return { ok: false, field, error: breachMessage(field, "type") };
    }
    row[field] = value;
  }
  const breach = checkRow(row as unknown as ContactRow);
  if (breach) {
    return { ok: false, field: breach.field, error: breachMessage(breach.field, breach.breach) };
  }
  return { ok: true, row: row as unknown as ContactRow };
}
