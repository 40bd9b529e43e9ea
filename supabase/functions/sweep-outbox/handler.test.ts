// The sweep function's answers that need no database: who may call it and with what. What it
// sends (exactly once, back-off, the provider down, the old entry still answering) is tested
// against the local stand-in with this very function under Deno:
// packages/supabase-local/test/send-contact-email.test.ts, reminders.test.ts, weekly-report.test.ts.

import { createHandler, ERRORS } from "./handler.ts";
import { startFakeEmailApi } from "../_shared/testing/fakeEmailApi.ts";
import { assertEquals, assertStringIncludes } from "../_shared/testing/assert.ts";
import { freePort } from "../_shared/testing/freePort.ts";

const SERVICE_KEY = "service-role-key-for-tests";

function setup(apiUrl: string, env: Record<string, string> = {}) {
  const errors: string[] = [];
  const values: Record<string, string> = {
    EMAIL_API_URL: apiUrl,
    EMAIL_API_KEY: "re_test_key",
    CONTACT_EMAIL_TO: "contact@ecole.example",
    CONTACT_EMAIL_FROM: "Site de l’école <site@ecole.example>",
    SUPABASE_URL: `http://127.0.0.1:${freePort()}`,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
    EMAIL_API_TIMEOUT_MS: "2000",
    ...env,
  };
  const handler = createHandler({
    getEnv: (name) => values[name],
    logger: { error: (message: string) => errors.push(message) },
  });
  return {
    errors,
    call: (init: RequestInit) => handler(new Request("http://127.0.0.1/sweep-outbox", init)),
  };
}

const post = (body: string, token = SERVICE_KEY, type = "application/json"): RequestInit => ({
  method: "POST",
  headers: { "content-type": type, "authorization": `Bearer ${token}` },
  body,
});

Deno.test("only POST: anything else is 405, and sends nothing", async () => {
  await using api = startFakeEmailApi();
  const { call } = setup(api.url);
  for (const method of ["GET", "HEAD", "PUT", "OPTIONS"]) {
    const response = await call({ method, headers: { "authorization": `Bearer ${SERVICE_KEY}` } });
    assertEquals(response.status, 405, method);
    assertEquals(response.headers.get("allow"), "POST");
    await response.body?.cancel();
  }
  assertEquals(api.received.length, 0);
});

Deno.test("a body that is not a JSON object: 415 or 400", async () => {
  await using api = startFakeEmailApi();
  const { call } = setup(api.url);
  assertEquals((await call(post("{}", SERVICE_KEY, "text/plain"))).status, 415);
  for (const body of ["[]", "null", "3", "{", '"sweep"']) {
    const response = await call(post(body));
    assertEquals(response.status, 400, body);
    assertEquals(await response.json(), { error: ERRORS.badJson });
  }
});

Deno.test("without the service-role key: 403, and sends nothing", async () => {
  await using api = startFakeEmailApi();
  const { call } = setup(api.url);
  for (const token of ["anon-key", `${SERVICE_KEY}x`, SERVICE_KEY.slice(0, -1)]) {
    const response = await call(post("{}", token));
    assertEquals(response.status, 403, token);
    assertEquals(await response.json(), { error: ERRORS.forbidden });
  }
  const unsigned = await call({
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  assertEquals(unsigned.status, 403);
  await unsigned.body?.cancel();
  assertEquals(api.received.length, 0);
});

Deno.test("an unusable minAgeSeconds: 400", async () => {
  await using api = startFakeEmailApi();
  const { call } = setup(api.url);
  for (const minAgeSeconds of [-1, 1.5, "60", 86_401]) {
    const response = await call(post(JSON.stringify({ minAgeSeconds })));
    assertEquals(response.status, 400, String(minAgeSeconds));
    assertEquals(await response.json(), { error: ERRORS.minAge });
  }
});

Deno.test("the mail settings missing: 500, logged; the database unreachable: 503 (the next run retries)", async () => {
  await using api = startFakeEmailApi();
  const unset = setup(api.url, { EMAIL_API_KEY: "" });
  const response = await unset.call(post("{}"));
  assertEquals(response.status, 500);
  assertEquals(await response.json(), { error: ERRORS.notConfigured });
  assertStringIncludes(unset.errors[0] ?? "", "sweep-outbox: settings unusable");

  const { call, errors } = setup(api.url);
  const down = await call(post(""));
  assertEquals(down.status, 503);
  assertEquals(await down.json(), { error: ERRORS.storeUnavailable });
  assertStringIncludes(errors.join("\n"), "rpc outbox_claim: request failed");
  assertEquals(api.received.length, 0);
});
