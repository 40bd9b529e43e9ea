// The answers of submit-contact-form that need no database: parsing, the redirects' origin,
// refusals before the store, the honeypot, a database that cannot be reached, and the budget's
// refusal as PostgREST reports it. A real HTTP server on 127.0.0.1 stands in for the e-mail
// provider and proves no mail left. Storing, mailing exactly once and the flood budget over HTTP
// run against the local stand-in with this very function under Deno
// (packages/supabase-local/test/submit-contact-form.test.ts).

import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import type { Challenge } from "altcha-lib/types";
import {
  createFormHandler,
  formRequest,
  HONEYPOT_FIELD,
  PROOF_FIELD,
  REFUSALS,
  siteOrigin,
} from "./handler.ts";
import { issueChallenge, PROOF_COST, PROOF_SPAN } from "../_shared/proofOfWork.ts";
import { startFakeEmailApi } from "../_shared/testing/fakeEmailApi.ts";
import { assert, assertEquals, assertNotIncludes } from "../_shared/testing/assert.ts";

const PROOF_SECRET = "un-secret-de-test-de-plus-de-32-caracteres";

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
    CONTACT_PROOF_SECRET: PROOF_SECRET,
    CONTACT_ACTION_SECRET: "un-secret-de-test-des-liens-de-plus-de-32-caracteres",
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

Deno.test("GET only for a challenge; OPTIONS answers the preflight of the site's pages only, never with *", async () => {
  await using api = startFakeEmailApi();
  const { handler } = setup(api.url);
  const response = await handler(new Request("http://127.0.0.1/", { method: "GET" }));
  assertEquals(response.status, 405);
  assertEquals(response.headers.get("allow"), "GET, POST, OPTIONS");
  const preflight = (origin: string, fromTheSite: boolean) => {
    const { fetcher } = database(() => Response.json("id"), { from_the_site: fromTheSite });
    return setup(api.url, {}, fetcher).handler(
      new Request("http://127.0.0.1/", {
        method: "OPTIONS",
        headers: { origin, "sec-fetch-site": "cross-site" },
      }),
    );
  };
  const site = await preflight("https://www.ecole.example", true);
  assertEquals(site.status, 204);
  assertEquals(site.headers.get("access-control-allow-origin"), "https://www.ecole.example");
  assertEquals(site.headers.get("access-control-allow-headers"), "content-type");
  assertEquals(site.headers.get("vary"), "Origin");
  const elsewhere = await preflight("https://evil.example", false);
  assertEquals(elsewhere.headers.get("access-control-allow-origin"), null);
  assertEquals(elsewhere.headers.get("vary"), "Origin");
  // The database unreachable: no CORS either (the browser's send fails, the form says so).
  const unreachable = await handler(
    new Request("http://127.0.0.1/", {
      method: "OPTIONS",
      headers: { origin: "https://www.ecole.example" },
    }),
  );
  assertEquals(unreachable.headers.get("access-control-allow-origin"), null);
});

