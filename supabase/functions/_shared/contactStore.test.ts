import { readStoreConfig } from "./contactStore.ts";
import { assertEquals } from "./testing/assert.ts";

const env = (values: Record<string, string>) => (name: string) => values[name];

Deno.test("the project URL (trailing slash dropped) and the service key come from the environment", () => {
  assertEquals(
    readStoreConfig(
      env({ SUPABASE_URL: "https://abc.supabase.co/", SUPABASE_SERVICE_ROLE_KEY: "k" }),
    ),
    { ok: true, config: { url: "https://abc.supabase.co", serviceKey: "k" } },
  );
});

Deno.test("a missing or unusable setting is reported, every one at once", () => {
  assertEquals(readStoreConfig(env({})), {
    ok: false,
    problems: ["SUPABASE_URL is missing", "SUPABASE_SERVICE_ROLE_KEY is missing"],
  });
  assertEquals(readStoreConfig(env({ SUPABASE_URL: "ftp://x", SUPABASE_SERVICE_ROLE_KEY: "k" })), {
    ok: false,
    problems: ["SUPABASE_URL is not an http(s) URL"],
  });
});
