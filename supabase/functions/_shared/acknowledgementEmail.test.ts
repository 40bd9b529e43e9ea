// The visitor's acknowledgement: fixed words, the reference, the promise, the school's phone and
// e-mail; of what the visitor typed only the name, escaped, and never in a header.

import { composeAcknowledgement } from "./acknowledgementEmail.ts";
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

Deno.test("the name is the only value typed, escaped in HTML: no link an abuser could plant", () => {
  const { html, text } = composeAcknowledgement(facts, addresses);
  assertNotIncludes(html, "<a href");
  assertStringIncludes(html, "Bonjour Camille &lt;a href=&quot;https://evil.example&quot;&gt;");
  assertStringIncludes(text, "Bonjour Camille");
  // The same words for everyone but the name: nothing else varies with the visitor.
  const other = composeAcknowledgement({ ...facts, name: "Dominique" }, addresses);
  assertEquals(
    other.text.replace("Bonjour Dominique,", ""),
    text.replace(`Bonjour ${facts.name},`, ""),
  );
});
