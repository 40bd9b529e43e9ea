import { DEFAULT_REASON, LIMITS, NO_PHONE, parseContactPayload } from "./contactPayload.ts";
import { KNOWN_REASONS } from "./contactReasons.ts";
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

Deno.test("a complete request from the form is accepted as sent", () => {
  assertEquals(parseContactPayload(valid), { ok: true, payload: valid });
});

Deno.test("values are trimmed", () => {
  const result = parseContactPayload({
    ...valid,
    name: "  Camille Martin ",
    email: " camille.martin@example.fr ",
  });
  assert(result.ok);
  assertEquals(result.payload.name, "Camille Martin");
  assertEquals(result.payload.email, "camille.martin@example.fr");
});

Deno.test("phone: 'Non renseigné', empty, blank, null or missing all mean no phone", () => {
  for (const phone of [NO_PHONE, "", "   ", null, undefined]) {
    const result = parseContactPayload({ ...valid, phone });
    assert(result.ok, `phone ${JSON.stringify(phone)} should be accepted`);
    assertEquals(result.payload.phone, NO_PHONE);
  }
});

Deno.test("phone: usual French and international notations are accepted", () => {
  for (
    const phone of ["0612345678", "+33 6 12 34 56 78", "+33 (0)6.12.34.56.78", "02-43-00-00-00"]
  ) {
    const result = parseContactPayload({ ...valid, phone });
    assert(result.ok, `phone ${phone} should be accepted`);
    assertEquals(result.payload.phone, phone);
  }
});

Deno.test("phone: letters, too few digits, too long or not a string are refused", () => {
  rejects({ ...valid, phone: "appelez-moi" }, "phone", "Le numéro de téléphone n’est pas valide.");
  rejects({ ...valid, phone: "12 34" }, "phone", "Le numéro de téléphone n’est pas valide.");
  rejects({ ...valid, phone: "...---..." }, "phone", "Le numéro de téléphone n’est pas valide.");
  rejects(
    { ...valid, phone: "0".repeat(31) },
    "phone",
    "Le numéro de téléphone ne doit pas dépasser 30 caractères.",
  );
  rejects({ ...valid, phone: 612345678 }, "phone", "Le numéro de téléphone doit être un texte.");
  assert(
    parseContactPayload({ ...valid, phone: "0".repeat(30) }).ok,
    "30 digits are within the bound",
  );
});

Deno.test("reason defaults to 'Formation IA' when the body has none", () => {
  const { reason: _omitted, ...withoutReason } = valid;
  const result = parseContactPayload(withoutReason);
  assert(result.ok);
  assertEquals(result.payload.reason, DEFAULT_REASON);
});

Deno.test("reason: one of the site's known reasons only, never visitor text (it goes into the subject)", () => {
  for (const reason of KNOWN_REASONS) {
    const result = parseContactPayload({ ...valid, reason });
    assert(result.ok, reason);
    assertEquals(result.payload.reason, reason);
  }
  for (
    const reason of [
      "Autre",
      " Formation IA",
      "formation ia",
      "URGENT : votre compte est suspendu, cliquez ici",
      "‮Formation IA",
      "Formation IA Bcc: x@example.com",
      "r".repeat(81),
    ]
  ) {
    rejects(
      { ...valid, reason },
      "reason",
      "Le motif doit être l’un des motifs proposés par le site.",
    );
  }
});

Deno.test("required fields: missing, null, empty or blank are refused with the field named", () => {
  for (const value of [undefined, null, "", "  \t "]) {
    rejects({ ...valid, name: value }, "name", "Le nom est obligatoire.");
    rejects({ ...valid, email: value }, "email", "L’adresse e-mail est obligatoire.");
    rejects({ ...valid, message: value }, "message", "Le message est obligatoire.");
  }
  rejects({ ...valid, reason: "" }, "reason", "Le motif est obligatoire.");
  rejects({ ...valid, reason: null }, "reason", "Le motif est obligatoire.");
});

Deno.test("wrong types are refused", () => {
  rejects({ ...valid, name: ["Camille"] }, "name", "Le nom doit être un texte.");
  rejects({ ...valid, email: 42 }, "email", "L’adresse e-mail doit être un texte.");
  rejects({ ...valid, reason: true }, "reason", "Le motif doit être un texte.");
  rejects({ ...valid, message: { text: "x" } }, "message", "Le message doit être un texte.");
});

Deno.test("lengths: the database's bounds are accepted, one more character is not", () => {
  assert(parseContactPayload({ ...valid, name: "a".repeat(LIMITS.name) }).ok);
  rejects(
    { ...valid, name: "a".repeat(LIMITS.name + 1) },
    "name",
    "Le nom ne doit pas dépasser 120 caractères.",
  );
  const longEmail = "a".repeat(LIMITS.email - "@example.fr".length) + "@example.fr";
  assert(parseContactPayload({ ...valid, email: longEmail }).ok);
  rejects(
    { ...valid, email: "a" + longEmail },
    "email",
    "L’adresse e-mail ne doit pas dépasser 254 caractères.",
  );
  assert(parseContactPayload({ ...valid, message: "m".repeat(LIMITS.message) }).ok);
  rejects(
    { ...valid, message: "m".repeat(LIMITS.message + 1) },
    "message",
    "Le message ne doit pas dépasser 5\u00a0000 caractères.",
  );
});

Deno.test("e-mail addresses without the user@domain.tld shape are refused", () => {
  for (
    const email of [
      "camille",
      "camille@",
      "@example.fr",
      "camille@example",
      "ca mille@example.fr",
      "a@b@c.fr",
    ]
  ) {
    rejects({ ...valid, email }, "email", "L’adresse e-mail n’est pas valide.");
  }
});

Deno.test("header injection: CR or LF in the name, the e-mail or the reason is refused", () => {
  for (const breakChar of ["\r", "\n", "\r\n"]) {
    rejects(
      { ...valid, name: `Camille${breakChar}Bcc: victim@example.com` },
      "name",
      "Le nom doit tenir sur une seule ligne.",
    );
    rejects(
      { ...valid, name: `Camille${breakChar}` },
      "name",
      "Le nom doit tenir sur une seule ligne.",
    );
    rejects(
      { ...valid, email: `camille@example.fr${breakChar}Bcc: victim@example.com` },
      "email",
      "L’adresse e-mail n’est pas valide.",
    );
    rejects(
      { ...valid, reason: `Formation IA${breakChar}Bcc: victim@example.com` },
      "reason",
      "Le motif doit être l’un des motifs proposés par le site.",
    );
  }
});

Deno.test("a message may span several lines", () => {
  const result = parseContactPayload({
    ...valid,
    message: "Bonjour,\n\nQuelles sont les dates ?\r\nMerci",
  });
  assert(result.ok);
});

Deno.test("a body that is not a JSON object is refused without a field", () => {
  for (const body of [null, "texte", 42, [valid]]) {
    const result = parseContactPayload(body);
    assert(!result.ok);
    assertEquals(result.field, undefined);
    assertEquals(result.error, "Le corps de la requête doit être un objet JSON.");
  }
});
