import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_PATH } from '@ecole/settings/localSupabase';
import { storedRequests, uniqueEmail } from '../support/backend.ts';
import { expect, test } from '../support/test.ts';

/**
 * Issue 23, point 1: any website could make its visitors file requests, with an auto-submitting
 * form to the form function or a fetch to the REST insert with the public key. Here another
 * site, served by the test on another origin (`localhost` is another site than the proxy's
 * `127.0.0.1`), tries every way in from Chromium: the browser names that page in `Origin` and
 * `Sec-Fetch-Site`, and the backend refuses all of it.
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
  // 42501 for an anonymous caller) and the proof lane (403); the form's answer filled the frame.
  await expect
    .poll(() => browserPage.evaluate(() => (window as unknown as { results: object }).results))
    .toEqual({ rest: 401, restNoCors: 'sent', proofLane: 403, form: 'loaded' });
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
