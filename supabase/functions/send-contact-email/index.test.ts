// The entry point as the local stand-in runs it: plain Deno, `PORT` set, settings from the
// environment. Proves the contract of packages/supabase-local: a real process listening on
// 127.0.0.1:$PORT that reads SUPABASE_URL and the mail settings from its environment. (The
// mail itself, which needs a database holding the request, is tested against the stand-in.)

import { startFakeEmailApi } from "../_shared/testing/fakeEmailApi.ts";
import { assertEquals, assertStringIncludes } from "../_shared/testing/assert.ts";
import { freePort } from "../_shared/testing/freePort.ts";

async function waitForListening(stderr: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stderr.pipeThrough(new TextDecoderStream()).getReader();
  let seen = "";
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    seen += value;
    if (seen.includes("Listening on")) {
      // keep draining so the child never blocks on a full pipe
      (async () => {
        while (!(await reader.read()).done) { /* drain */ }
      })().catch(() => {});
      return seen;
    }
  }
  throw new Error(`the function did not start; its output:\n${seen}`);
}

Deno.test("index.ts honours PORT, listens on 127.0.0.1 and looks the request up at SUPABASE_URL", async () => {
  await using api = startFakeEmailApi();
  const port = freePort();
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--allow-net",
      "--allow-env",
      "--config",
      new URL("../deno.json", import.meta.url).pathname,
      new URL("./index.ts", import.meta.url).pathname,
    ],
    env: {
      PORT: String(port),
      EMAIL_API_URL: api.url,
      EMAIL_API_KEY: "re_test_key",
      CONTACT_EMAIL_TO: "contact@ecole.example",
      CONTACT_EMAIL_FROM: "site@ecole.example",
      // Nothing listens there: the lookup fails, which proves the process read the variable.
      SUPABASE_URL: `http://127.0.0.1:${freePort()}`,
      SUPABASE_SERVICE_ROLE_KEY: "service-key",
      NO_COLOR: "1",
    },
    stdout: "null",
    stderr: "piped",
  }).spawn();
  try {
    const banner = await waitForListening(child.stderr);
    assertStringIncludes(banner, `http://127.0.0.1:${port}/`);

    const response = await fetch(`http://127.0.0.1:${port}/send-contact-email`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Camille Martin",
        email: "camille@example.fr",
        phone: "Non renseigné",
        reason: "Formation IA",
        message: "Bonjour",
      }),
    });

    assertEquals(response.status, 503);
    assertEquals(await response.json(), {
      error: "La demande n’a pas pu être vérifiée. Veuillez réessayer plus tard.",
    });
    assertEquals(api.received.length, 0);
  } finally {
    child.kill("SIGTERM");
    await child.status;
  }
});
