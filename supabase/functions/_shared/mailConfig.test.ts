import { DEFAULT_EMAIL_API_URL, readMailConfig, readSenderConfig } from "./mailConfig.ts";
import { ENV_EXAMPLE_PLACEHOLDERS } from "./placeholders.ts";
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
      timeoutMs: 10_000,
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
    "CONTACT_EMAIL_FROM contains a line break",
  ]);
});

Deno.test("EMAIL_API_TIMEOUT_MS sets the provider's time limit, within 100 ms and 60 s", () => {
  const base = {
    EMAIL_API_KEY: "re_test",
    CONTACT_EMAIL_TO: "contact@ecole.example",
    CONTACT_EMAIL_FROM: "site@ecole.example",
  };
  const short = readMailConfig(env({ ...base, EMAIL_API_TIMEOUT_MS: "250" }));
  assert(short.ok);
  assertEquals(short.config.timeoutMs, 250);
  for (const value of ["0", "99", "60001", "10s", "-5"]) {
    assertEquals(readMailConfig(env({ ...base, EMAIL_API_TIMEOUT_MS: value })), {
      ok: false,
      problems: ["EMAIL_API_TIMEOUT_MS is not a number of milliseconds between 100 and 60000"],
    });
  }
});

Deno.test(".env.example's example values are refused like missing ones (issue 33), each by name", () => {
  const result = readMailConfig(env({
    EMAIL_API_KEY: ENV_EXAMPLE_PLACEHOLDERS.EMAIL_API_KEY!,
    CONTACT_EMAIL_TO: `direction@ecole.example, ${ENV_EXAMPLE_PLACEHOLDERS.CONTACT_EMAIL_TO}`,
    CONTACT_EMAIL_FROM: ENV_EXAMPLE_PLACEHOLDERS.CONTACT_EMAIL_FROM!,
  }));
  assert(!result.ok);
  assertEquals(result.problems, [
    "EMAIL_API_KEY is the example of .env.example",
    "CONTACT_EMAIL_TO is the example of .env.example",
    "CONTACT_EMAIL_FROM is the example of .env.example",
  ]);
  // Any value that says « replace me », whatever its spelling.
  const other = readSenderConfig(
    env({ EMAIL_API_KEY: "re_REPLACE_ME_later", CONTACT_EMAIL_FROM: "site@ecole.example" }),
  );
  assert(!other.ok);
  assertEquals(other.problems, ["EMAIL_API_KEY is the example of .env.example"]);
});
