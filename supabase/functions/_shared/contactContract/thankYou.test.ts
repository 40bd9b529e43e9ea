// The thank-you address both ways of sending a request take (issue 33, point 3).
import { assert, assertEquals } from "../testing/assert.ts";
import { CONTACT_REASONS } from "./reasons.ts";
import { thankYouAddress, thankYouAnchor } from "./thankYou.ts";

Deno.test("the address names the reason, a phone given as a yes, and the page's panel", () => {
  assertEquals(
    thankYouAddress({ slug: "offre", phoneGiven: true }),
    "/thank-you?objet=offre&rappel=1#offre-rappel",
  );
  assertEquals(
    thankYouAddress({ slug: "accessibilite", phoneGiven: false }),
    "/thank-you?objet=accessibilite#accessibilite",
  );
  assertEquals(
    thankYouAddress({ slug: "recrutement", phoneGiven: false, sentByForm: true }),
    "/thank-you?objet=recrutement&envoi=formulaire#recrutement",
  );
});

Deno.test("every reason has two anchors, all different, each a valid id", () => {
  const anchors = CONTACT_REASONS.flatMap((reason) => [
    thankYouAnchor(reason.slug, false),
    thankYouAnchor(reason.slug, true),
  ]);
  assertEquals(new Set(anchors).size, CONTACT_REASONS.length * 2);
  for (const anchor of anchors) assert(/^[a-z][a-z0-9-]*$/.test(anchor), anchor);
});
