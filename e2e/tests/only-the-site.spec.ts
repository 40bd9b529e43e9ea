import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_PATH } from '@ecole/settings/localSupabase';
import { storedRequests, supabaseUrl, uniqueEmail } from '../support/backend.ts';
import { expect, test } from '../support/test.ts';

/**
 * Issue 23, point 1: any website could make its visitors file requests, with an auto-submitting
 * form to the form function or a fetch to the REST insert with the public key. Here another
 * site, served by the test on another origin (`localhost` is another site than the proxy's
 * `127.0.0.1`), tries every way in from Chromium: the browser names that page in `Origin` and
 * `Sec-Fetch-Site`, and the backend refuses all of it.
 * Issue 34, point 2: nor can such a page farm the proof of work, having its visitors solve the
 * challenges its server then files: it gets no challenge, and a proof issued to the site's page is
 * refused once carried elsewhere.
 */

let elsewhere: Server;
let elsewhereOrigin = '';
let page = '';

test.beforeAll(async () => {
  elsewhere = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  elsewhereOrigin = `http://localhost:${(elsewhere.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => elsewhere.close(resolve));
});

/** The other site's page: a form that posts itself into a hidden frame, and two fetches. */
function evilPage(backend: string, emails: { form: string; rest: string; restNoCors: string; proofLane: string }): string {
  const row = (email: string) => ({ name: 'Victime', email, message: 'Envoyé par un autre site.' });
  return `<!doctype html><html><body>
<form id="auto" method="post" action="${backend}/functions/v1/submit-contact-form" target="sink">
  <input name="name" value="Victime"><input name="email" value="${emails.form}"><textarea name="message">Envoyé par un autre site.</textarea>
</form>
<iframe name="sink" id="sink"></iframe>
<script>
  const results = {};
  window.results = results;
  document.getElementById('sink').addEventListener('load', () => { results.form = 'loaded'; });
  document.getElementById('auto').submit();
  const key = ${JSON.stringify(LOCAL_ANON_KEY)};
  fetch('${backend}/rest/v1/contact_requests', {
    method: 'POST',
    headers: { apikey: key, authorization: 'Bearer ' + key, 'content-type': 'application/json', prefer: 'return=minimal' },
    body: ${JSON.stringify(JSON.stringify(row(emails.rest)))},
  }).then((answer) => { results.rest = answer.status; }, () => { results.rest = 'blocked'; });
  fetch('${backend}/rest/v1/contact_requests?apikey=' + key, {
    method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' },
    body: ${JSON.stringify(JSON.stringify(row(emails.restNoCors)))},
  }).then(() => { results.restNoCors = 'sent'; }, () => { results.restNoCors = 'blocked'; });
  fetch('${backend}/functions/v1/submit-contact-form', {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: ${JSON.stringify(JSON.stringify(row(emails.proofLane)))},
  }).then((answer) => { results.proofLane = answer.status; }, () => { results.proofLane = 'blocked'; });
</script></body></html>`;
}

test('a page of another site that auto-posts the form and calls the REST insert files nothing', async ({ page: browserPage, baseURL }) => {
  const emails = {
    form: uniqueEmail('autre-site-form'),
    rest: uniqueEmail('autre-site-rest'),
    restNoCors: uniqueEmail('autre-site-nocors'),
    proofLane: uniqueEmail('autre-site-json'),
  };
  page = evilPage(`${baseURL}${LOCAL_SUPABASE_PATH}`, emails);
  // The form's post is a navigation of the frame: its answer is read here.
  const formAnswer = browserPage.waitForResponse(
    (response) => response.url().endsWith('/submit-contact-form') && response.request().resourceType() === 'document',
  );
  await browserPage.goto(`${elsewhereOrigin}/`);
  expect((await formAnswer).status()).toBe(403);

  // Every attempt has had its answer: the backend refused the REST insert (401, the database's
  // 42501 for an anonymous caller) and the proof lane's preflight; the form's answer filled the frame.
  await expect
    .poll(() => browserPage.evaluate(() => (window as unknown as { results: object }).results))
    // The proof lane answers CORS for the site's origin only (issue 34): the browser's preflight
    // fails, the post never leaves.
    .toEqual({ rest: 401, restNoCors: 'sent', proofLane: 'blocked', form: 'loaded' });
  for (const email of Object.values(emails)) expect(await storedRequests(email), email).toEqual([]);
});

test('the site’s own page, in the same browser, still files its request', async ({ page: browserPage, baseURL }) => {
  // What the form's first call sends, from a page of the site (the proxy's origin).
  await browserPage.goto(`${baseURL}/contact`);
  const email = uniqueEmail('meme-site');
  const status = await browserPage.evaluate(
    async ({ path, key, email }) => {
      const answer = await fetch(`${path}/rest/v1/contact_requests`, {
        method: 'POST',
        headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json', prefer: 'return=minimal' },
        body: JSON.stringify({ name: 'Camille Martin', email, message: 'Depuis le site.' }),
      });
      return answer.status;
    },
    { path: LOCAL_SUPABASE_PATH, key: LOCAL_ANON_KEY, email },
  );
  expect(status).toBe(201);
  expect(await storedRequests(email)).toHaveLength(1);
});

/**
 * Solves a challenge in the page as the form's island does (ALTCHA's search: the nonce then the
 * counter as a big-endian uint32, PBKDF2/SHA-256 through Web Crypto), returns the form's `altcha`.
 */
async function solveInPage(challengeUrl: string): Promise<string> {
  const challenge = await (await fetch(challengeUrl)).json();
  const { nonce, salt, cost, keyPrefix } = challenge.parameters as { nonce: string; salt: string; cost: number; keyPrefix: string };
  const bytes = (hex: string) => Uint8Array.from((hex.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16)));
  const password = new Uint8Array(20);
  password.set(bytes(nonce));
  for (let counter = 0; ; counter += 1) {
    new DataView(password.buffer).setUint32(16, counter);
    const key = await crypto.subtle.importKey('raw', password, 'PBKDF2', false, ['deriveBits']);
    const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', salt: bytes(salt), iterations: cost, hash: 'SHA-256' }, key, 256);
    const derivedKey = [...new Uint8Array(bits)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
    if (derivedKey.startsWith(keyPrefix)) return btoa(JSON.stringify({ challenge, solution: { counter, derivedKey } }));
  }
}

/** The farm's page: asks for a challenge for its visitor to solve, and posts a proof it was given. */
function farmPage(backend: string, proofBody: string): string {
  return `<!doctype html><html><body><script>
  const results = {};
  window.results = results;
  fetch('${backend}/functions/v1/submit-contact-form/challenge').then(
    (answer) => answer.json().then((body) => { results.challenge = body; }),
    () => { results.challenge = 'blocked'; },
  );
  fetch('${backend}/functions/v1/submit-contact-form', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: ${JSON.stringify(proofBody)},
  }).then((answer) => { results.proof = answer.status; }, () => { results.proof = 'blocked'; });
</script></body></html>`;
}

test('another site cannot farm the proof of work: no challenge for its page, and a proof the site’s page was issued is refused once carried elsewhere', async ({
  page: browserPage,
  baseURL,
}) => {
  const email = uniqueEmail('ferme');
  const request = { name: 'Victime', email, phone: '', reason: 'Formation IA', message: 'Filée par une ferme.', form_path: '/contact' };
  // What the farm would want: a proof solved by a visitor, here on a page of the site itself.
  await browserPage.goto(`${baseURL}/contact`);
  const altcha = await browserPage.evaluate(solveInPage, `${LOCAL_SUPABASE_PATH}/functions/v1/submit-contact-form/challenge`);
  const body = JSON.stringify({ ...request, altcha });

  // The farm's page asks for a challenge and posts the proof: the browser blocks both (the
  // challenge's answer names no origin for it; the post's preflight is refused).
  page = farmPage(`${baseURL}${LOCAL_SUPABASE_PATH}`, body);
  await browserPage.goto(`${elsewhereOrigin}/`);
  await expect.poll(() => browserPage.evaluate(() => (window as unknown as { results: object }).results)).toEqual({ challenge: 'blocked', proof: 'blocked' });
  // What the function answered that page, as its browser sent it: 403, no challenge, no CORS.
  const asked = await fetch(`${baseURL}${LOCAL_SUPABASE_PATH}/functions/v1/submit-contact-form/challenge`, {
    headers: { origin: elsewhereOrigin, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' },
  });
  expect(asked.status).toBe(403);
  expect(asked.headers.get('access-control-allow-origin')).toBeNull();
  expect(await asked.json()).toMatchObject({ code: 'origine' });

  // The farm's server files the proof itself, as a server does, without Origin: it was issued to
  // the site's page, so it is refused before the database, and nothing is stored.
  const farmed = await fetch(`${supabaseUrl()}/functions/v1/submit-contact-form`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  expect(farmed.status).toBe(400);
  expect(await farmed.json()).toMatchObject({ code: 'preuve-refusee' });
  expect(await storedRequests(email)).toEqual([]);

  // The same proof from the page it was issued to: a good proof, stored.
  await browserPage.goto(`${baseURL}/contact`);
  const status = await browserPage.evaluate(
    async ({ url, body }) => (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status,
    { url: `${LOCAL_SUPABASE_PATH}/functions/v1/submit-contact-form`, body },
  );
  expect(status).toBe(200);
  expect(await storedRequests(email)).toHaveLength(1);
});
