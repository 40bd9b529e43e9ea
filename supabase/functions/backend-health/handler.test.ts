// backend-health (issue 33, point 4): the service role only; every setting's state by name,
// never a value; the provider's tracking read from its domains; the database's half as it answers.
// The launch check reads it against a real stand-in: packages/release/test/backendCheck.test.ts.

import { ENV_EXAMPLE_PLACEHOLDERS } from "../_shared/placeholders.ts";
import { assert, assertEquals, assertNotIncludes } from "../_shared/testing/assert.ts";
import { type BackendHealth, createHandler } from "./handler.ts";

const SERVICE_KEY = "service-role-key-de-test";
const ACTION_SECRET = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";
const DATABASE = {
  allowedOrigins: ["https://www.ecole.example"],
  allowSameOrigin: false,
  sweep: {
    scheduled: true,
    lastRunAt: "2026-11-28T10:00:00Z",
    minutesSinceLastRun: 4,
    stale: false,
  },
};

interface Provider extends AsyncDisposable {
  url: string;
  tracking: { open: boolean; click: boolean };
  /** Answer GET /domains with this status (a key restricted to sending gets 401). */
  listStatus: number;
}

/** Resend's domains endpoints, on a free port: the school's domain and another. */
function startProvider(): Provider {
  const provider: Provider = {
    url: "",
    tracking: { open: false, click: false },
    listStatus: 200,
    [Symbol.asyncDispose]: async () => await server.shutdown(),
  };
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, (request) => {
    const path = new URL(request.url).pathname;
    if (path === "/domains") {
      if (provider.listStatus !== 200) {
        return Response.json({ name: "restricted_api_key" }, { status: provider.listStatus });
      }
      return Response.json({
        data: [{ id: "d-autre", name: "autre.example" }, { id: "d-ecole", name: "ecole.example" }],
      });
    }
    if (path === "/domains/d-ecole") {
      return Response.json({
        id: "d-ecole",
        name: "ecole.example",
        open_tracking: provider.tracking.open,
        click_tracking: provider.tracking.click,
      });
    }
    return new Response("not found", { status: 404 });
  });
  provider.url = `http://127.0.0.1:${server.addr.port}/emails`;
  return provider;
}

function setup(
  provider: Provider,
  env: Record<string, string | undefined>,
  database: unknown = DATABASE,
) {
  const values: Record<string, string | undefined> = {
    SUPABASE_URL: "http://127.0.0.1:1",
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
    EMAIL_API_URL: provider.url,
    EMAIL_API_KEY: "re_lecture_et_envoi",
    CONTACT_EMAIL_TO: "contact@ecole.example",
    CONTACT_EMAIL_FROM: "Site de l’école <formulaire@ecole.example>",
    SITE_ORIGIN: "https://www.ecole.example",
    CONTACT_ACTION_SECRET: ACTION_SECRET,
    CONTACT_PROOF_SECRET: ACTION_SECRET.split("").reverse().join(""),
    SEND_EMAIL_HOOK_SECRET: "v1,whsec_c2VjcmV0LWR1LWRhc2hib2FyZA==",
    ...env,
  };
  const handler = createHandler({
    getEnv: (name) => values[name],
    logger: { error: () => {} },
    // The database's answer (PostgREST); the provider is the real server above.
    fetch: (input, init) => {
      if (String(input).includes("/rest/v1/rpc/backend_health")) {
        return Promise.resolve(
          database instanceof Response ? database : Response.json(database),
        );
      }
      return fetch(input, init);
    },
  });
  const get = async (key = SERVICE_KEY) => {
    const response = await handler(
      new Request("http://127.0.0.1/backend-health", {
        headers: { authorization: `Bearer ${key}` },
      }),
    );
    return { status: response.status, text: await response.text() };
  };
  return { handler, get };
}

const stateOf = (health: BackendHealth, name: string) =>
  health.settings.find((setting) => setting.name === name)?.state;

Deno.test("only the service-role key reads it, with GET", async () => {
  await using provider = startProvider();
  const { handler, get } = setup(provider, {});
  assertEquals((await get("anon-key")).status, 403);
  const post = await handler(
    new Request("http://127.0.0.1/", {
      method: "POST",
      headers: { authorization: `Bearer ${SERVICE_KEY}` },
    }),
  );
  assertEquals(post.status, 405);
  assertEquals((await get()).status, 200);
});

