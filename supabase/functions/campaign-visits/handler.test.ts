// campaign-visits with what Cloudflare's Logpush posts (gzip NDJSON of Workers Trace Events, the
// destination's `test.txt.gz` check) and what the shipper posts: what is counted, what is refused
// before anything is read, and what reaches the database (counts, never a line). A PostgREST
// stand-in records the calls. The counters' database side: supabase/tests/campaignVisits.ts; the
// same figures as `npm run campaign-report` on the files: packages/campaigns/test/ingest.test.ts.

import { createCampaignVisitsHandler, SECRET_HEADER } from "./handler.ts";
import { assert, assertEquals } from "../_shared/testing/assert.ts";

const SECRET = "a".repeat(64);
const ENV: Record<string, string> = {
  CAMPAIGN_INGEST_SECRET: SECRET,
  SUPABASE_URL: "http://base.invalid",
  SUPABASE_SERVICE_ROLE_KEY: "cle-de-service",
  SITE_ORIGIN: "https://www.ecole-connectee.fr",
};
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1";

const line = (fields: Record<string, unknown>) =>
  JSON.stringify({
    time: "2026-12-01T08:00:00+01:00",
    method: "GET",
    path: "/formation-ia",
    status: 200,
    referrer_host: "",
    user_agent: PHONE,
    page: "/formation-ia",
    variant: "",
    ...fields,
  });

/** The router's lines as Logpush's « Workers Trace Events » carry them, one event per line. */
const event = (ours: string, at: number) =>
  JSON.stringify({
    EventTimestampMs: at,
    EventType: "fetch",
    Outcome: "ok",
    ScriptName: "ecole-router",
    Logs: [{ Level: "log", Message: [ours], TimestampMs: at }],
    Exceptions: [],
  });

const LINES = [
  // Counted: two on /formation-ia from a QR code (variant b, then a), one from Google the next UTC day.
  line({
    path: "/formation-ia?utm_source=salon-laval&utm_medium=print&utm_campaign=rentree-2026",
    variant: "formation-ia-titre:b",
  }),
  line({
    path: "/formation-ia?utm_source=salon-laval&utm_medium=print&utm_campaign=rentree-2026",
    variant: "formation-ia-titre:a",
  }),
  line({
    time: "2026-12-02T00:30:00+01:00",
    referrer_host: "www.google.com",
    variant: "formation-ia-titre:b",
  }),
  // Counted in « (autre) »: a campaign the school's tools never issue.
  line({ path: "/formation-ia?utm_source=Salon%20Laval" }),
  // Not counted: a robot, a step inside the site, an asset, a redirect, a HEAD, an older line.
  line({ user_agent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }),
  line({ referrer_host: "www.ecole-connectee.fr" }),
  line({ path: "/assets/formation-ia/app-Ab12.js", page: "" }),
  line({ path: "/formation-ia/", status: 301, page: "" }),
  line({ method: "HEAD" }),
  JSON.stringify({
    time: "2026-12-01T08:00:00+01:00",
    method: "GET",
    path: "/tpe",
    status: 200,
    referrer_host: "",
    user_agent: PHONE,
  }),
];

async function gzip(text: string): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The handler with a PostgREST stand-in answering `outcome`; the calls it received. */
function setup(outcome: string | Response = "compte", env = ENV) {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  const handler = createCampaignVisitsHandler({
    getEnv: (name) => env[name],
    fetch: (input, init) => {
      calls.push({ url: String(input), body: JSON.parse(String(init?.body)) });
      return Promise.resolve(outcome instanceof Response ? outcome : Response.json(outcome));
    },
    logger: { error: () => {} },
  });
  return { handler, calls };
}

const post = (body: BodyInit, headers: Record<string, string> = { [SECRET_HEADER]: SECRET }) =>
  new Request("http://fonction.invalid/campaign-visits?source=logpush", {
    method: "POST",
    body,
    headers,
  });

