// The handler's answers that need no database: every refusal happens before the function
// looks the request up, so nothing is claimed and nothing is sent. A real HTTP server on
// 127.0.0.1 stands in for the e-mail provider and proves no mail left. What needs the
// database (only-stored, only-once, provider failure and the sweep, escaping of a stored
// request) is tested against the local stand-in with this very function under Deno:
// packages/supabase-local/test/send-contact-email.test.ts and load.test.ts.

import { createHandler, ERRORS, MAX_BODY_BYTES } from "./handler.ts";
import { startFakeEmailApi } from "../_shared/testing/fakeEmailApi.ts";
import {
  assert,
  assertEquals,
  assertNotIncludes,
  assertStringIncludes,
} from "../_shared/testing/assert.ts";
import { freePort } from "../_shared/testing/freePort.ts";

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "authorization, x-client-info, apikey, content-type",
  "access-control-allow-methods": "POST, OPTIONS",
};

const SERVICE_KEY = "service-role-key-for-tests";

const visitor = {
  name: "Camille Martin",
  email: "camille.martin@example.fr",
  phone: "Non renseigné",
  reason: "Formation IA",
  message: "Bonjour,\nje voudrais inscrire deux salariés à la session d’octobre.",
};

interface Setup {
  call: (init: RequestInit & { path?: string }) => Promise<Response>;
  errors: string[];
}

function setup(apiUrl: string, env: Record<string, string> = {}): Setup {
  const errors: string[] = [];
  const values: Record<string, string> = {
    EMAIL_API_URL: apiUrl,
    EMAIL_API_KEY: "re_test_key",
    CONTACT_EMAIL_TO: "contact@ecole.example",
    CONTACT_EMAIL_FROM: "Site de l’école <site@ecole.example>",
    SUPABASE_URL: "http://127.0.0.1:9",
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
    EMAIL_API_TIMEOUT_MS: "2000",
    SITE_ORIGIN: "https://www.ecole.example",
    CONTACT_ACTION_SECRET: "un-secret-de-test-des-liens-de-plus-de-32-caracteres",
    ...env,
  };
  const handler = createHandler({
    getEnv: (name) => values[name],
    logger: { error: (message: string) => errors.push(message) },
  });
  return {
    errors,
    call: ({ path = "/send-contact-email", ...init }) =>
      handler(new Request(`http://127.0.0.1${path}`, init)),
  };
}

function postJson(body: unknown, token = "anon-key"): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/json", "authorization": `Bearer ${token}` },
    body: JSON.stringify(body),
  };
}

function assertCors(response: Response): void {
  for (const [name, value] of Object.entries(CORS)) {
    assertEquals(response.headers.get(name), value, `header ${name}`);
  }
}

Deno.test("CORS preflight is answered with the CORS headers and sends nothing", async () => {
  await using api = startFakeEmailApi();
  const { call } = setup(api.url);

  const response = await call({
    method: "OPTIONS",
    headers: {
      "origin": "http://127.0.0.1:8080",
      "access-control-request-method": "POST",
      "access-control-request-headers": "authorization, x-client-info, apikey, content-type",
    },
  });

  assert(response.status === 200 || response.status === 204, `status ${response.status}`);
  assertCors(response);
  assertEquals(api.received.length, 0);
});

Deno.test("methods other than POST get 405 with CORS headers", async () => {
  await using api = startFakeEmailApi();
  const { call } = setup(api.url);

  for (const method of ["GET", "PUT", "DELETE"]) {
    const response = await call({ method });
    assertEquals(response.status, 405, method);
    assertEquals(response.headers.get("allow"), "POST, OPTIONS");
    assertCors(response);
    assertEquals(await response.json(), { error: ERRORS.method });
  }
  assertEquals(api.received.length, 0);
});