Deno.test("a project set up: every setting ok, the site's origin, tracking off, the database's answer", async () => {
  await using provider = startProvider();
  const { get } = setup(provider, {});
  const health = JSON.parse((await get()).text) as BackendHealth;
  assertEquals(
    health.settings.filter((setting) => setting.state !== "ok").map((setting) => setting.name),
    ["CONTACT_MANAGER_EMAIL", "EMAIL_API_TIMEOUT_MS", "DATABASE_TIMEOUT_MS"],
  );
  assert(
    health.settings.filter((setting) => setting.state !== "ok").every((setting) =>
      !setting.required
    ),
  );
  assertEquals(health.siteOrigin, "https://www.ecole.example");
  assertEquals(health.tracking, { domain: "ecole.example", open: false, click: false });
  assertEquals(health.database, DATABASE);
});

Deno.test("missing, example and unusable settings are named with their state, and no value is ever in the answer", async () => {
  await using provider = startProvider();
  const { get } = setup(provider, {
    CONTACT_ACTION_SECRET: undefined,
    CONTACT_PROOF_SECRET: ENV_EXAMPLE_PLACEHOLDERS.CONTACT_PROOF_SECRET,
    SEND_EMAIL_HOOK_SECRET: "whsec_sans-prefixe",
    SITE_ORIGIN: ENV_EXAMPLE_PLACEHOLDERS.SITE_ORIGIN,
    CONTACT_MANAGER_EMAIL: ENV_EXAMPLE_PLACEHOLDERS.CONTACT_MANAGER_EMAIL,
  });
  const { text } = await get();
  const health = JSON.parse(text) as BackendHealth;
  assertEquals(stateOf(health, "CONTACT_ACTION_SECRET"), "missing");
  assertEquals(stateOf(health, "CONTACT_PROOF_SECRET"), "placeholder");
  assertEquals(stateOf(health, "SEND_EMAIL_HOOK_SECRET"), "invalid");
  assertEquals(stateOf(health, "SITE_ORIGIN"), "placeholder");
  assertEquals(stateOf(health, "CONTACT_MANAGER_EMAIL"), "placeholder");
  assertEquals(health.siteOrigin, null);
  for (
    const secret of [
      ACTION_SECRET.split("").reverse().join(""),
      "re_lecture_et_envoi",
      "c2VjcmV0",
      SERVICE_KEY,
    ]
  ) {
    assertNotIncludes(text, secret);
  }
});

Deno.test("the provider's tracking: on when it says so, unknown (with why) for a key that may only send", async () => {
  await using provider = startProvider();
  const { get } = setup(provider, {});
  provider.tracking = { open: true, click: false };
  assertEquals((JSON.parse((await get()).text) as BackendHealth).tracking, {
    domain: "ecole.example",
    open: true,
    click: false,
  });
  provider.listStatus = 401;
  const restricted = (JSON.parse((await get()).text) as BackendHealth).tracking;
  assertEquals([restricted.open, restricted.click], [null, null]);
  assert("why" in restricted && /limitée à l’envoi/.test(restricted.why));
});

Deno.test("a subdomain sends under its parent's settings; a domain the provider lacks is said so", async () => {
  await using provider = startProvider();
  const sub = setup(provider, { CONTACT_EMAIL_FROM: "site@envoi.ecole.example" });
  assertEquals((JSON.parse((await sub.get()).text) as BackendHealth).tracking, {
    domain: "envoi.ecole.example",
    open: false,
    click: false,
  });
  const stranger = setup(provider, { CONTACT_EMAIL_FROM: "site@ailleurs.example" });
  const tracking = (JSON.parse((await stranger.get()).text) as BackendHealth).tracking;
  assert("why" in tracking && /ailleurs\.example n’est pas chez le fournisseur/.test(tracking.why));
});

Deno.test("the database unreachable or not migrated: its half says why, the rest is answered", async () => {
  await using provider = startProvider();
  const { get } = setup(
    provider,
    {},
    new Response(JSON.stringify({ code: "PGRST202", message: "Could not find the function" }), {
      status: 404,
    }),
  );
  const health = JSON.parse((await get()).text) as BackendHealth;
  assert("error" in health.database && /PGRST202/.test(health.database.error));
  assertEquals(stateOf(health, "EMAIL_API_KEY"), "ok");
});
