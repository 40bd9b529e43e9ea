// The confirmation of a staff action, what needs no database: only a POST acts, a bad token or
// first name is answered before the database is asked, the database's answer becomes the page's
// section, and the redirect goes to SITE_ORIGIN. A stand-in for PostgREST (a fetch that records
// the calls) plays the database; the real transitions run against the stand-in
// (packages/supabase-local/test/follow-up.test.ts).

import { signFollowUpToken } from "../_shared/followUpToken.ts";
import { assertEquals, assertNotIncludes } from "../_shared/testing/assert.ts";
import { createFollowUpHandler, FOLLOW_UP_RESULTS } from "./handler.ts";

const SECRET = "un-secret-de-test-des-liens-de-plus-de-32-caracteres";
const request = {
  id: "4f7a1c2b-0000-4000-8000-000000000001",
  created_at: "2026-03-06T16:00:00+00:00",
};

function setup(
  answer: (name: string, body: Record<string, unknown>) => Response | Promise<Response>,
  env: Record<string, string> = {},
) {
  const calls: { name: string; body: Record<string, unknown> }[] = [];
  const errors: string[] = [];
  const values: Record<string, string> = {
    SUPABASE_URL: "http://127.0.0.1:9",
    SUPABASE_SERVICE_ROLE_KEY: "service-role-key-for-tests",
    SITE_ORIGIN: "https://www.ecole.example",
    CONTACT_ACTION_SECRET: SECRET,
    ...env,
  };
  const fetcher = (async (input: string | URL | Request, init?: RequestInit) => {
    const name = String(input).replace(/^.*\/rest\/v1\/rpc\//, "");
    const body = JSON.parse(String(init?.body ?? "{}"));
    calls.push({ name, body });
    return await answer(name, body);
  }) as typeof fetch;
  const handler = createFollowUpHandler({
    getEnv: (name) => values[name],
    fetch: fetcher,
    logger: { error: (message: string) => errors.push(message) },
    now: () => Date.parse(request.created_at) + 3_600_000,
  });
  const post = (fields: Record<string, string>) =>
    handler(
      new Request("http://127.0.0.1/follow-up-request", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      }),
    );
  return { handler, post, calls, errors };
}

const json = (value: unknown) =>
  new Response(JSON.stringify(value), {
    status: 200,
    headers: { "content-type": "application/json" },
  });
const token = (action: "prendre" | "repondu") =>
  signFollowUpToken(request, action, { secret: SECRET });

Deno.test("GET and HEAD, what a mail scanner sends, change nothing: 405, no database call", async () => {
  const { handler, calls } = setup(() => json("repondu"));
  const link = `http://127.0.0.1/follow-up-request?jeton=${await token("repondu")}`;
  for (const method of ["GET", "HEAD", "PUT", "OPTIONS"]) {
    const response = await handler(new Request(link, { method }));
    assertEquals(response.status, 405, method);
    assertEquals(response.headers.get("allow"), "POST");
    await response.body?.cancel();
  }
  assertEquals(calls, []);
});

Deno.test("a valid « Répondu » confirmation asks the database once, with the first name typed, and shows its answer", async () => {
  const { post, calls, errors } = setup(() => json("repondu"));
  const response = await post({ jeton: await token("repondu"), prenom: "  Camille  " });
  assertEquals(response.status, 303);
  assertEquals(
    response.headers.get("location"),
    "https://www.ecole.example/suivi-demande?resultat=repondu#repondu",
  );
  assertEquals(calls, [{
    name: "answer_contact_request",
    body: { p_id: request.id, p_by: "Camille" },
  }]);
  for (const line of errors) assertNotIncludes(line, "Camille");
});

Deno.test("« Je m’en occupe » takes the request; the database's « déjà » answers reach the page as they are", async () => {
  for (const answer of ["pris-en-charge", "deja-pris", "deja-repondu", "deja-clos", "inconnue"]) {
    const { post, calls } = setup(() => json(answer));
    const response = await post({ jeton: await token("prendre"), prenom: "Dominique" });
    assertEquals(
      response.headers.get("location"),
      `https://www.ecole.example/suivi-demande?resultat=${answer}#${answer}`,
    );
    assertEquals(calls.map((call) => call.name), ["take_contact_request"]);
  }
});

Deno.test("a tampered or expired token, or a first name the table refuses, is answered before the database", async () => {
  const valid = await token("prendre");
  const tampered = `${valid.slice(0, -3)}${valid.endsWith("xyz") ? "abc" : "xyz"}`;
  const expired = createFollowUpHandler({
    getEnv: (name) =>
      ({
        SITE_ORIGIN: "https://www.ecole.example",
        CONTACT_ACTION_SECRET: SECRET,
        SUPABASE_URL: "http://127.0.0.1:9",
        SUPABASE_SERVICE_ROLE_KEY: "k",
      })[name],
    now: () => Date.parse(request.created_at) + 15 * 86_400_000,
    logger: { error: () => {} },
  });
  const { post, calls } = setup(() => json("pris-en-charge"));
  for (
    const [fields, result] of [
      [{ jeton: tampered, prenom: "Camille" }, "lien-invalide"],
      [{ jeton: "", prenom: "Camille" }, "lien-invalide"],
      [{ prenom: "Camille" }, "lien-invalide"],
      [{ jeton: valid, prenom: "" }, "prenom-invalide"],
      [{ jeton: valid, prenom: "   " }, "prenom-invalide"],
      [{ jeton: valid, prenom: "N".repeat(41) }, "prenom-invalide"],
      [{ jeton: valid, prenom: "Camille\nBcc: x@example.com" }, "prenom-invalide"],
      [{ jeton: valid, prenom: "Camille\u202e" }, "prenom-invalide"],
    ] as const
  ) {
    const response = await post(fields);
    assertEquals(
      response.headers.get("location"),
      `https://www.ecole.example/suivi-demande?resultat=${result}#${result}`,
      JSON.stringify(fields),
    );
  }
  assertEquals(calls, []);
  const late = await expired(
    new Request("http://127.0.0.1/", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ jeton: valid, prenom: "Camille" }).toString(),
    }),
  );
  assertEquals(
    late.headers.get("location"),
    "https://www.ecole.example/suivi-demande?resultat=lien-expire#lien-expire",
  );
});

Deno.test("a database that cannot be reached, or a missing key, says « indisponible »", async () => {
  const down = setup(() => new Response("nope", { status: 503 }));
  const response = await down.post({ jeton: await token("prendre"), prenom: "Camille" });
  assertEquals(
    response.headers.get("location"),
    "https://www.ecole.example/suivi-demande?resultat=indisponible#indisponible",
  );
  const noKey = setup(() => json("pris-en-charge"), { CONTACT_ACTION_SECRET: "" });
  const again = await noKey.post({ jeton: await token("prendre"), prenom: "Camille" });
  assertEquals(
    again.headers.get("location"),
    "https://www.ecole.example/suivi-demande?resultat=indisponible#indisponible",
  );
  assertEquals(noKey.calls, []);
});

Deno.test("without SITE_ORIGIN the redirect is a path (the local stand-in); every result is a section of the page", async () => {
  const { post } = setup(() => json("repondu"), { SITE_ORIGIN: "" });
  const response = await post({ jeton: await token("repondu"), prenom: "Camille" });
  assertEquals(response.headers.get("location"), "/suivi-demande?resultat=repondu#repondu");
  assertEquals(new Set(FOLLOW_UP_RESULTS).size, FOLLOW_UP_RESULTS.length);
});