Deno.test("a Logpush batch is counted per day, page, campaign and variant, with nothing of a line", async () => {
  const { handler, calls } = setup();
  const batch = LINES.map((ours, index) => event(ours, 1796108400000 + index)).join("\n");
  const response = await handler(post(await gzip(batch)));
  assertEquals(response.status, 200);
  assertEquals(await response.json(), {
    ok: true,
    lines: 10,
    visits: 4,
    recorded: true,
    duplicate: false,
  });
  assertEquals(calls.length, 1);
  assertEquals(calls[0]!.url, "http://base.invalid/rest/v1/rpc/ingest_campaign_visits");
  const { p_batch, p_source, p_lines, p_counters } = calls[0]!.body;
  assertEquals(p_source, "logpush");
  assertEquals(p_lines, 10);
  // The batch's SHA-256, of the lines as they came (uncompressed): the same batch, the same id.
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(batch));
  assertEquals(
    p_batch,
    [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join(""),
  );
  const campaign = {
    utm_source: "salon-laval",
    utm_medium: "print",
    utm_campaign: "rentree-2026",
    utm_term: null,
    utm_content: null,
  };
  const none = {
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
  };
  assertEquals(p_counters, [
    {
      day: "2026-12-01",
      landing_path: "/formation-ia",
      ...campaign,
      other_campaign: false,
      variant: "formation-ia-titre:b",
      visits: 1,
    },
    {
      day: "2026-12-01",
      landing_path: "/formation-ia",
      ...campaign,
      other_campaign: false,
      variant: "formation-ia-titre:a",
      visits: 1,
    },
    // 00:30 in Paris on 2 December is 23:30 UTC on 1 December: the figures' days are UTC days.
    {
      day: "2026-12-01",
      landing_path: "/formation-ia",
      ...none,
      other_campaign: false,
      variant: "formation-ia-titre:b",
      visits: 1,
    },
    {
      day: "2026-12-01",
      landing_path: "/formation-ia",
      ...none,
      other_campaign: true,
      variant: null,
      visits: 1,
    },
  ]);
  const sent = JSON.stringify(calls[0]!.body);
  for (
    const secret of [
      "Mozilla",
      "google",
      "Googlebot",
      "iPhone",
      "2026-12-01T08",
      "EventTimestampMs",
    ]
  ) {
    assert(!sent.includes(secret), `the database received « ${secret} »`);
  }
});

Deno.test("the same batch posted again is the same id: the database counts it once", async () => {
  const { handler, calls } = setup("deja-recu");
  const batch = LINES.join("\n");
  const first = await handler(post(await gzip(batch)));
  assertEquals((await first.json()).duplicate, true);
  await handler(post(batch));
  assertEquals(calls.length, 2);
  assertEquals(
    calls[0]!.body.p_batch,
    calls[1]!.body.p_batch,
    "gzipped or not, the id is the lines'",
  );
});

Deno.test("Logpush's check of the destination (test.txt.gz) is answered 200, nothing recorded", async () => {
  const { handler, calls } = setup();
  const response = await handler(post(await gzip('{"content":"tests"}')));
  assertEquals(response.status, 200);
  assertEquals(await response.json(), { ok: true, lines: 1, visits: 0, recorded: false });
  assertEquals(calls.length, 0);
});

Deno.test("the shipper's batch id and source are taken as given", async () => {
  const { handler, calls } = setup();
  const id = "b".repeat(64);
  await handler(
    post(LINES.join("\n"), {
      [SECRET_HEADER]: SECRET,
      "x-ecole-batch": id,
      "x-ecole-source": "journal",
    }),
  );
  assertEquals([calls[0]!.body.p_batch, calls[0]!.body.p_source], [id, "journal"]);
});

Deno.test("without the secret, or with a wrong one, nothing is read or recorded (401)", async () => {
  const { handler, calls } = setup();
  const attempts: Record<string, string>[] = [
    {},
    { [SECRET_HEADER]: "b".repeat(64) },
    { [SECRET_HEADER]: SECRET.slice(1) },
  ];
  for (const headers of attempts) {
    assertEquals((await handler(post(LINES.join("\n"), headers))).status, 401);
  }
  assertEquals(calls.length, 0);
  assertEquals(
    (await handler(new Request("http://fonction.invalid/", { method: "GET" }))).status,
    405,
  );
});

Deno.test("unusable settings answer 500; a database that cannot record answers 503 (the sender retries)", async () => {
  for (
    const env of [
      { ...ENV, CAMPAIGN_INGEST_SECRET: "court" },
      { ...ENV, CAMPAIGN_INGEST_SECRET: "replace-me-with-64-random-hex-characters" },
      { ...ENV, SITE_ORIGIN: "" },
    ]
  ) {
    assertEquals((await setup("compte", env).handler(post(LINES.join("\n")))).status, 500);
  }
  const refused = setup(new Response('{"code":"23514"}', { status: 400 }));
  assertEquals((await refused.handler(post(LINES.join("\n")))).status, 503);
});

Deno.test("a batch larger than the bounds, or gzip that is not, is refused", async () => {
  const { handler, calls } = setup();
  const declared = await handler(
    new Request("http://fonction.invalid/", {
      method: "POST",
      body: "x",
      headers: { [SECRET_HEADER]: SECRET, "content-length": String(64 * 1024 * 1024) },
    }),
  );
  assertEquals(declared.status, 413);
  const broken = new Uint8Array([0x1f, 0x8b, 1, 2, 3, 4, 5]);
  assertEquals((await handler(post(broken))).status, 400);
  assertEquals(calls.length, 0);
});