Deno.test("a value the table refuses lands on the refusal page, nothing typed in the address", async () => {
  await using api = startFakeEmailApi();
  const { post } = setup(api.url);
  for (
    const fields of [
      { ...visitor, email: "pas-une-adresse" },
      { ...visitor, name: "" },
      { ...visitor, reason: "URGENT : cliquez ici" },
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

Deno.test("a body that is neither a urlencoded form nor JSON, or over 64 KiB, is refused the same way", async () => {
  await using api = startFakeEmailApi();
  const { post } = setup(api.url);
  const plain = await post(visitor, { contentType: "text/plain" });
  assertEquals(
    plain.headers.get("location")?.endsWith("motif=champ-invalide#champ-invalide"),
    true,
  );
  const huge = await post({ ...visitor, message: "M".repeat(70 * 1024) });
  assertEquals(huge.headers.get("location")?.endsWith("motif=champ-invalide#champ-invalide"), true);
});

Deno.test("formRequest drops an attribution value the table would refuse: a strange campaign link costs no request", () => {
  const request = formRequest(
    new URLSearchParams({
      ...visitor,
      utm_source: "x".repeat(101),
      utm_campaign: "salon\u001b[2J",
      landing_path: "/contact?nom=Camille",
      referrer_host: "www.qwant.com",
    }),
  );
  assertEquals(request.utm_source, null);
  assertEquals(request.utm_campaign, null);
  assertEquals(request.landing_path, null);
  assertEquals(request.referrer_host, "www.qwant.com");
  assertEquals(request.form_path, "/contact");
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
    "https://www.ecole.example/thank-you?objet=recrutement&envoi=formulaire#recrutement",
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

/**
 * A PostgREST standing in for the database: answers contact_request_proof_terms with `terms` (the
 * site's page, level 0, no ceiling, unless told), every other call with `answer`; records them.
 */
function database(
  answer: () => Response,
  terms: Partial<{ from_the_site: boolean; level: number; refusal: string | null }> = {},
) {
  const sent: Array<{ url: string; body: Record<string, unknown> }> = [];
  const fetcher: typeof fetch = (input, init) => {
    sent.push({ url: String(input), body: JSON.parse(String(init?.body)) });
    if (String(input).endsWith("/rpc/contact_request_proof_terms")) {
      return Promise.resolve(
        Response.json([{ from_the_site: true, level: 0, refusal: null, ...terms }]),
      );
    }
    return Promise.resolve(answer());
  };
  return { sent, fetcher };
}

const refusedWith = (code: string, details: string) => () =>
  new Response(JSON.stringify({ code, details, message: "refusé" }), {
    status: code === "42501" ? 401 : 400,
    headers: { "content-type": "application/json" },
  });

Deno.test("the flood budget of a connection or of the site lands on « verification », an address's on « trop de demandes »; the visitor's headers are handed on without credentials", async () => {
  await using api = startFakeEmailApi();
  for (
    const [details, motif] of [
      ["client", "verification"],
      ["global", "verification"],
      ["address", "trop-de-demandes"],
    ]
  ) {
    const { sent, fetcher } = database(refusedWith("P0001", details!));
    const { post } = setup(api.url, {}, fetcher);
    const response = await post(visitor, {
      headers: { "cf-connecting-ip": "203.0.113.9", "authorization": "Bearer x", "cookie": "a=b" },
    });
    assertEquals(
      response.headers.get("location"),
      `https://www.ecole.example/demande-non-envoyee?motif=${motif}#${motif}`,
    );
    assertEquals(sent.length, 1);
    assert(sent[0]!.url.endsWith("/rest/v1/rpc/submit_contact_request"));
    const headers = sent[0]!.body.p_headers as Record<string, string>;
    assertEquals(headers["cf-connecting-ip"], "203.0.113.9");
    assertEquals(headers["authorization"], undefined);
    assertEquals(headers["cookie"], undefined);
    assertEquals(sent[0]!.body.p_proof, null);
  }
  assertEquals(api.received.length, 0);
  assertEquals(REFUSALS.includes("verification"), true);
});

Deno.test("a post from another origin, refused by the database (42501): a plain 403, no page of the site, no mail", async () => {
  await using api = startFakeEmailApi();
  const { fetcher } = database(refusedWith("42501", "origin"));
  const { post } = setup(api.url, {}, fetcher);
  const response = await post(visitor, {
    headers: { "origin": "https://evil.example", "sec-fetch-site": "cross-site" },
  });
  assertEquals(response.status, 403);
  assertEquals(response.headers.get("location"), null);
  assertEquals(api.received.length, 0);
});

/** A challenge from the handler, solved as the visitor's browser does, as the form sends it. */
async function solvedProof(
  handler: (request: Request) => Promise<Response>,
  headers: Record<string, string> = {},
): Promise<string> {
  const answer = await handler(
    new Request("http://127.0.0.1/submit-contact-form/challenge", { method: "GET", headers }),
  );
  assertEquals(answer.status, 200);
  assertEquals(answer.headers.get("access-control-allow-origin"), headers.origin ?? null);
  const challenge = (await answer.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  assert(solution !== null);
  return btoa(JSON.stringify({ challenge, solution }));
}

Deno.test("a challenge: ALTCHA's PBKDF2 parameters, signed, expiring within 10 minutes, at the database's price, for whom asked; none without CONTACT_PROOF_SECRET", async () => {
  await using api = startFakeEmailApi();
  const { sent, fetcher } = database(() => Response.json("id"), { level: 2 });
  const { handler } = setup(api.url, {}, fetcher);
  const response = await handler(
    new Request("http://127.0.0.1/x/challenge", {
      method: "GET",
      headers: { origin: "https://www.ecole.example", "cf-connecting-ip": "203.0.113.9" },
    }),
  );
  const challenge = (await response.json()) as Challenge;
  assertEquals(challenge.parameters.algorithm, "PBKDF2/SHA-256");
  assertEquals(challenge.parameters.cost, PROOF_COST);
  assertEquals(challenge.parameters.data, { level: 2, origin: "https://www.ecole.example" });
  assert(typeof challenge.signature === "string" && challenge.signature.length === 64);
  assert(challenge.parameters.expiresAt! <= Date.now() / 1000 + 600);
  assertEquals(response.headers.get("access-control-allow-origin"), "https://www.ecole.example");
  // The visitor's headers went to the database, without credentials.
  const terms = sent.find((each) => each.url.endsWith("/rpc/contact_request_proof_terms"))!;
  assertEquals((terms.body.p_headers as Record<string, string>)["cf-connecting-ip"], "203.0.113.9");
  const { handler: without, errors } = setup(api.url, { CONTACT_PROOF_SECRET: "" }, fetcher);
  const missing = await without(new Request("http://127.0.0.1/x/challenge", { method: "GET" }));
  assertEquals(missing.status, 503);
  assert(errors.some((line) => line.includes("CONTACT_PROOF_SECRET")));
});

Deno.test("the counter is drawn in [0, span) at the level asked: no public lower bound to start from", async () => {
  const counters: number[] = [];
  for (let i = 0; i < 16; i += 1) {
    const challenge = await issueChallenge({ secret: PROOF_SECRET }, { level: 0, origin: "" });
    const solution = await solveChallenge({ challenge, deriveKey });
    counters.push(solution!.counter);
  }
  assert(counters.every((counter) => counter >= 0 && counter < PROOF_SPAN));
  // Uniform over [0, 256): sixteen draws all at 160 or above, where a script used to start, are a
  // 1-in-6-million event; here they spread from the bottom.
  assert(counters.some((counter) => counter < 160));
});

Deno.test("no challenge for another site's page (403, no CORS), none once the client's ceiling is reached (429 plafond)", async () => {
  await using api = startFakeEmailApi();
  const ask = async (terms: Partial<{ from_the_site: boolean; refusal: string | null }>) => {
    const { fetcher } = database(() => Response.json("id"), terms);
    return await setup(api.url, {}, fetcher).handler(
      new Request("http://127.0.0.1/x/challenge", {
        method: "GET",
        headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      }),
    );
  };
  const elsewhere = await ask({ from_the_site: false });
  assertEquals(elsewhere.status, 403);
  assertEquals(elsewhere.headers.get("access-control-allow-origin"), null);
  assertEquals(((await elsewhere.json()) as { code: string }).code, "origine");
  const ceiling = await ask({ refusal: "plafond" });
  assertEquals(ceiling.status, 429);
  assertEquals(await ceiling.json(), {
    code: "trop-de-demandes",
    details: "plafond",
    error: "Trop de demandes ont été envoyées en peu de temps.",
  });
});

Deno.test("the JSON lane with a solved proof: the proof's nonce and level go to the database, which stores the request; JSON answers with the site's CORS", async () => {
  await using api = startFakeEmailApi();
  const { sent, fetcher } = database(() => Response.json("11111111-2222-3333-4444-555555555555"), {
    level: 1,
  });
  const { handler } = setup(api.url, {}, fetcher);
  const site = { origin: "https://www.ecole.example", "sec-fetch-site": "cross-site" };
  const proof = await solvedProof(handler, site);
  const response = await handler(
    new Request("http://127.0.0.1/submit-contact-form", {
      method: "POST",
      headers: { "content-type": "application/json", ...site },
      body: JSON.stringify({ ...visitor, [PROOF_FIELD]: proof }),
    }),
  );
  assertEquals(response.status, 200);
  assertEquals(await response.json(), { ok: true });
  assertEquals(response.headers.get("access-control-allow-origin"), "https://www.ecole.example");
  const call = sent.find((each) => each.url.endsWith("/rpc/submit_contact_request"))!;
  const expected = JSON.parse(atob(proof)).challenge.parameters;
  assertEquals(call.body.p_proof, {
    nonce: expected.nonce,
    expires_at: expected.expiresAt,
    level: 1,
  });
  assertEquals((call.body.p_headers as Record<string, string>).origin, "https://www.ecole.example");
});

Deno.test("a proof issued to another requester is refused before the database: a site's challenge posted by a script, a script's posted by a page", async () => {
  await using api = startFakeEmailApi();
  const { sent, fetcher } = database(() => Response.json("id"));
  const { handler } = setup(api.url, {}, fetcher);
  const site = { origin: "https://www.ecole.example", "sec-fetch-site": "cross-site" };
  const send = (proof: string, headers: Record<string, string>) =>
    handler(
      new Request("http://127.0.0.1/submit-contact-form", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ ...visitor, [PROOF_FIELD]: proof }),
      }),
    );
  for (
    const [issuedTo, postedBy] of [
      [site, {}],
      [{}, site],
      [site, { origin: "https://autre.ecole.example", "sec-fetch-site": "cross-site" }],
      [{ "sec-fetch-site": "same-origin" }, {}],
    ]
  ) {
    const answer = await send(await solvedProof(handler, issuedTo!), postedBy!);
    assertEquals(answer.status, 400, JSON.stringify([issuedTo, postedBy]));
    assertEquals(((await answer.json()) as { code: string }).code, "preuve-refusee");
  }
  assertEquals(sent.filter((each) => each.url.endsWith("/rpc/submit_contact_request")), []);
  // The same origin, named alike by the GET (no Origin) and the POST (one) of a same-origin page.
  const local = await solvedProof(handler, { "sec-fetch-site": "same-origin" });
  const same = await send(local, {
    "sec-fetch-site": "same-origin",
    origin: "http://127.0.0.1:3000",
  });
  assertEquals(same.status, 200);
});

Deno.test("a proof tampered with, signed by another secret, or expired is refused before the database", async () => {
  await using api = startFakeEmailApi();
  const { sent, fetcher } = database(() => Response.json("id"));
  const { handler, post } = setup(api.url, {}, fetcher);
  const good = JSON.parse(atob(await solvedProof(handler)));
  // The derived key is what the work finds (the counter only leads to it): another key fails.
  const key: string = good.solution.derivedKey;
  const tampered = {
    ...good,
    solution: { ...good.solution, derivedKey: `${key[0] === "0" ? "1" : "0"}${key.slice(1)}` },
  };
  const cheaper = {
    ...good,
    challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 1 } },
  };
  // Its level lowered, or its origin changed: the signature covers both.
  const discounted = {
    ...good,
    challenge: {
      ...good.challenge,
      parameters: {
        ...good.challenge.parameters,
        data: { level: 0, origin: "https://evil.example" },
      },
    },
  };
  const foreign = await issueChallenge({ secret: "un-autre-secret-de-plus-de-32-caracteres" }, {
    level: 0,
    origin: "",
  });
  const foreignSolution = await solveChallenge({ challenge: foreign, deriveKey });
  const expired = await issueChallenge(
    { secret: PROOF_SECRET },
    { level: 0, origin: "" },
    Date.now() - 11 * 60 * 1000,
  );
  const expiredSolution = await solveChallenge({ challenge: expired, deriveKey });
  for (
    const payload of [
      btoa(JSON.stringify(tampered)),
      btoa(JSON.stringify(cheaper)),
      btoa(JSON.stringify(discounted)),
      btoa(JSON.stringify({ challenge: foreign, solution: foreignSolution })),
      btoa(JSON.stringify({ challenge: expired, solution: expiredSolution })),
      "pas du base64 !",
      btoa("null"),
    ]
  ) {
    const response = await post({ ...visitor, [PROOF_FIELD]: payload });
    assertEquals(
      response.headers.get("location"),
      "https://www.ecole.example/demande-non-envoyee?motif=verification#verification",
    );
  }
  assertEquals(sent.filter((each) => !each.url.endsWith("/rpc/contact_request_proof_terms")), []);
});

Deno.test("the JSON lane's refusals: budget and ceiling 429, spent or underpriced proof 409, another origin 403, a body that is no object 400", async () => {
  await using api = startFakeEmailApi();
  const answers: Array<[() => Response, number, string]> = [
    [refusedWith("P0001", "address"), 429, "trop-de-demandes"],
    [refusedWith("P0001", "plafond"), 429, "trop-de-demandes"],
    [refusedWith("P0001", "proof"), 409, "preuve-refusee"],
    [refusedWith("P0001", "proof-price"), 409, "preuve-refusee"],
    [refusedWith("42501", "origin"), 403, "origine"],
  ];
  for (const [answer, status, code] of answers) {
    const { fetcher } = database(answer);
    const { handler } = setup(api.url, {}, fetcher);
    const response = await handler(
      new Request("http://127.0.0.1/", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(visitor),
      }),
    );
    assertEquals(response.status, status);
    assertEquals(((await response.json()) as { code: string }).code, code);
  }
  const { fetcher } = database(() => Response.json("id"));
  const { handler } = setup(api.url, {}, fetcher);
  const list = await handler(
    new Request("http://127.0.0.1/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify([visitor, visitor]),
    }),
  );
  assertEquals(list.status, 400);
  // Another site's page gets nothing it can read, not even that its body was a list.
  const { fetcher: elsewhere } = database(() => Response.json("id"), { from_the_site: false });
  const foreign = await setup(api.url, {}, elsewhere).handler(
    new Request("http://127.0.0.1/", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify([visitor, visitor]),
    }),
  );
  assertEquals(foreign.status, 403);
  assertEquals(foreign.headers.get("access-control-allow-origin"), null);
  assertEquals(api.received.length, 0);
});

Deno.test("without SITE_ORIGIN the redirect is a path on the origin the form was posted to", async () => {
  await using api = startFakeEmailApi();
  const { post } = setup(api.url, { SITE_ORIGIN: "" });
  const response = await post({ ...visitor, [HONEYPOT_FIELD]: "x" });
  assertEquals(
    response.headers.get("location"),
    "/thank-you?objet=recrutement&envoi=formulaire#recrutement",
  );
});

Deno.test("a phone given: the thank-you address says so with a yes (rappel=1), never the number", async () => {
  await using api = startFakeEmailApi();
  const { post } = setup(api.url);
  const response = await post({ ...visitor, phone: "06 12 34 56 78", [HONEYPOT_FIELD]: "x" });
  const location = response.headers.get("location") ?? "";
  assertEquals(
    location,
    "https://www.ecole.example/thank-you?objet=recrutement&rappel=1&envoi=formulaire#recrutement-rappel",
  );
  assertEquals(/06|12 34/.test(location), false);
});
