import { escapeHtml, escapeMultilineHtml } from "./html.ts";
import { assertEquals } from "./testing/assert.ts";

Deno.test("escapeHtml turns a script tag into inert text", () => {
  assertEquals(
    escapeHtml('<script>alert("x")</script>'),
    "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;",
  );
});

Deno.test("escapeHtml escapes ampersands first and single quotes for attributes", () => {
  assertEquals(escapeHtml("Tom & Jerry's <b>"), "Tom &amp; Jerry&#39;s &lt;b&gt;");
  assertEquals(escapeHtml("&lt;"), "&amp;lt;");
});

Deno.test("escapeHtml leaves French text alone", () => {
  assertEquals(escapeHtml("Élodie Müller, « très » motivée"), "Élodie Müller, « très » motivée");
});

Deno.test("escapeMultilineHtml keeps the visitor's line breaks readable", () => {
  assertEquals(
    escapeMultilineHtml("Bonjour,\r\n<i>merci</i>\nà bientôt"),
    "Bonjour,<br>\n&lt;i&gt;merci&lt;/i&gt;<br>\nà bientôt",
  );
});
