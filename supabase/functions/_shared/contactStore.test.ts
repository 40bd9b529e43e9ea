import { readStoreConfig } from "./contactStore.ts";
import { assertEquals } from "./testing/assert.ts";

const env = (values: Record<string, string>) => (name: string) => values[name];

Deno.test("the project URL (trailing slash dropped) and the service key come from the environment", () => {
  assertEquals(
    readStoreConfig(
      env({ SUPABASE_URL: "https://abc.supabase.co/", SUPABASE_SERVICE_ROLE_KEY: "k" }),
    ),
    { ok: true, config: { url: "https://abc.supabase.co", serviceKey: "k", timeoutMs: 10_000 } },
  );
});

Deno.test("the database wait is 10 s unless DATABASE_TIMEOUT_MS sets it between 100 ms and 60 s", () => {
  const base = { SUPABASE_URL: "https://abc.supabase.co", SUPABASE_SERVICE_ROLE_KEY: "k" };
  const result = readStoreConfig(env({ ...base, DATABASE_TIMEOUT_MS: "60000" }));
  assertEquals(result.ok && result.config.timeoutMs, 60_000);
  for (const bad of ["99", "60001", "10s", "-5"]) {
    assertEquals(readStoreConfig(env({ ...base, DATABASE_TIMEOUT_MS: bad })), {
      ok: false,
      problems: ["DATABASE_TIMEOUT_MS is not a number of milliseconds between 100 and 60000"],
    });
  }
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
