// The handler end to end, with a real HTTP server on 127.0.0.1 as the e-mail provider.

import { createHandler, ERRORS } from "./handler.ts";
import { startFakeEmailApi } from "../_shared/testing/fakeEmailApi.ts";
import {
  assert,
  assertEquals,
  assertNotIncludes,
  assertStringIncludes,
} from "../_shared/testing/assert.ts";

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "authorization, x-client-info, apikey, content-type",
  "access-control-allow-methods": "POST, OPTIONS",
};

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
    ...env,
  };
  const handler = createHandler({
    getEnv: (name) => values[name],
    logger: { error: (message: string) => errors.push(message) },
    mailTimeoutMs: 2_000,
  });
  return {
    errors,
    call: ({ path = "/send-contact-email", ...init }) =>
      handler(new Request(`http://127.0.0.1${path}`, init)),
  };
}

function postJson(body: unknown): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/json", "authorization": "Bearer anon-key" },
    body: JSON.stringify(body),
  };
}

function assertCors(response: Response): void {
  for (const [name, value] of Object.entries(CORS)) {
    assertEquals(response.headers.get(name), value, `header ${name}`);
  }
}

Deno.test("success: one mail to the school with the exact provider payload, 200 { ok: true }", async () => {
  await using api = startFakeEmailApi();
  const { call } = setup(api.url);

  const response = await call(postJson(visitor));

  assertEquals(response.status, 200);
  assertEquals(await response.json(), { ok: true });
  assertCors(response);
  assertEquals(api.received.length, 1);
  const [sent] = api.received;
  assert(sent);
  assertEquals(
    {
      method: sent.method,
      path: sent.path,
      authorization: sent.authorization,
      contentType: sent.contentType,
    },
    {
      method: "POST",
      path: "/emails",
      authorization: "Bearer re_test_key",
      contentType: "application/json",
    },
  );
  const mail = sent.body as Record<string, unknown>;
  assertEquals(Object.keys(mail).sort(), ["from", "html", "reply_to", "subject", "text", "to"]);
  assertEquals(
    { from: mail.from, to: mail.to, reply_to: mail.reply_to, subject: mail.subject },
    {
      from: "Site de l’école <site@ecole.example>",
      to: ["contact@ecole.example"],
      reply_to: "camille.martin@example.fr",
      subject: "Nouvelle demande de contact\u00a0: Formation IA",
    },
  );
  assertStringIncludes(String(mail.text), "Téléphone\u00a0: Non renseigné");
  assertStringIncludes(String(mail.html), "Non renseigné");
  assertStringIncludes(String(mail.text), visitor.message);
});

Deno.test("a visitor who left the phone empty is shown as 'Non renseigné'", async () => {
  await using api = startFakeEmailApi();
  const { call } = setup(api.url);

  const response = await call(postJson({ ...visitor, phone: "" }));

  assertEquals(response.status, 200);
  const mail = api.received[0]?.body as Record<string, string>;
  assertStringIncludes(mail.text ?? "", "Téléphone\u00a0: Non renseigné");
});

Deno.test("a <script> in the message arrives escaped in the HTML mail", async () => {
  await using api = startFakeEmailApi();
  const { call } = setup(api.url);

  await call(
    postJson({
      ...visitor,
      name: "<img src=x onerror=alert(1)>",
      message: "<script>alert('x')</script>",
    }),
  );

  const html = String((api.received[0]?.body as Record<string, unknown>).html);
  assertStringIncludes(html, "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
  assertStringIncludes(html, "&lt;img src=x onerror=alert(1)&gt;");
  assertNotIncludes(html, "<script>");
  assertNotIncludes(html, "<img");
});

Deno.test("the handler does not depend on the path it is served under", async () => {
  await using api = startFakeEmailApi();
  const { call } = setup(api.url);

  for (const path of ["/", "/functions/v1/send-contact-email", "/send-contact-email?x=1"]) {
    assertEquals((await call({ ...postJson(visitor), path })).status, 200, path);
  }
  assertEquals(api.received.length, 3);
});

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

Deno.test("invalid input: 400 with a French error and the field, and no mail", async () => {
  await using api = startFakeEmailApi();
  const { call } = setup(api.url);

  const cases: [Record<string, unknown>, string, string][] = [
    [{ ...visitor, name: "  " }, "name", "Le nom est obligatoire."],
    [{ ...visitor, email: "pas-une-adresse" }, "email", "L’adresse e-mail n’est pas valide."],
    [{ ...visitor, phone: "abc" }, "phone", "Le numéro de téléphone n’est pas valide."],
    [
      { ...visitor, reason: "r".repeat(81) },
      "reason",
      "Le motif ne doit pas dépasser 80 caractères.",
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

Deno.test("missing mail settings: 500, logged, nothing sent", async () => {
  await using api = startFakeEmailApi();
  const { call, errors } = setup(api.url, { EMAIL_API_KEY: "", CONTACT_EMAIL_TO: "" });

  const response = await call(postJson(visitor));

  assertEquals(response.status, 500);
  assertCors(response);
  assertEquals(await response.json(), { error: ERRORS.notConfigured });
  assertEquals(errors.length, 1);
  assertStringIncludes(errors[0] ?? "", "EMAIL_API_KEY is missing; CONTACT_EMAIL_TO is missing");
  assertEquals(api.received.length, 0);
});

Deno.test("provider failure: 502, logged without the visitor's data", async () => {
  await using api = startFakeEmailApi();
  api.status = 500;
  const { call, errors } = setup(api.url);

  const response = await call(postJson(visitor));

  assertEquals(response.status, 502);
  assertCors(response);
  assertEquals(await response.json(), { error: ERRORS.provider });
  assertEquals(api.received.length, 1);
  assertEquals(errors.length, 1);
  assertStringIncludes(errors[0] ?? "", "status 500");
  assertNotIncludes(errors[0] ?? "", visitor.email);
});

Deno.test("provider refusing the key (401): 502", async () => {
  await using api = startFakeEmailApi();
  api.status = 401;
  const { call } = setup(api.url);

  const response = await call(postJson(visitor));

  assertEquals(response.status, 502);
  await response.body?.cancel();
});

Deno.test("provider unreachable: 502", async () => {
  // A port that was just freed: nothing listens there.
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  const { call, errors } = setup(`http://127.0.0.1:${port}/emails`);

  const response = await call(postJson(visitor));

  assertEquals(response.status, 502);
  assertEquals(await response.json(), { error: ERRORS.provider });
  assertStringIncludes(errors[0] ?? "", "request failed");
});
