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
