// The follow-up links' tokens (issue 21): what a valid one says, and every way a bad one fails
// before the database is asked. The state changes are tested through the function and the
// database (follow-up-request/handler.test.ts, packages/supabase-local/test/follow-up.test.ts).

import { SignJWT } from "jose";
import {
  FOLLOW_UP_LINK_LIFETIME_DAYS,
  followUpLink,
  readActionConfig,
  signFollowUpToken,
  verifyFollowUpToken,
} from "./followUpToken.ts";
import { assert, assertEquals, assertNotIncludes } from "./testing/assert.ts";

const config = { secret: "un-secret-de-test-des-liens-de-plus-de-32-caracteres" };
const request = {
  id: "4f7a1c2b-0000-4000-8000-000000000001",
  created_at: "2026-03-06T16:00:00+00:00",
};
const stored = Date.parse(request.created_at);
const day = 86_400_000;

Deno.test("a token names one request and one action, and nothing personal", async () => {
  const token = await signFollowUpToken(request, "repondu", config);
  assertEquals(await verifyFollowUpToken(token, config, () => stored + day), {
    ok: true,
    requestId: request.id,
    action: "repondu",
  });
  const payload = JSON.parse(atob(token.split(".")[1]!.replaceAll("-", "+").replaceAll("_", "/")));
  assertEquals(Object.keys(payload).sort(), ["act", "aud", "exp", "iat", "sub"]);
  assert(token.length < 400, `${token.length} characters`);
});

Deno.test("the same request and action always give the same token (a retried mail is the same mail)", async () => {
  assertEquals(
    await signFollowUpToken(request, "prendre", config),
    await signFollowUpToken(request, "prendre", config),
  );
  assert(
    (await signFollowUpToken(request, "prendre", config)) !==
      (await signFollowUpToken(request, "repondu", config)),
  );
});

Deno.test("expired after FOLLOW_UP_LINK_LIFETIME_DAYS, not before", async () => {
  const token = await signFollowUpToken(request, "prendre", config);
  const lifetime = FOLLOW_UP_LINK_LIFETIME_DAYS * day;
  assertEquals(
    (await verifyFollowUpToken(token, config, () => stored + lifetime - 60_000)).ok,
    true,
  );
  assertEquals(await verifyFollowUpToken(token, config, () => stored + lifetime + 60_000), {
    ok: false,
    why: "expire",
  });
});

Deno.test("a tampered, foreign, unsigned or malformed token is invalid", async () => {
  const token = await signFollowUpToken(request, "prendre", config);
  const [header, payload, signature] = token.split(".") as [string, string, string];
  const now = () => stored + day;
  // One character in the signature's middle (its last one may only carry padding bits).
  const at = Math.floor(signature.length / 2);
  const flipped = signature[at] === "A" ? "B" : "A";
  const swapped = `${header}.${payload}.${signature.slice(0, at)}${flipped}${
    signature.slice(at + 1)
  }`;
  // The payload of a « Répondu » link on the signature of a « Je m’en occupe » one.
  const other = (await signFollowUpToken(request, "repondu", config)).split(".")[1]!;
  const otherRequest = (await signFollowUpToken(
    { ...request, id: "4f7a1c2b-0000-4000-8000-000000000002" },
    "prendre",
    config,
  ))
    .split(".")[1]!;
  const none = `${
    btoa(JSON.stringify({ alg: "none", typ: "JWT" })).replaceAll("=", "")
  }.${payload}.`;
  const foreign = await signFollowUpToken(request, "prendre", {
    secret: "un-autre-secret-de-plus-de-32-caracteres!!",
  });
  const wrongAudience = await new SignJWT({ act: "prendre" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(request.id)
    .setAudience("autre-chose")
    .setIssuedAt(stored / 1000)
    .setExpirationTime(stored / 1000 + 3600 * 48)
    .sign(new TextEncoder().encode(config.secret));
  const wrongAction = await new SignJWT({ act: "clore" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(request.id)
    .setAudience("suivi-demande")
    .setExpirationTime(stored / 1000 + 3600 * 48)
    .sign(new TextEncoder().encode(config.secret));
  for (
    const [why, bad] of [
      ["signature changed", swapped],
      ["another action's payload", `${header}.${other}.${signature}`],
      ["another request's payload", `${header}.${otherRequest}.${signature}`],
      ["alg none", none],
      ["another key", foreign],
      ["another audience", wrongAudience],
      ["an unknown action", wrongAction],
      ["empty", ""],
      ["garbage", "pas-un-jeton"],
      ["too long", `${token}${"A".repeat(1_024)}`],
    ] as const
  ) {
    assertEquals(await verifyFollowUpToken(bad, config, now), { ok: false, why: "invalide" }, why);
  }
});

Deno.test("a padded or otherwise respelled token is invalid: only the spelling the functions write passes (issue 34)", async () => {
  const token = await signFollowUpToken(request, "prendre", config);
  const [header, payload, signature] = token.split(".") as [string, string, string];
  const now = () => stored + day;
  // The signature's last character carries 2 spare bits (32 bytes in 43 characters): its three
  // other spellings decode to the same bytes, and jose accepted them.
  const last = signature.at(-1)!;
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const group = alphabet.indexOf(last) & ~3;
  const spare = [1, 2, 3].map((bits) =>
    `${header}.${payload}.${signature.slice(0, -1)}${alphabet[group + bits]}`
  );
  assertEquals((await verifyFollowUpToken(token, config, now)).ok, true);
  for (
    const [why, bad] of [
      ["a trailing =", `${token}=`],
      ["a padded signature", `${header}.${payload}.${signature}==`],
      ["a trailing space", `${token} `],
      ["a trailing line break", `${token}\n`],
      ["a leading space", ` ${token}`],
      ["base64 instead of base64url", token.replaceAll("-", "+").replaceAll("_", "/")],
      ...spare.map((respelled, index) => [`spare bits ${index + 1}`, respelled] as const),
    ] as const
  ) {
    assertEquals(await verifyFollowUpToken(bad, config, now), { ok: false, why: "invalide" }, why);
  }
});

Deno.test("the link leads to the site's confirmation page, the token in the fragment", async () => {
  const token = await signFollowUpToken(request, "prendre", config);
  const link = followUpLink("https://www.ecole.example", token);
  assertEquals(link, `https://www.ecole.example/suivi-demande#jeton=${token}`);
  assertNotIncludes(new URL(link).search, token);
});

Deno.test("CONTACT_ACTION_SECRET: at least 32 characters", () => {
  assertEquals(readActionConfig(() => undefined).ok, false);
  assertEquals(readActionConfig(() => "court").ok, false);
  assertEquals(readActionConfig(() => config.secret), { ok: true, config });
});
