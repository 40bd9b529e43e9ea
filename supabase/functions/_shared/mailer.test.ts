// The mailer against a real HTTP server playing the provider: the idempotency key goes with
// every call, and each answer is read as sent, worth a retry, or refused for good.
import { sendEmail } from "./mailer.ts";
import { assertEquals } from "./testing/assert.ts";
import { startFakeEmailApi } from "./testing/fakeEmailApi.ts";
import { freePort } from "./testing/freePort.ts";

const mail = {
  from: "site@ecole.example",
  to: ["contact@ecole.example"],
  reply_to: "camille@example.fr",
  subject: "Nouvelle demande de contact\u00a0: Formation IA",
  html: "<p>Bonjour</p>",
  text: "Bonjour",
};

Deno.test("every call carries the request's idempotency key; a 2xx is sent, with the provider's id", async () => {
  await using api = startFakeEmailApi();
  const options = { apiUrl: api.url, apiKey: "re_test", idempotencyKey: "contact-request/42" };
  assertEquals(await sendEmail(mail, options), { ok: true, id: "mail-1" });
  assertEquals(await sendEmail(mail, options), { ok: true, id: "mail-2" });
  assertEquals(api.received.map((call) => call.idempotencyKey), [
    "contact-request/42",
    "contact-request/42",
  ]);
});

Deno.test("the provider refusing this mail (400, 413, 422) is final; anything else is worth a retry", async () => {
  await using api = startFakeEmailApi();
  const options = { apiUrl: api.url, apiKey: "re_test", idempotencyKey: "k" };
  const verdicts: Record<number, boolean> = {};
  for (const status of [400, 401, 403, 404, 408, 409, 413, 422, 429, 500, 502, 503]) {
    api.status = status;
    const result = await sendEmail(mail, options);
    verdicts[status] = !result.ok && result.retry;
  }
  assertEquals(verdicts, {
    400: false,
    401: true,
    403: true,
    404: true,
    408: true,
    409: true,
    413: false,
    422: false,
    429: true,
    500: true,
    502: true,
    503: true,
  });
});

Deno.test("a provider slower than the time limit is a temporary failure, said so", async () => {
  await using api = startFakeEmailApi();
  let release = () => {};
  api.hold = new Promise((resolve) => (release = resolve));
  const result = await sendEmail(mail, {
    apiUrl: api.url,
    apiKey: "re_test",
    idempotencyKey: "k",
    timeoutMs: 100,
  });
  release();
  assertEquals(result, { ok: false, retry: true, detail: "no answer within 100 ms" });
});

Deno.test("a provider that cannot be reached is a temporary failure", async () => {
  const result = await sendEmail(mail, {
    apiUrl: `http://127.0.0.1:${freePort()}/emails`,
    apiKey: "re_test",
    idempotencyKey: "k",
  });
  assertEquals(result.ok, false);
  assertEquals(!result.ok && result.retry, true);
});

Deno.test("409 for a key already used with another payload: a mail of this request was accepted, it is sent (issue 23)", async () => {
  await using api = startFakeEmailApi();
  const options = { apiUrl: api.url, apiKey: "re_test", idempotencyKey: "contact-request/42" };
  api.status = 409;
  api.errorName = "invalid_idempotent_request";
  assertEquals(await sendEmail(mail, options), { ok: true, alreadySent: true });
  // The first call still in progress: worth a retry, as before.
  api.errorName = "concurrent_idempotent_requests";
  const concurrent = await sendEmail(mail, options);
  assertEquals(concurrent.ok === false && concurrent.retry, true);
});
