// The reminders' words: which request, for when, the two links; the visitor's name escaped, and
// nothing else they typed.

import { composeReminder, type ReminderFacts } from "./reminderEmail.ts";
import { assertEquals, assertNotIncludes, assertStringIncludes } from "./testing/assert.ts";

const facts = (kind: ReminderFacts["kind"]): ReminderFacts => ({
  kind,
  reason: "Formation IA",
  name: "Camille <b>Martin</b>",
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
  assertEquals(mail.reply_to, undefined);
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
