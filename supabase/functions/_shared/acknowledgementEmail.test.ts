// The visitor's acknowledgement: fixed words, the reference, the promise, the school's phone and
// e-mail; of what the visitor typed at most one plain word of the name, escaped, and never in a
// header (issue 34, point 4).

import { composeAcknowledgement, greetingName } from "./acknowledgementEmail.ts";
import { SCHOOL_CONTACT } from "./schoolContact.ts";
import { assertEquals, assertNotIncludes, assertStringIncludes } from "./testing/assert.ts";

const facts = {
  name: 'Camille <a href="https://evil.example">gagnez</a>',
  reference: "4F7A-1C2B",
  promiseHours: 48,
  due: "mardi 10 mars, avant 9\u00a0h\u00a015",
};
const addresses = {
  from: "Site <site@ecole.example>",
  to: "visiteur@exemple.fr",
  replyTo: "contact@ecole.example",
};

Deno.test("to the stored address, replies to the school; the reference in the subject, not the name", () => {
  const mail = composeAcknowledgement(facts, addresses);
  assertEquals(mail.to, ["visiteur@exemple.fr"]);
  assertEquals(mail.reply_to, "contact@ecole.example");
  assertEquals(mail.subject, "Votre demande est bien reçue (référence 4F7A-1C2B)");
});

Deno.test("says the reference, the promise for the reason with its deadline, the school's phone and e-mail", () => {
  const { text, html } = composeAcknowledgement(facts, addresses);
  for (const body of [text, html]) {
    assertStringIncludes(body, "référence 4F7A-1C2B");
    assertStringIncludes(
      body,
      "sous 48\u00a0h ouvrées (heures d’ouverture de l’école, hors jours fériés), soit au plus tard mardi 10 mars, avant 9\u00a0h\u00a015.",
    );
    assertStringIncludes(body, SCHOOL_CONTACT.phone);
    assertStringIncludes(body, SCHOOL_CONTACT.email);
    assertStringIncludes(body, "Vous n’êtes pas à l’origine de cette demande\u00a0?");
  }
});

Deno.test("the name is the only value typed, one plain word of it at most: no link an abuser could plant", () => {
  const { html, text } = composeAcknowledgement(facts, addresses);
  assertNotIncludes(html, "<a href");
  assertNotIncludes(html, "evil.example");
  assertStringIncludes(html, "<p>Bonjour Camille,</p>");
  assertStringIncludes(text, "Bonjour Camille,");
  // The same words for everyone but the name: nothing else varies with the visitor.
  const other = composeAcknowledgement({ ...facts, name: "Dominique" }, addresses);
  assertEquals(other.text.replace("Bonjour Dominique,", ""), text.replace("Bonjour Camille,", ""));
});

Deno.test("greetingName: the first word when it is Latin letters only, else nothing (« Bonjour, »)", () => {
  for (
    const [typed, kept] of [
      ["Camille Martin", "Camille"],
      ["  Jean-Pierre Dupont", "Jean-Pierre"],
      ["N’Diaye", "N’Diaye"],
      ["O'Brien", "O'Brien"],
      ["Éloïse", "Éloïse"],
      ["Zoe\u0301 Martin", "Zoe\u0301"],
      // What round four planted: a site, a premium-rate number, a call to act.
      ["arnaque.example gagnez 1000 €", null],
      ["Appelez le 0899 000 000", "Appelez"],
      ["0899000000", null],
      ["www.arnaque.example", null],
      ["https://arnaque.example/gagner", null],
      ["victime@exemple.fr", null],
      ["M. Dupont", null],
      ["Jean--Pierre", null],
      ["-Camille", null],
      ["Camille-", null],
      ["Ｃａｍｉｌｌｅ１", null],
      ["ОБЗ", null],
      ["Anticonstitutionnellement", null],
      ["", null],
    ] as const
  ) {
    assertEquals(greetingName(typed), kept, typed);
  }
  const { text } = composeAcknowledgement(
    { ...facts, name: "www.arnaque.example 0899" },
    addresses,
  );
  assertStringIncludes(text, "Bonjour,\n");
  assertNotIncludes(text, "arnaque");
  assertNotIncludes(text, "0899");
});
