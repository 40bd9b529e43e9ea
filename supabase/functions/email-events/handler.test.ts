// email-events with the payloads Resend documents (https://resend.com/docs/webhooks/emails/bounced,
// …/complained, …/delivered), signed as Svix signs them: what suppresses a mailbox, what is
// ignored, what is refused before anything is read. A PostgREST stand-in records the calls; the
// database's side (the fingerprint, the cancelled acknowledgements) is tested in
// supabase/tests/acknowledgementBounds.ts and end to end in
// packages/supabase-local/test/acknowledgement.test.ts.

import { Webhook } from "standardwebhooks";
import { createEmailEventsHandler, suppressionOf, webhookSecret } from "./handler.ts";
import { assert, assertEquals } from "../_shared/testing/assert.ts";

const SECRET = `whsec_${btoa("un-secret-de-webhook-de-test-32o")}`;

/** Resend's documented `email.bounced` example (a hard bounce: type Permanent). */
const BOUNCED = {
  type: "email.bounced",
  created_at: "2024-11-22T23:41:12.126Z",
  data: {
    broadcast_id: "8b146471-e88e-4322-86af-016cd36fd216",
    created_at: "2024-11-22T23:41:11.894719+00:00",
    email_id: "56761188-7520-42d8-8898-ff6fc54ce618",
    from: "Acme <onboarding@resend.dev>",
    to: ["delivered@resend.dev"],
    subject: "Sending this example",
    template_id: "43f68331-0622-4e15-8202-246a0388854b",
    bounce: {
      message:
        "The recipient's email address is on the suppression list because it has a recent history of producing hard bounces.",
      subType: "Suppressed",
      type: "Permanent",
    },
    tags: { category: "confirm_email" },
  },
};

/** Resend's documented `email.complained` example. */
const COMPLAINED = {
  type: "email.complained",
  created_at: "2024-02-22T23:41:12.126Z",
  data: {
    broadcast_id: "8b146471-e88e-4322-86af-016cd36fd216",
    created_at: "2024-02-22T23:41:11.894719+00:00",
    email_id: "56761188-7520-42d8-8898-ff6fc54ce618",
    from: "Acme <onboarding@resend.dev>",
    to: ["delivered@resend.dev"],
    subject: "Sending this example",
    template_id: "43f68331-0622-4e15-8202-246a0388854b",
    tags: { category: "confirm_email" },
  },
};

/** The headers Resend (Svix) sends with `body`. */
function signed(body: string, secret = SECRET, at = new Date()): Record<string, string> {
  const id = `msg_${crypto.randomUUID()}`;
  return {
    "svix-id": id,
    "svix-timestamp": String(Math.floor(at.getTime() / 1000)),
    "svix-signature": new Webhook(secret).sign(id, at, body),
    "content-type": "application/json",
  };
}

function setup(answer: () => Response = () => Response.json(1)) {
  const calls: Array<{ url: string; body: Record<string, unknown> }> = [];
  const errors: string[] = [];
  const values: Record<string, string> = {
    RESEND_WEBHOOK_SECRET: SECRET,
    SUPABASE_URL: "http://127.0.0.1:9",
    SUPABASE_SERVICE_ROLE_KEY: "service-role-key-for-tests",
  };
  const handler = createEmailEventsHandler({
    getEnv: (name) => values[name],
    fetch: (input, init) => {
      calls.push({ url: String(input), body: JSON.parse(String(init?.body)) });
      return Promise.resolve(answer());
    },
    logger: { error: (line: string) => errors.push(line) },
  });
  const post = (body: string, headers: Record<string, string>) =>
    handler(new Request("http://127.0.0.1/email-events", { method: "POST", headers, body }));
  return { handler, post, calls, errors };
}

