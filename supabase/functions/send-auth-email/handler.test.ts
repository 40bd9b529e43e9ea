// Supabase Auth's Send Email Hook, as Auth calls it: a Standard Webhooks signature checked before
// anything is read, the code mailed in French through the project's provider, and the answers Auth
// reads (200 `{}`, or `{ error: { http_code, message } }`). A fetch that records the calls plays the
// e-mail provider; the stand-in's Auth calls the real function end to end
// (packages/supabase-local/test/auth.test.ts).

import { Webhook } from "standardwebhooks";
import type { OutgoingEmail } from "../_shared/contactEmail.ts";
import { SIGN_IN_CODE_SUBJECT } from "../_shared/signInCodeEmail.ts";
import {
  assert,
  assertEquals,
  assertNotIncludes,
  assertStringIncludes,
} from "../_shared/testing/assert.ts";
import { createSendAuthEmailHandler, hookSecret } from "./handler.ts";

// A test secret in the dashboard's format (32 random bytes, base64), nothing real.
const SECRET = "v1,whsec_dGVzdC1zZWNyZXQtb2YtdGhlLXNlbmQtZW1haWwtaG9vaw==";
const OTHER_SECRET = "v1,whsec_YW5vdGhlci1zZWNyZXQtbm9ib2R5LWdhdmUtdGhlLWhvb2s=";

const payload = (overrides: { action?: string; token?: string; email?: string } = {}) => ({
  user: {
    id: "8d0a3a52-2d7e-4f31-9b1c-2f5a1f0e9a11",
    aud: "authenticated",
    role: "authenticated",
    email: overrides.email ?? "camille@ecole.example",
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: {},
  },
  email_data: {
    token: overrides.token ?? "042917",
    token_hash: "3b9c0b2f6f5d7c1e0a9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d",
    redirect_to: "http://127.0.0.1:3000",
    email_action_type: overrides.action ?? "magiclink",
    site_url: "http://127.0.0.1:54321/auth/v1",
    token_new: "",
    token_hash_new: "",
  },
});

interface Sent {
  mail: OutgoingEmail;
  idempotencyKey: string | null;
  authorization: string | null;
}

function setup(
  options: { env?: Record<string, string | undefined>; providerStatus?: number } = {},
) {
  const sent: Sent[] = [];
  const errors: string[] = [];
  const values: Record<string, string | undefined> = {
    SEND_EMAIL_HOOK_SECRET: SECRET,
    EMAIL_API_URL: "https://mail.example/emails",
    EMAIL_API_KEY: "re_test",
    CONTACT_EMAIL_FROM: "Site de l’école <site@ecole.example>",
    ...options.env,
  };
  const fetcher = ((_input: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    sent.push({
      mail: JSON.parse(String(init?.body)) as OutgoingEmail,
      idempotencyKey: headers.get("idempotency-key"),
      authorization: headers.get("authorization"),
    });
    const status = options.providerStatus ?? 200;
    return Promise.resolve(
      Response.json(status === 200 ? { id: `mail-${sent.length}` } : { name: "error" }, { status }),
    );
  }) as typeof fetch;
  const handler = createSendAuthEmailHandler({
    getEnv: (name) => values[name],
    fetch: fetcher,
    logger: { error: (message: string) => errors.push(message) },
  });
  return { handler, sent, errors };
}

/** A call as Auth makes it: JSON body, signed with `secret` at `at` (seconds). */
function hookCall(
  body: unknown,
  options: { secret?: string; id?: string; at?: number; method?: string } = {},
): Request {
  const text = JSON.stringify(body);
  const id = options.id ?? crypto.randomUUID();
  const at = options.at ?? Math.floor(Date.now() / 1000);
  const signature = new Webhook(hookSecret(options.secret ?? SECRET)!).sign(
    id,
    new Date(at * 1000),
    text,
  );
  return new Request("http://127.0.0.1/send-auth-email", {
    method: options.method ?? "POST",
    headers: {
      "content-type": "application/json",
      "webhook-id": id,
      "webhook-timestamp": String(at),
      "webhook-signature": signature,
    },
    body: options.method === "GET" ? undefined : text,
  });
}

Deno.test("a signed sign-in hook mails the code in French, without a link or the code in the subject, and answers 200 {}", async () => {
  const { handler, sent, errors } = setup();
  const response = await handler(hookCall(payload()));
  assertEquals(response.status, 200);
  assertEquals(await response.json(), {});
  assertEquals(sent.length, 1);
  const { mail, idempotencyKey, authorization } = sent[0]!;
  assertEquals(authorization, "Bearer re_test");
  assertEquals(mail.to, ["camille@ecole.example"]);
  assertEquals(mail.from, "Site de l’école <site@ecole.example>");
  assertEquals(mail.subject, SIGN_IN_CODE_SUBJECT);
  assertNotIncludes(mail.subject, "042917");
  for (const part of [mail.text, mail.html]) {
    assertStringIncludes(part, "042917");
    assertStringIncludes(part, "10\u00a0minutes");
    assertStringIncludes(part, "Ignorez ce message");
    assertNotIncludes(part, "http");
    assertNotIncludes(part, "href");
  }
  assertStringIncludes(mail.text, "Vous n’avez rien demandé\u00a0?");
  // The provider keeps keys: neither the code nor Auth's hash of it may be read there.
  assert(idempotencyKey !== null && /^auth-email\/[0-9a-f]{64}$/.test(idempotencyKey));
  assertNotIncludes(idempotencyKey, "042917");
  assertNotIncludes(idempotencyKey, payload().email_data.token_hash);
  assertEquals(errors, []);
});

