// Validation of the body the contact form sends to send-contact-email. The bounds mirror the
// CHECK constraints of supabase/migrations/20251101120000_contact_requests.sql: a request the
// database accepted is accepted here too, and anything that could break out of a mail header
// (CR/LF in the name or the Reply-To address) is refused. The reason, which goes into the
// subject, is one of the known reasons only (contactReasons.ts), never visitor text.
import { isKnownReason } from "./contactReasons.ts";

/** What the form sends as phone when the visitor left the field empty (spec §3). */
export const NO_PHONE = "Non renseigné";
/** The column default of contact_requests.reason, used when the body has no reason. */
export const DEFAULT_REASON = "Formation IA";

export const LIMITS = {
  name: 120,
  email: 254,
  phone: 30,
  message: 5000,
} as const;

export type ContactField = keyof typeof LIMITS | "reason";

export interface ContactPayload {
  name: string;
  email: string;
  /** The visitor's number, or NO_PHONE. */
  phone: string;
  reason: string;
  message: string;
}

export type ContactPayloadResult =
  | { ok: true; payload: ContactPayload }
  | { ok: false; field?: ContactField; error: string };

// Same patterns as the migration's CHECK constraints.
const EMAIL_SHAPE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const PHONE_CHARS = /^\+?[0-9 ().-]+$/;
const PHONE_SIX_DIGITS = /([0-9][^0-9]*){6}/;
const LINE_BREAK = /[\r\n]/;

// French messages shown to whoever calls the function (the form ignores them, a developer
// reading the network panel does not). U+00A0 before the thousands group of 5 000.
const MESSAGES = {
  name: {
    required: "Le nom est obligatoire.",
    type: "Le nom doit être un texte.",
    tooLong: "Le nom ne doit pas dépasser 120 caractères.",
    lineBreak: "Le nom doit tenir sur une seule ligne.",
  },
  email: {
    required: "L’adresse e-mail est obligatoire.",
    type: "L’adresse e-mail doit être un texte.",
    tooLong: "L’adresse e-mail ne doit pas dépasser 254 caractères.",
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
  },
  body: "Le corps de la requête doit être un objet JSON.",
} as const;

type Check = { ok: true; value: string } | { ok: false; error: string };

function requiredText(
  raw: unknown,
  max: number,
  messages: { required: string; type: string; tooLong: string; lineBreak?: string },
): Check {
  if (raw === undefined || raw === null) return { ok: false, error: messages.required };
  if (typeof raw !== "string") return { ok: false, error: messages.type };
  // Checked on the raw value, as the database does: a trailing line break is still refused.
  if (messages.lineBreak && LINE_BREAK.test(raw)) return { ok: false, error: messages.lineBreak };
  const value = raw.trim();
  if (value === "") return { ok: false, error: messages.required };
  if (value.length > max) return { ok: false, error: messages.tooLong };
  return { ok: true, value };
}

function checkEmail(raw: unknown): Check {
  const text = requiredText(raw, LIMITS.email, MESSAGES.email);
  if (!text.ok) return text;
  if (!EMAIL_SHAPE.test(text.value)) return { ok: false, error: MESSAGES.email.invalid };
  return text;
}

function checkPhone(raw: unknown): Check {
  // Missing, null or blank all mean "not given": the form sends NO_PHONE, other callers may
  // send the database's shape (null).
  if (raw === undefined || raw === null) return { ok: true, value: NO_PHONE };
  if (typeof raw !== "string") return { ok: false, error: MESSAGES.phone.type };
  const value = raw.trim();
  if (value === "" || value === NO_PHONE) return { ok: true, value: NO_PHONE };
  if (value.length > LIMITS.phone) return { ok: false, error: MESSAGES.phone.tooLong };
  if (!PHONE_CHARS.test(value) || !PHONE_SIX_DIGITS.test(value)) {
    return { ok: false, error: MESSAGES.phone.invalid };
  }
  return { ok: true, value };
}

function checkReason(raw: unknown): Check {
  if (raw === undefined) return { ok: true, value: DEFAULT_REASON };
  if (raw === null || raw === "") return { ok: false, error: MESSAGES.reason.required };
  if (typeof raw !== "string") return { ok: false, error: MESSAGES.reason.type };
  // Compared as sent, untrimmed: the database stores exactly one of these labels.
  if (!isKnownReason(raw)) return { ok: false, error: MESSAGES.reason.unknown };
  return { ok: true, value: raw };
}

/** Validates and normalises (trims) the JSON body of a send-contact-email call. */
export function parseContactPayload(body: unknown): ContactPayloadResult {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, error: MESSAGES.body };
  }
  const input = body as Record<string, unknown>;
  const checks: [ContactField, Check][] = [
    ["name", requiredText(input.name, LIMITS.name, MESSAGES.name)],
    ["email", checkEmail(input.email)],
    ["phone", checkPhone(input.phone)],
    ["reason", checkReason(input.reason)],
    ["message", requiredText(input.message, LIMITS.message, MESSAGES.message)],
  ];
  const values: Partial<Record<ContactField, string>> = {};
  for (const [field, check] of checks) {
    if (!check.ok) return { ok: false, field, error: check.error };
    values[field] = check.value;
  }
  return { ok: true, payload: values as ContactPayload };
}
