import { DEFAULT_EMAIL_API_URL, readMailConfig } from "./mailConfig.ts";
import { assert, assertEquals } from "./testing/assert.ts";

const env = (values: Record<string, string>) => (name: string) => values[name];

Deno.test("EMAIL_API_URL defaults to Resend and several recipients may be listed", () => {
  const result = readMailConfig(env({
    EMAIL_API_KEY: "re_test",
    CONTACT_EMAIL_TO: "contact@ecole.example, direction@ecole.example",
    CONTACT_EMAIL_FROM: "Site de l’école <site@ecole.example>",
  }));
  assertEquals(result, {
    ok: true,
    config: {
      apiUrl: DEFAULT_EMAIL_API_URL,
      apiKey: "re_test",
      to: ["contact@ecole.example", "direction@ecole.example"],
      from: "Site de l’école <site@ecole.example>",
    },
  });
});

Deno.test("every missing variable is reported at once", () => {
  const result = readMailConfig(env({}));
  assert(!result.ok);
  assertEquals(result.problems, [
    "EMAIL_API_KEY is missing",
    "CONTACT_EMAIL_TO is missing",
    "CONTACT_EMAIL_FROM is missing",
  ]);
});

Deno.test("an unusable API URL or a line break in a setting is reported", () => {
  const result = readMailConfig(env({
    EMAIL_API_URL: "smtp://mail.example:587",
    EMAIL_API_KEY: "re_test",
    CONTACT_EMAIL_TO: "contact@ecole.example",
    CONTACT_EMAIL_FROM: "site@ecole.example\nBcc: x@example.com",
  }));
  assert(!result.ok);
  assertEquals(result.problems, [
    "EMAIL_API_URL is not an http(s) URL",
    "a mail setting contains a line break",
  ]);
});
