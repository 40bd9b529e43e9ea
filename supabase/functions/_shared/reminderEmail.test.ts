// The reminders' words: which request, for when, the two links; how to reach the visitor (issue
// 33): their name, address and phone escaped in the body, their address as a validated Reply-To;
// nothing else they typed.

import { composeReminder, type ReminderFacts } from "./reminderEmail.ts";
import { assertEquals, assertNotIncludes, assertStringIncludes } from "./testing/assert.ts";

const facts = (kind: ReminderFacts["kind"]): ReminderFacts => ({
  kind,
  reason: "Formation IA",
  name: "Camille <b>Martin</b>",
  email: "camille.martin@example.fr",
  phone: "06 12 34 56 78",
  followUp: {
    reference: "4F7A-1C2B",
    due: "lundi 9 mars, avant 17\u00a0h",
    promiseHours: 24,
    links: {
      prendre: "https://www.ecole.example/suivi-demande#jeton=aaa.bbb.ccc",
      repondu: "https://www.ecole.example/suivi-demande#jeton=ddd.eee.fff",
    },
  },
});
const addresses = {
  from: "Site <site@ecole.example>",
  team: ["equipe@ecole.example"],
  manager: ["direction@ecole.example"],
};

Deno.test("the team's reminder at 50 %: to the team, the reference and due time in its subject, both links", () => {
  const mail = composeReminder(facts("rappel-equipe"), addresses);
  assertEquals(mail.to, ["equipe@ecole.example"]);
  assertEquals(
    mail.subject,
    "Rappel\u00a0: demande 4F7A-1C2B à traiter lundi 9 mars, avant 17\u00a0h",
  );
  assertEquals(mail.reply_to, "camille.martin@example.fr");
  assertStringIncludes(mail.text, "la moitié du délai promis est passée");
  assertStringIncludes(
    mail.text,
    "Je m’en occupe\u00a0: https://www.ecole.example/suivi-demande#jeton=aaa.bbb.ccc",
  );
  assertStringIncludes(
    mail.html,
    'href="https://www.ecole.example/suivi-demande#jeton=ddd.eee.fff"',
  );
});

Deno.test("the manager's reminder at 90 %: to the manager; the name escaped in HTML, never in the subject", () => {
  const mail = composeReminder(facts("rappel-responsable"), addresses);
  assertEquals(mail.to, ["direction@ecole.example"]);
  assertEquals(
    mail.subject,
    "Bientôt en retard\u00a0: demande 4F7A-1C2B, personne ne s’en occupe",
  );
  assertStringIncludes(mail.text, "90\u00a0% du délai promis");
  assertStringIncludes(mail.html, "Camille &lt;b&gt;Martin&lt;/b&gt;");
  assertNotIncludes(mail.html, "<b>Martin");
  assertNotIncludes(mail.subject, "Camille");
});

Deno.test("the lateness alert (issue 33): to the team, the manager and the owner once each, who has it, the deadline missed", () => {
  const taken = composeReminder({ ...facts("retard"), takenBy: "Dominique" }, {
    ...addresses,
    manager: ["direction@ecole.example", "EQUIPE@ecole.example"],
    owner: "dominique@ecole.example",
  });
  assertEquals(taken.to, [
    "equipe@ecole.example",
    "direction@ecole.example",
    "dominique@ecole.example",
  ]);
  assertEquals(taken.subject, "En retard\u00a0: demande 4F7A-1C2B, pas de réponse à l’échéance");
  assertStringIncludes(taken.text, "Elle est prise en charge par Dominique.");
  assertStringIncludes(
    taken.text,
    "Échéance\u00a0: lundi 9 mars, avant 17\u00a0h (24\u00a0h ouvrées)",
  );
  const nobody = composeReminder(facts("retard"), addresses);
  assertEquals(nobody.to, ["equipe@ecole.example", "direction@ecole.example"]);
  assertStringIncludes(nobody.text, "Personne ne l’a prise en charge.");
});

Deno.test("both reminders say how to reach the visitor: address and phone in the body, the address as Reply-To", () => {
  for (const kind of ["rappel-equipe", "rappel-responsable"] as const) {
    const mail = composeReminder(facts(kind), addresses);
    assertEquals(mail.reply_to, "camille.martin@example.fr");
    assertStringIncludes(mail.text, "E-mail\u00a0: camille.martin@example.fr");
    assertStringIncludes(mail.text, "Téléphone\u00a0: 06 12 34 56 78");
    assertStringIncludes(mail.text, "Pour répondre au visiteur, répondez simplement à cet e-mail.");
    assertStringIncludes(mail.html, "E-mail\u00a0: camille.martin@example.fr<br>");
    assertStringIncludes(mail.html, "Téléphone\u00a0: 06 12 34 56 78<br>");
    // Never in a header but the validated Reply-To: the subject names the reference only.
    assertNotIncludes(mail.subject, "camille");
    assertNotIncludes(mail.subject, "06 12");
  }
});

Deno.test("no phone given: « Non renseigné »; an address the rules refuse is no Reply-To, and is escaped in the body", () => {
  const noPhone = composeReminder({ ...facts("rappel-equipe"), phone: null }, addresses);
  assertStringIncludes(noPhone.text, "Téléphone\u00a0: Non renseigné");
  const forged = composeReminder(
    { ...facts("rappel-equipe"), email: "x@example.fr\r\nBcc: tous@example.fr" },
    addresses,
  );
  assertEquals(forged.reply_to, undefined);
  assertEquals("reply_to" in forged, false);
  assertNotIncludes(forged.text, "répondez simplement à cet e-mail");
  const tagged = composeReminder(
    { ...facts("rappel-equipe"), email: "<b>x</b>@example.fr" },
    addresses,
  );
  assertEquals(tagged.reply_to, undefined);
  assertStringIncludes(tagged.html, "&lt;b&gt;x&lt;/b&gt;@example.fr");
});