Deno.test("a body that is not JSON: 415 without a JSON content type, 400 when unparsable", async () => {
  await using api = startFakeEmailApi();
  const { call } = setup(api.url);

  const form = await call({
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "name=x",
  });
  assertEquals(form.status, 415);
  assertCors(form);
  await form.body?.cancel();

  const broken = await call({
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{name:",
  });
  assertEquals(broken.status, 400);
  assertEquals(await broken.json(), { error: ERRORS.badJson });
  assertCors(broken);
  assertEquals(api.received.length, 0);
});

Deno.test("an oversized body is refused with 413 before parsing", async () => {
  await using api = startFakeEmailApi();
  const { call } = setup(api.url);

  const response = await call(postJson({ ...visitor, message: "x".repeat(70_000) }));

  assertEquals(response.status, 413);
  await response.body?.cancel();
  assertEquals(api.received.length, 0);
});

/** A body of `total` bytes made on demand, 16 KiB at a time, counting what was pulled. */
function endlessBody(total: number) {
  const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
  const counter = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      counter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
    cancel() {
      counter.cancelled = true;
    },
  }, { highWaterMark: 0 });
  return { stream, counter };
}

Deno.test("a 200 MiB chunked body (no Content-Length) is abandoned past 64 KiB: 413", async () => {
  await using api = startFakeEmailApi();
  const { call } = setup(api.url);
  const { stream, counter } = endlessBody(200 * 1024 * 1024);
  const response = await call({
    method: "POST",
    headers: { "content-type": "application/json" },
    body: stream,
  });
  assertEquals(response.status, 413);
  assertEquals(await response.json(), { error: ERRORS.tooLarge });
  // 64 KiB and the chunk that passed it, not 200 MiB.
  assert(counter.pulled <= MAX_BODY_BYTES + 16 * 1024, `${counter.pulled} bytes read`);
  assert(counter.cancelled, "the rest of the body was cancelled");
  assertEquals(api.received.length, 0);
});

Deno.test("a body whose Content-Length lies is still abandoned past 64 KiB", async () => {
  await using api = startFakeEmailApi();
  const { call } = setup(api.url);
  const { stream, counter } = endlessBody(10 * 1024 * 1024);
  const response = await call({
    method: "POST",
    headers: { "content-type": "application/json", "content-length": "100" },
    body: stream,
  });
  assertEquals(response.status, 413);
  await response.body?.cancel();
  assert(counter.pulled <= MAX_BODY_BYTES + 16 * 1024, `${counter.pulled} bytes read`);
});

Deno.test("a declared Content-Length over 64 KiB is refused without reading a byte", async () => {
  await using api = startFakeEmailApi();
  const { call } = setup(api.url);
  const { stream, counter } = endlessBody(1024 * 1024);
  const response = await call({
    method: "POST",
    headers: { "content-type": "application/json", "content-length": String(1024 * 1024) },
    body: stream,
  });
  assertEquals(response.status, 413);
  await response.body?.cancel();
  assertEquals(counter.pulled, 0);
});

Deno.test("a body that is not UTF-8 is not JSON: 400", async () => {
  await using api = startFakeEmailApi();
  const { call } = setup(api.url);
  const response = await call({
    method: "POST",
    headers: { "content-type": "application/json" },
    body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  });
  assertEquals(response.status, 400);
  assertEquals(await response.json(), { error: ERRORS.badJson });
});

Deno.test("invalid input: 400 with a French error and the field, and no mail", async () => {
  await using api = startFakeEmailApi();
  const { call } = setup(api.url);

  const cases: [Record<string, unknown>, string, string][] = [
    [{ ...visitor, name: "  " }, "name", "Le nom est obligatoire."],
    [{ ...visitor, email: "pas-une-adresse" }, "email", "L’adresse e-mail n’est pas valide."],
    [{ ...visitor, phone: "abc" }, "phone", "Le numéro de téléphone n’est pas valide."],
    [
      { ...visitor, reason: "Bonjour, merci de rappeler vite" },
      "reason",
      "Le motif doit être l’un des motifs proposés par le site.",
    ],
    [
      { ...visitor, message: "m".repeat(5001) },
      "message",
      "Le message ne doit pas dépasser 5\u00a0000 caractères.",
    ],
  ];
  for (const [body, field, error] of cases) {
    const response = await call(postJson(body));
    assertEquals(response.status, 400, field);
    assertCors(response);
    assertEquals(await response.json(), { error, field });
  }
  assertEquals(api.received.length, 0);
});

