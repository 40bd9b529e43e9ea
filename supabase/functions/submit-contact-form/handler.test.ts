// The answers of submit-contact-form that need no database: parsing, the redirects' origin,
// refusals before the store, the honeypot, a database that cannot be reached, and the budget's
// refusal as PostgREST reports it. A real HTTP server on 127.0.0.1 stands in for the e-mail
// provider and proves no mail left. Storing, mailing exactly once and the flood budget over HTTP
// run against the local stand-in with this very function under Deno
// (packages/supabase-local/test/submit-contact-form.test.ts).

import { createFormHandler, formRequest, HONEYPOT_FIELD, siteOrigin } from "./handler.ts";
import { startFakeEmailApi } from "../_shared/testing/fakeEmailApi.ts";
import { assert, assertEquals, assertNotIncludes } from "../_shared/testing/assert.ts";

const visitor = {
  name: "Camille Martin",
  email: "camille.martin@example.fr",
  phone: "",
  reason: "Recrutement d’un alternant",
  message: "Bonjour,\r\nje cherche un alternant.",
  form_path: "/contact",
};

function setup(apiUrl: string, env: Record<string, string> = {}, fetcher?: typeof fetch) {
  const errors: string[] = [];
  const values: Record<string, string> = {
    EMAIL_API_URL: apiUrl,
    EMAIL_API_KEY: "re_test_key",
    CONTACT_EMAIL_TO: "contact@ecole.example",
    CONTACT_EMAIL_FROM: "site@ecole.example",
    // Nothing listens on port 9: the database is unreachable unless a test says otherwise.
    SUPABASE_URL: "http://127.0.0.1:9",
    SUPABASE_SERVICE_ROLE_KEY: "service-role-key-for-tests",
    SITE_ORIGIN: "https://www.ecole.example",
    ...env,
  };
  const handler = createFormHandler({
    getEnv: (name) => values[name],
    fetch: fetcher,
    logger: { error: (message: string) => errors.push(message) },
  });
  const post = (
    fields: Record<string, string>,
    init: { contentType?: string; headers?: Record<string, string> } = {},
  ) =>
    handler(
      new Request("http://127.0.0.1/submit-contact-form", {
        method: "POST",
        headers: {
          "content-type": init.contentType ?? "application/x-www-form-urlencoded",
          ...init.headers,
        },
        body: new URLSearchParams(fields).toString(),
      }),
    );
  return { handler, post, errors };
}

Deno.test("formRequest trims typed values like the form does, an empty phone is none", () => {
  const request = formRequest(
    new URLSearchParams({
      ...visitor,
      name: "  Camille  ",
      phone: " ",
      utm_source: "salon-laval",
      utm_medium: "",
    }),
  );
  assertEquals(request.name, "Camille");
  assertEquals(request.phone, null);
  assertEquals(request.message, "Bonjour,\r\nje cherche un alternant.");
  assertEquals(request.utm_source, "salon-laval");
  assertEquals(request.utm_medium, null);
  assertEquals(request.landing_path, null);
  assertEquals(formRequest(new URLSearchParams({ name: "A" })).reason, "Formation IA");
});

Deno.test("SITE_ORIGIN: an http(s) origin, or unset (a path); anything else is refused", () => {
  assertEquals(siteOrigin(() => undefined), { ok: true, origin: "" });
  assertEquals(siteOrigin(() => "https://www.ecole.example/"), {
    ok: true,
    origin: "https://www.ecole.example",
  });
  assertEquals(siteOrigin(() => "https://www.ecole.example/merci").ok, false);
  assertEquals(siteOrigin(() => "javascript:alert(1)").ok, false);
});

Deno.test("only POST", async () => {
  await using api = startFakeEmailApi();
  const { handler } = setup(api.url);
  const response = await handler(new Request("http://127.0.0.1/", { method: "GET" }));
  assertEquals(response.status, 405);
  assertEquals(response.headers.get("allow"), "POST");
});

