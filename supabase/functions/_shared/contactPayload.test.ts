// The body of a send-contact-email call: types, defaults and the French messages. Which values
// are valid is contactContract/fieldRules.test.ts's business (the table shared with the database).
import {
  CONTACT_REASONS,
  DEFAULT_REASON,
  FIELD_LIMITS as LIMITS,
  NO_PHONE,
} from "./contactContract/index.ts";
import { parseContactPayload } from "./contactPayload.ts";
import { assert, assertEquals } from "./testing/assert.ts";

const valid = {
  name: "Camille Martin",
  email: "camille.martin@example.fr",
  phone: "06 12 34 56 78",
  reason: "Formation IA",
  message: "Bonjour, je souhaite des informations sur la prochaine session.",
};

function rejects(body: Record<string, unknown>, field: string, error: string): void {
  const result = parseContactPayload(body);
  assert(!result.ok, `expected ${JSON.stringify(body)} to be refused`);
  assertEquals({ field: result.field, error: result.error }, { field, error });
}

Deno.test("a complete request from the form is the row it stands for", () => {
  assertEquals(parseContactPayload(valid), { ok: true, row: valid });
});

Deno.test("values are taken as sent, never trimmed: the stored row holds them so", () => {
  const result = parseContactPayload({ ...valid, name: "  Camille Martin " });
  assert(result.ok);
  assertEquals(result.row.name, "  Camille Martin ");
});

Deno.test("phone: 'Non renseigné', null or missing mean no phone (null in the table)", () => {
  for (const phone of [NO_PHONE, null, undefined]) {
    const result = parseContactPayload({ ...valid, phone });
    assert(result.ok, `phone ${JSON.stringify(phone)} should be accepted`);
    assertEquals(result.row.phone, null);
  }
});

Deno.test("phone: an empty text is not a phone number (the table refuses it too)", () => {
  rejects({ ...valid, phone: "" }, "phone", "Le numéro de téléphone n’est pas valide.");
  rejects({ ...valid, phone: "   " }, "phone", "Le numéro de téléphone n’est pas valide.");
});

Deno.test("phone: a number of the wrong type or too long is refused with its message", () => {
  rejects({ ...valid, phone: 612345678 }, "phone", "Le numéro de téléphone doit être un texte.");
  rejects(
    { ...valid, phone: "0".repeat(LIMITS.phone + 1) },
    "phone",
    "Le numéro de téléphone ne doit pas dépasser 30 caractères.",
  );
});

Deno.test("reason defaults to 'Formation IA' when the body has none", () => {
  const { reason: _omitted, ...withoutReason } = valid;
  const result = parseContactPayload(withoutReason);
  assert(result.ok);
  assertEquals(result.row.reason, DEFAULT_REASON);
});

Deno.test("reason: one of the site's known reasons only, never visitor text (it goes into the subject)", () => {
  for (const { label: reason } of CONTACT_REASONS) {
    assert(parseContactPayload({ ...valid, reason }).ok, reason);
  }
  rejects(
    { ...valid, reason: "URGENT : cliquez ici" },
    "reason",
    "Le motif doit être l’un des motifs proposés par le site.",
  );
  rejects({ ...valid, reason: "" }, "reason", "Le motif est obligatoire.");
  rejects({ ...valid, reason: null }, "reason", "Le motif est obligatoire.");
});

Deno.test("required fields: missing, null, empty or blank are refused with the field named", () => {
  for (const value of [undefined, null, "", "  \t ", "\u00a0\u00a0", "\u200b"]) {
    rejects({ ...valid, name: value }, "name", "Le nom est obligatoire.");
    rejects({ ...valid, message: value }, "message", "Le message est obligatoire.");
  }
  for (const value of [undefined, null, ""]) {
    rejects({ ...valid, email: value }, "email", "L’adresse e-mail est obligatoire.");
  }
});

Deno.test("wrong types are refused", () => {
  rejects({ ...valid, name: ["Camille"] }, "name", "Le nom doit être un texte.");
  rejects({ ...valid, email: 42 }, "email", "L’adresse e-mail doit être un texte.");
  rejects({ ...valid, reason: true }, "reason", "Le motif doit être un texte.");
  rejects({ ...valid, message: { text: "x" } }, "message", "Le message doit être un texte.");
});

Deno.test("each broken rule has its French message", () => {
  rejects(
    { ...valid, name: "a".repeat(LIMITS.name + 1) },
    "name",
    "Le nom ne doit pas dépasser 120 caractères.",
  );
  rejects(
    { ...valid, name: "Camille\r\nBcc: x@example.com" },
    "name",
    "Le nom doit tenir sur une seule ligne.",
  );
  rejects(
    { ...valid, name: "\u202eCamille" },
    "name",
    "Le nom contient des caractères non autorisés.",
  );
  rejects(
    { ...valid, email: "Direction <d@example.fr>" },
    "email",
    "L’adresse e-mail n’est pas valide.",
  );
  rejects(
    { ...valid, email: `${"a".repeat(65)}@example.fr` },
    "email",
    "L’adresse e-mail est trop longue.",
  );
  rejects({ ...valid, phone: "appelez-moi" }, "phone", "Le numéro de téléphone n’est pas valide.");
  rejects(
    { ...valid, message: "m".repeat(LIMITS.message + 1) },
    "message",
    "Le message ne doit pas dépasser 5\u00a0000 caractères.",
  );
  rejects(
    { ...valid, message: "Bonjour\u001b[2J" },
    "message",
    "Le message contient des caractères de contrôle non autorisés.",
  );
});

Deno.test("a body that is not a JSON object is refused without a field", () => {
  for (const body of [null, "texte", 42, [valid]]) {
    const result = parseContactPayload(body);
    assert(!result.ok);
    assertEquals(result.field, undefined);
    assertEquals(result.error, "Le corps de la requête doit être un objet JSON.");
  }
});
