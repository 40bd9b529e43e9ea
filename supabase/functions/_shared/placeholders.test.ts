// Every config reader of the functions refuses `.env.example`'s example values (issue 33): before,
// the two signing secrets passed the length check (40 characters), so a deployment that copied the
// file signed the staff mails' links and the proofs of work with a key anyone can read.
import { readActionConfig } from "./followUpToken.ts";
import { hookSecret } from "./hookSecret.ts";
import { readMailConfig } from "./mailConfig.ts";
import { ENV_EXAMPLE_PLACEHOLDERS, isPlaceholder } from "./placeholders.ts";
import { readProofConfig } from "./proofOfWork.ts";
import { siteOrigin } from "./siteOrigin.ts";
import { assert, assertEquals } from "./testing/assert.ts";

const example = (name: string) => ENV_EXAMPLE_PLACEHOLDERS[name]!;
const only = (name: string, value: string) => (asked: string) => asked === name ? value : undefined;

Deno.test("the two signing secrets: .env.example's is refused, though long enough; a real one passes", () => {
  assert(example("CONTACT_ACTION_SECRET").length >= 32);
  assertEquals(readActionConfig(only("CONTACT_ACTION_SECRET", example("CONTACT_ACTION_SECRET"))), {
    ok: false,
    problem: "CONTACT_ACTION_SECRET is the example of .env.example",
  });
  assertEquals(readProofConfig(only("CONTACT_PROOF_SECRET", example("CONTACT_PROOF_SECRET"))), {
    ok: false,
    problem: "CONTACT_PROOF_SECRET is the example of .env.example",
  });
  const real = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";
  assert(readActionConfig(only("CONTACT_ACTION_SECRET", real)).ok);
  assert(readProofConfig(only("CONTACT_PROOF_SECRET", real)).ok);
  // Padded with spaces, or spelt another way: still the example.
  assert(
    !readActionConfig(only("CONTACT_ACTION_SECRET", ` ${example("CONTACT_ACTION_SECRET")} `)).ok,
  );
  assert(
    !readProofConfig(
      only("CONTACT_PROOF_SECRET", "REPLACE_ME_with_a_random_value_of_64_characters"),
    ).ok,
  );
});

Deno.test("the hook secret, the mail key and the addresses, the site's origin: the examples are refused", () => {
  assertEquals(hookSecret(example("SEND_EMAIL_HOOK_SECRET")), null);
  assertEquals(
    hookSecret("v1,whsec_c2VjcmV0LWR1LWRhc2hib2FyZA=="),
    "whsec_c2VjcmV0LWR1LWRhc2hib2FyZA==",
  );
  const mail = readMailConfig((name) => ENV_EXAMPLE_PLACEHOLDERS[name]);
  assert(!mail.ok);
  assertEquals(mail.problems, [
    "EMAIL_API_KEY is the example of .env.example",
    "CONTACT_EMAIL_TO is the example of .env.example",
    "CONTACT_EMAIL_FROM is the example of .env.example",
  ]);
  assertEquals(siteOrigin(only("SITE_ORIGIN", example("SITE_ORIGIN"))), { ok: false });
  assertEquals(siteOrigin(only("SITE_ORIGIN", "https://www.ecole.example")), {
    ok: true,
    origin: "https://www.ecole.example",
  });
});

Deno.test("isPlaceholder: the file's value for that variable, or any « replace me »; nothing else", () => {
  assert(isPlaceholder("CONTACT_MANAGER_EMAIL", "equipe@ecole.example, direction@example.fr"));
  assert(isPlaceholder("ANY_SECRET", "replace me"));
  assert(!isPlaceholder("CONTACT_EMAIL_TO", "contact@ecole.example"));
  assert(!isPlaceholder("EMAIL_API_KEY", ""));
  assert(!isPlaceholder("EMAIL_API_KEY", "re_live_9f86d081884c7d65"));
});