Deno.test("a value the table refuses lands on the refusal page, nothing typed in the address", async () => {
  await using api = startFakeEmailApi();
  const { post } = setup(api.url);
  for (
    const fields of [
      { ...visitor, email: "pas-une-adresse" },
      { ...visitor, name: "" },
      { ...visitor, reason: "URGENT : cliquez ici" },
      { ...visitor, utm_source: "x".repeat(101) },
      { ...visitor, landing_path: "/contact?nom=Camille" },
    ]
  ) {
    const response = await post(fields);
    assertEquals(response.status, 303);
    const location = response.headers.get("location")!;
    assertEquals(
      location,
      "https://www.ecole.example/demande-non-envoyee?motif=champ-invalide#champ-invalide",
    );
    assertNotIncludes(location, "Camille");
  }
  assertEquals(api.received.length, 0);
});

Deno.test("a body that is not a urlencoded form, or over 64 KiB, is refused the same way", async () => {
  await using api = startFakeEmailApi();
  const { post } = setup(api.url);
  const json = await post(visitor, { contentType: "application/json" });
  assertEquals(json.headers.get("location")?.endsWith("motif=champ-invalide#champ-invalide"), true);
  const huge = await post({ ...visitor, message: "M".repeat(70 * 1024) });
  assertEquals(huge.headers.get("location")?.endsWith("motif=champ-invalide#champ-invalide"), true);
});

Deno.test("the honeypot filled: the visitor's thank-you, nothing stored or sent", async () => {
  await using api = startFakeEmailApi();
  const calls: string[] = [];
  const { post } = setup(api.url, {}, (input, init) => {
    calls.push(String(input));
    return fetch(input, init);
  });
  const response = await post({ ...visitor, [HONEYPOT_FIELD]: "https://spam.example" });
  assertEquals(response.status, 303);
  assertEquals(
    response.headers.get("location"),
    "https://www.ecole.example/thank-you?objet=recrutement",
  );
  assertEquals(calls, []);
  assertEquals(api.received.length, 0);
});

Deno.test("the database unreachable: the refusal page says so (indisponible)", async () => {
  await using api = startFakeEmailApi();
  const { post, errors } = setup(api.url);
  const response = await post(visitor);
  assertEquals(
    response.headers.get("location"),
    "https://www.ecole.example/demande-non-envoyee?motif=indisponible#indisponible",
  );
  assert(errors.some((line) => line.includes("database unreachable")));
  assertEquals(api.received.length, 0);
});

Deno.test("the flood budget's refusal (P0001) lands on « trop de demandes », and the visitor's headers are handed on without credentials", async () => {
  await using api = startFakeEmailApi();
  const sent: Array<{ url: string; body: unknown }> = [];
  const postgrest: typeof fetch = (input, init) => {
    sent.push({ url: String(input), body: JSON.parse(String(init?.body)) });
    return Promise.resolve(
      new Response(
        JSON.stringify({
          code: "P0001",
          details: "client",
          message: "Trop de demandes envoyées depuis cette connexion.",
        }),
        { status: 400, headers: { "content-type": "application/json" } },
      ),
    );
  };
  const { post } = setup(api.url, {}, postgrest);
  const response = await post(visitor, {
    headers: { "cf-connecting-ip": "203.0.113.9", "authorization": "Bearer x", "cookie": "a=b" },
  });
  assertEquals(
    response.headers.get("location"),
    "https://www.ecole.example/demande-non-envoyee?motif=trop-de-demandes#trop-de-demandes",
  );
  assertEquals(sent.length, 1);
  assert(sent[0]!.url.endsWith("/rest/v1/rpc/submit_contact_request"));
  const body = sent[0]!.body as { p_headers: Record<string, string>; p_request: unknown };
  assertEquals(body.p_headers["cf-connecting-ip"], "203.0.113.9");
  assertEquals(body.p_headers["authorization"], undefined);
  assertEquals(body.p_headers["cookie"], undefined);
  assertEquals(api.received.length, 0);
});

Deno.test("without SITE_ORIGIN the redirect is a path on the origin the form was posted to", async () => {
  await using api = startFakeEmailApi();
  const { post } = setup(api.url, { SITE_ORIGIN: "" });
  const response = await post({ ...visitor, [HONEYPOT_FIELD]: "x" });
  assertEquals(response.headers.get("location"), "/thank-you?objet=recrutement");
});