Deno.test("header injection attempts are refused and never reach the provider", async () => {
  await using api = startFakeEmailApi();
  const { call } = setup(api.url);
  const injected = "\r\nBcc: everyone@example.com";

  for (const field of ["name", "email", "reason"] as const) {
    const response = await call(postJson({ ...visitor, [field]: visitor[field] + injected }));
    assertEquals(response.status, 400, field);
    assertEquals(((await response.json()) as { field: string }).field, field);
  }
  assertEquals(api.received.length, 0);
});

Deno.test("missing settings: 500, logged, nothing sent", async () => {
  await using api = startFakeEmailApi();
  const { call, errors } = setup(api.url, {
    EMAIL_API_KEY: "",
    CONTACT_EMAIL_TO: "",
    SUPABASE_URL: "",
  });

  const response = await call(postJson(visitor));

  assertEquals(response.status, 500);
  assertCors(response);
  assertEquals(await response.json(), { error: ERRORS.notConfigured });
  assertEquals(errors.length, 1);
  assertStringIncludes(
    errors[0] ?? "",
    "EMAIL_API_KEY is missing; CONTACT_EMAIL_TO is missing; SUPABASE_URL is missing",
  );
  assertEquals(api.received.length, 0);
});

Deno.test("header injection in the phone or a second address in email: 400, nothing sent", async () => {
  await using api = startFakeEmailApi();
  const { call } = setup(api.url);
  const attempts: [Record<string, unknown>, string][] = [
    [{ ...visitor, phone: "0612345678\r\nBcc: x@example.com" }, "phone"],
    [{ ...visitor, email: "camille@example.fr, autre@example.com" }, "email"],
    [{ ...visitor, email: "camille@example.fr\nCc: autre@example.com" }, "email"],
    [{ ...visitor, reason: "Formation IA\rSubject: gagné" }, "reason"],
  ];
  for (const [body, field] of attempts) {
    const response = await call(postJson(body));
    assertEquals(response.status, 400, JSON.stringify(body));
    assertEquals(((await response.json()) as { field: string }).field, field);
  }
  assertEquals(api.received.length, 0);
});

Deno.test("a sweep without the service-role key is refused with 403 and sends nothing", async () => {
  await using api = startFakeEmailApi();
  const { call } = setup(api.url);
  const attempts: RequestInit[] = [
    postJson({ sweep: true }),
    postJson({ sweep: true }, `${SERVICE_KEY}x`),
    postJson({ sweep: true }, SERVICE_KEY.slice(0, -1)),
    { method: "POST", headers: { "content-type": "application/json" }, body: '{"sweep":true}' },
  ];
  for (const init of attempts) {
    const response = await call(init);
    assertEquals(response.status, 403);
    assertCors(response);
    assertEquals(await response.json(), { error: ERRORS.sweepForbidden });
  }
  assertEquals(api.received.length, 0);
});

Deno.test("a sweep with an unusable minAgeSeconds: 400", async () => {
  await using api = startFakeEmailApi();
  const { call } = setup(api.url);
  for (const minAgeSeconds of [-1, 1.5, "60", 86_401]) {
    const response = await call(postJson({ sweep: true, minAgeSeconds }, SERVICE_KEY));
    assertEquals(response.status, 400, String(minAgeSeconds));
    assertEquals(await response.json(), { error: ERRORS.sweepMinAge });
  }
});

Deno.test("database unreachable: 503, logged without the visitor's data, nothing sent", async () => {
  await using api = startFakeEmailApi();
  const { call, errors } = setup(api.url, { SUPABASE_URL: `http://127.0.0.1:${freePort()}` });
  const response = await call(postJson(visitor));
  assertEquals(response.status, 503);
  assertCors(response);
  assertEquals(await response.json(), { error: ERRORS.storeUnavailable });
  assertEquals(api.received.length, 0);
  assertStringIncludes(errors[0] ?? "", "rpc claim_contact_request: request failed");
  assertNotIncludes(errors.join("\n"), visitor.email);
});