Deno.test("a documented hard bounce suppresses each recipient's mailbox (rebond); the log keeps no address", async () => {
  const { post, calls, errors } = setup();
  const body = JSON.stringify(BOUNCED);
  const response = await post(body, signed(body));
  assertEquals(response.status, 200);
  assertEquals(await response.json(), { ok: true, recorded: 1, cancelled: 1 });
  assertEquals(calls.map((call) => [call.url.replace(/^.*\/rpc\//, ""), call.body]), [
    ["record_contact_email_event", { p_email: "delivered@resend.dev", p_cause: "rebond" }],
  ]);
  assert(errors.every((line) => !line.includes("delivered@resend.dev")));
});

Deno.test("a documented complaint suppresses the mailbox (plainte)", async () => {
  const { post, calls } = setup();
  const body = JSON.stringify(COMPLAINED);
  assertEquals((await post(body, signed(body))).status, 200);
  assertEquals(calls[0]!.body, { p_email: "delivered@resend.dev", p_cause: "plainte" });
});

Deno.test("a transient or undetermined bounce, a delivery, an unknown event: acknowledged, nothing recorded", async () => {
  const { post, calls } = setup();
  for (
    const event of [
      {
        ...BOUNCED,
        data: { ...BOUNCED.data, bounce: { ...BOUNCED.data.bounce, type: "Transient" } },
      },
      {
        ...BOUNCED,
        data: { ...BOUNCED.data, bounce: { ...BOUNCED.data.bounce, type: "Undetermined" } },
      },
      { ...COMPLAINED, type: "email.delivered" },
      { ...COMPLAINED, type: "contact.created" },
    ]
  ) {
    const body = JSON.stringify(event);
    const response = await post(body, signed(body));
    assertEquals(response.status, 200, event.type);
    assertEquals(await response.json(), { ok: true, recorded: 0, cancelled: 0 });
  }
  assertEquals(calls, []);
});

Deno.test("unsigned, signed with another secret, tampered with, or too old: 401, nothing read or recorded", async () => {
  const { post, calls, errors } = setup();
  const body = JSON.stringify(BOUNCED);
  const tampered = JSON.stringify({
    ...BOUNCED,
    data: { ...BOUNCED.data, to: ["victime@exemple.fr"] },
  });
  const other = `whsec_${btoa("un-autre-secret-de-webhook-32oct")}`;
  for (
    const [why, text, headers] of [
      ["unsigned", body, { "content-type": "application/json" }],
      ["another secret", body, signed(body, other)],
      ["the body changed", tampered, signed(body)],
      ["ten minutes old", body, signed(body, SECRET, new Date(Date.now() - 10 * 60_000))],
    ] as const
  ) {
    assertEquals((await post(text, headers)).status, 401, why);
  }
  assertEquals(calls, []);
  assert(errors.every((line) => !line.includes("victime")));
});

Deno.test("signed but unreadable: no recipient, a list of 51, not an object: 400; the Standard Webhooks header names work too", async () => {
  const { post, calls } = setup();
  for (
    const event of [
      { ...COMPLAINED, data: { ...COMPLAINED.data, to: [] } },
      {
        ...COMPLAINED,
        data: { ...COMPLAINED.data, to: Array.from({ length: 51 }, (_, i) => `a${i}@b.example`) },
      },
      { ...COMPLAINED, data: { ...COMPLAINED.data, to: ["pas une adresse"] } },
      ["email.complained"],
    ]
  ) {
    const body = JSON.stringify(event);
    assertEquals((await post(body, signed(body))).status, 400, body.slice(0, 60));
  }
  assertEquals(calls, []);
  const body = JSON.stringify(COMPLAINED);
  const headers = Object.fromEntries(
    Object.entries(signed(body)).map((
      [name, value],
    ) => [name.replace(/^svix-/, "webhook-"), value]),
  );
  assertEquals((await post(body, headers)).status, 200);
});

Deno.test("the database unreachable: 503, so the provider retries; POST only; no secret, no service", async () => {
  const { post } = setup(() => new Response("indisponible", { status: 503 }));
  const body = JSON.stringify(BOUNCED);
  assertEquals((await post(body, signed(body))).status, 503);
  const { handler } = setup();
  assertEquals((await handler(new Request("http://127.0.0.1/", { method: "GET" }))).status, 405);
  const errors: string[] = [];
  const unset = createEmailEventsHandler({
    getEnv: () => undefined,
    logger: { error: (line: string) => errors.push(line) },
  });
  const response = await unset(
    new Request("http://127.0.0.1/", { method: "POST", headers: signed(body), body }),
  );
  assertEquals(response.status, 500);
  assert(errors.some((line) => line.includes("RESEND_WEBHOOK_SECRET")));
  assertEquals(webhookSecret("whsec_court"), null);
  assertEquals(suppressionOf({ type: "email.opened", data: {} }), null);
});
