import { composeContactEmail } from "./contactEmail.ts";
import { assertEquals, assertNotIncludes, assertStringIncludes } from "./testing/assert.ts";

const payload = {
  name: "Camille <b>Martin</b>",
  email: "camille@example.fr",
  phone: null,
  reason: "Formation IA",
  message: "Bonjour,\n<script>alert('x')</script>\nMerci & à bientôt",
};
const addresses = { from: "Site <site@ecole.example>", to: ["contact@ecole.example"] };

Deno.test("headers: fixed sender and recipient, the visitor only in reply_to, reason in subject", () => {
  const mail = composeContactEmail(payload, addresses);
  assertEquals(
    { from: mail.from, to: mail.to, reply_to: mail.reply_to, subject: mail.subject },
    {
      from: "Site <site@ecole.example>",
      to: ["contact@ecole.example"],
      reply_to: "camille@example.fr",
      subject: "Nouvelle demande de contact\u00a0: Formation IA",
    },
  );
});

Deno.test("html body: every visitor value is escaped", () => {
  const { html } = composeContactEmail(payload, addresses);
  assertStringIncludes(html, "Camille &lt;b&gt;Martin&lt;/b&gt;");
  assertStringIncludes(html, "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
  assertStringIncludes(html, "Merci &amp; à bientôt");
  assertNotIncludes(html, "<script>");
  assertNotIncludes(html, "<b>Martin");
});

Deno.test("html and text bodies show every field, phone 'Non renseigné' included", () => {
  const { html, text } = composeContactEmail(payload, addresses);
  for (
    const expected of [
      "Nom",
      "camille@example.fr",
      "Téléphone",
      "Non renseigné",
      "Motif",
      "Formation IA",
    ]
  ) {
    assertStringIncludes(html, expected);
    assertStringIncludes(text, expected);
  }
  assertStringIncludes(text, "Téléphone\u00a0: Non renseigné");
});

Deno.test("text body is plain: the message as typed, not escaped", () => {
  const { text } = composeContactEmail(payload, addresses);
  assertStringIncludes(text, "Nom\u00a0: Camille <b>Martin</b>");
  assertStringIncludes(text, "Bonjour,\n<script>alert('x')</script>\nMerci & à bientôt");
  assertNotIncludes(text, "&lt;");
});

Deno.test("where the request came from: listed for staff, escaped in HTML, « non renseignée » when unknown", () => {
  const withOrigin = {
    ...payload,
    form_path: "/contact",
    landing_path: "/tpe",
    referrer_host: "www.qwant.com",
    utm_source: "salon-laval",
    utm_campaign: "<b>rentrée</b> & co",
    utm_medium: null,
  };
  const mail = composeContactEmail(withOrigin, addresses);
  assertStringIncludes(
    mail.text,
    "Provenance\u00a0:\nPage d’arrivée\u00a0: /tpe\nPage du formulaire\u00a0: /contact",
  );
  assertStringIncludes(mail.text, "Campagne (utm_campaign)\u00a0: <b>rentrée</b> & co");
  assertNotIncludes(mail.text, "utm_medium");
  assertStringIncludes(mail.html, "&lt;b&gt;rentrée&lt;/b&gt; &amp; co");
  assertNotIncludes(mail.html, "<b>rentrée");
  assertStringIncludes(
    composeContactEmail(payload, addresses).text,
    "Provenance\u00a0:\nnon renseignée",
  );
});

Deno.test("with its follow-up: reference, due time, the two links in both parts, and a note that a click alone changes nothing", () => {
  const followUp = {
    reference: "4F7A-1C2B",
    due: "lundi 9 mars, avant 17\u00a0h",
    promiseHours: 24,
    links: {
      prendre: "https://www.ecole.example/suivi-demande#jeton=aaa.bbb.ccc",
      repondu: "https://www.ecole.example/suivi-demande#jeton=ddd.eee.fff",
    },
  };
  const { html, text } = composeContactEmail(payload, addresses, followUp);
  for (const body of [html, text]) {
    assertStringIncludes(body, "4F7A-1C2B");
    assertStringIncludes(
      body,
      "À répondre\u00a0: lundi 9 mars, avant 17\u00a0h (24\u00a0h ouvrées)",
    );
    assertStringIncludes(body, "Je m’en occupe");
    assertStringIncludes(body, "Répondu");
    assertStringIncludes(body, "rien ne change tant que vous n’avez pas confirmé");
  }
  assertStringIncludes(text, `Je m’en occupe\u00a0: ${followUp.links.prendre}`);
  assertStringIncludes(html, `<a href="${followUp.links.repondu}"`);
  // Without links (no key to sign them), the reference and the due time still say what to do.
  const plain = composeContactEmail(payload, addresses, { ...followUp, links: undefined });
  assertNotIncludes(plain.text, "suivi-demande");
  assertStringIncludes(plain.text, "Référence\u00a0: 4F7A-1C2B");
});

Deno.test("a job offer: its details in words, escaped, the message titled as the missions; none on another request", () => {
  const offer = {
    ...payload,
    reason: "Offre d’alternance",
    offer_title: "Assistant <img src=x onerror=alert(1)>",
    offer_work_mode: "a-distance",
    offer_town: null,
    offer_start: "2027-09-01",
    offer_rhythm: "rythme-ecole",
    offer_level: "bac-5",
    company_name: "Menuiserie & fils",
    company_size: "250-plus",
  };
  const { html, text } = composeContactEmail(offer, addresses);
  assertStringIncludes(text, "Lieu de travail\u00a0: En télétravail complet");
  assertStringIncludes(text, "Date de début souhaitée\u00a0: 1er septembre 2027");
  assertStringIncludes(text, "Niveau de diplôme recherché\u00a0: Bac+5 (niveau 7)");
  assertStringIncludes(text, "Taille de l’entreprise\u00a0: 250 salariés et plus");
  assertStringIncludes(text, "Missions\u00a0:\nBonjour,");
  assertNotIncludes(text, "Ville\u00a0:");
  assertStringIncludes(html, "Assistant &lt;img src=x onerror=alert(1)&gt;");
  assertStringIncludes(html, "Menuiserie &amp; fils");
  assertNotIncludes(html, "<img");
  assertNotIncludes(composeContactEmail(payload, addresses).text, "L’offre");
});