Deno.test("Auth's retry of one code (a new webhook-id) carries the same idempotency key; another code another key", async () => {
  const { handler, sent } = setup();
  await handler(hookCall(payload()));
  await handler(hookCall(payload()));
  const other = payload();
  other.email_data.token_hash = "0000000000000000000000000000000000000000000000000000000a";
  await handler(hookCall(other));
  assertEquals(sent.length, 3);
  assertEquals(sent[0]!.idempotencyKey, sent[1]!.idempotencyKey);
  assert(sent[2]!.idempotencyKey !== sent[0]!.idempotencyKey);
});

Deno.test("a call without a valid signature mails nobody: 401 with the hook's error body", async () => {
  const { handler, sent, errors } = setup();
  const unsigned = new Request("http://127.0.0.1/send-auth-email", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payload()),
  });
  const forged = hookCall(payload(), { secret: OTHER_SECRET });
  const stale = hookCall(payload(), { at: Math.floor(Date.now() / 1000) - 10 * 60 });
  const tampered = hookCall(payload());
  const tamperedBody = JSON.stringify(payload({ email: "intrus@pirate.example" }));
  const retargeted = new Request(tampered.url, {
    method: "POST",
    headers: tampered.headers,
    body: tamperedBody,
  });
  for (const call of [unsigned, forged, stale, retargeted]) {
    const response = await handler(call);
    assertEquals(response.status, 401);
    assertEquals(await response.json(), {
      error: { http_code: 401, message: "Invalid webhook signature" },
    });
  }
  assertEquals(sent, []);
  assertEquals(errors.length, 4);
  for (const line of errors) assertNotIncludes(line, "camille");
});

Deno.test("only POST is served", async () => {
  const { handler, sent } = setup();
  const response = await handler(hookCall(payload(), { method: "GET" }));
  assertEquals(response.status, 405);
  await response.body?.cancel();
  assertEquals(sent, []);
});

Deno.test("the mails the desk has no use for are refused, not sent", async () => {
  const { handler, sent } = setup();
  for (const action of ["signup", "invite", "email_change", "reauthentication"]) {
    const response = await handler(hookCall(payload({ action })));
    assertEquals(response.status, 400, action);
    assertEquals(await response.json(), {
      error: { http_code: 400, message: `This project sends no ${action} mail` },
    });
  }
  const recovery = await handler(hookCall(payload({ action: "recovery" })));
  assertEquals(recovery.status, 200);
  await recovery.body?.cancel();
  assertEquals(sent.length, 1);
});

Deno.test("a signed payload of another shape is refused", async () => {
  const { handler, sent } = setup();
  for (
    const body of [{}, { user: {} }, payload({ token: "12ab56" }), payload({ email: "a, b@c.d" })]
  ) {
    const response = await handler(hookCall(body));
    assertEquals(response.status, 400);
    await response.body?.cancel();
  }
  assertEquals(sent, []);
});

Deno.test("the provider down or refusing: 503 or 502, the code not recorded by Auth", async () => {
  for (const [providerStatus, status] of [[500, 503], [422, 502]] as const) {
    const { handler, errors } = setup({ providerStatus });
    const response = await handler(hookCall(payload()));
    assertEquals(response.status, status);
    const body = await response.json();
    assertEquals(body.error.http_code, status);
    assertEquals(errors.length, 1);
    assertNotIncludes(errors[0]!, "042917");
    assertNotIncludes(errors[0]!, "camille");
  }
});

Deno.test("settings missing: 500, nothing read or sent, every problem logged", async () => {
  const { handler, sent, errors } = setup({
    env: { SEND_EMAIL_HOOK_SECRET: "whsec_sans-prefixe", EMAIL_API_KEY: undefined },
  });
  const response = await handler(hookCall(payload()));
  assertEquals(response.status, 500);
  assertEquals(await response.json(), {
    error: { http_code: 500, message: "The sign-in mail is not configured" },
  });
  assertEquals(sent, []);
  assertStringIncludes(errors[0]!, "SEND_EMAIL_HOOK_SECRET");
  assertStringIncludes(errors[0]!, "EMAIL_API_KEY is missing");
});

Deno.test("the lifetime the mail states follows AUTH_OTP_EXPIRY_SECONDS", async () => {
  const { handler, sent } = setup({ env: { AUTH_OTP_EXPIRY_SECONDS: "3600" } });
  const response = await handler(hookCall(payload()));
  assertEquals(response.status, 200);
  await response.body?.cancel();
  assertStringIncludes(sent[0]!.mail.text, "valable 1\u00a0heure,");
});
