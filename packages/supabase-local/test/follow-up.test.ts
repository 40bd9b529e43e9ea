// One-click follow-up from the staff mail (issue 21), end to end on the stand-in: the real
// send-contact-email writes the two signed links into the mail, the real follow-up-request under
// Deno takes the confirming POST, the database moves the request. A valid click changes the state
// once; a replay, a link for another request, a tampered signature, an expired link, and the GET
// or HEAD of a mail scanner change nothing.
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../src/keys.ts';
import { client, contactRequest } from './helpers.ts';
import { standInWithProvider } from './standInWithProvider.ts';

const logs: string[] = [];
const standIn = standInWithProvider({
  contactBudget: { clientPer10Minutes: 1000, clientPerDay: 10_000 },
  siteOrigin: 'https://www.ecole.example',
  log: (line) => logs.push(line),
});

afterAll(() => {
  if (process.env.SHOW_LOGS) console.log(logs.join('\n'));
});

interface Links {
  prendre: string;
  repondu: string;
}

/** A visitor's request, stored and mailed as the form does; the links of its staff mail. */
async function requestWithLinks(): Promise<{ email: string; links: Links }> {
  const request = contactRequest();
  const { error } = await client(standIn.server.url, LOCAL_ANON_KEY).from('contact_requests').insert(request);
  expect(error).toBeNull();
  const invoked = await fetch(`${standIn.server.url}/functions/v1/send-contact-email`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  expect(invoked.status).toBe(200);
  return { email: request.email, links: linksOf(request.email) };
}

function linksOf(email: string): Links {
  const mail = standIn.provider.accepted.find((each) => each.reply_to === email);
  const text = String(mail?.text ?? '');
  const link = (label: string) => new RegExp(`${label}\u00a0: (\\S+)`).exec(text)?.[1] ?? '';
  return { prendre: link('Je m’en occupe'), repondu: link('Répondu') };
}

const tokenOf = (link: string) => new URL(link).hash.replace(/^#jeton=/, '');

/** The confirmation page's POST: the token of the link and the first name typed. */
async function confirm(token: string, firstName = 'Camille'): Promise<string> {
  const response = await fetch(`${standIn.server.url}/functions/v1/follow-up-request`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ jeton: token, prenom: firstName }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '').searchParams.get('resultat') ?? '';
}

async function followUpOf(email: string) {
  const { rows } = await standIn.server.db.query<{ state: string; taken_by: string | null; answered_at: Date | null }>(
    `select f.state, f.taken_by, f.answered_at from public.contact_request_followups f
       join public.contact_requests r on r.id = f.request_id where r.email = $1`,
    [email],
  );
  return rows[0]!;
}

describe('the staff mail’s two links', () => {
  it('lead to the site’s confirmation page, the signed token in the fragment, nothing of the visitor in them', async () => {
    const { email, links } = await requestWithLinks();
    for (const link of [links.prendre, links.repondu]) {
      const url = new URL(link);
      expect(`${url.origin}${url.pathname}${url.search}`).toBe('https://www.ecole.example/suivi-demande');
      expect(url.hash).toMatch(/^#jeton=[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(link).not.toContain(email.split('@')[0]);
    }
    expect(links.prendre).not.toBe(links.repondu);
  });

  it('a valid click then its confirmation changes the state once; a replay changes nothing', async () => {
    const { email, links } = await requestWithLinks();
    expect(await followUpOf(email)).toMatchObject({ state: 'nouveau', taken_by: null });
    expect(await confirm(tokenOf(links.prendre), 'Camille')).toBe('pris-en-charge');
    expect(await followUpOf(email)).toMatchObject({ state: 'pris en charge', taken_by: 'Camille' });
    expect(await confirm(tokenOf(links.prendre), 'Dominique')).toBe('deja-pris');
    expect(await confirm(tokenOf(links.repondu), 'Camille')).toBe('repondu');
    const answered = await followUpOf(email);
    expect(answered).toMatchObject({ state: 'répondu', taken_by: 'Camille' });
    expect(await confirm(tokenOf(links.repondu), 'Camille')).toBe('deja-repondu');
    expect((await followUpOf(email)).answered_at).toEqual(answered.answered_at);
  });

  it('GET and HEAD, what mail scanners send to a link, change nothing', async () => {
    const { email, links } = await requestWithLinks();
    for (const method of ['GET', 'HEAD']) {
      for (const url of [
        `${standIn.server.url}/functions/v1/follow-up-request?jeton=${tokenOf(links.repondu)}&prenom=Scanner`,
        `${standIn.server.url}/functions/v1/follow-up-request#jeton=${tokenOf(links.repondu)}`,
      ]) {
        const response = await fetch(url, { method, redirect: 'manual' });
        expect(response.status, `${method} ${url}`).toBe(405);
        await response.arrayBuffer();
      }
    }
    expect(await followUpOf(email)).toMatchObject({ state: 'nouveau', taken_by: null });
  });

  it('a link for another request, a tampered signature or a swapped payload changes nothing', async () => {
    const first = await requestWithLinks();
    const second = await requestWithLinks();
    // A's « Répondu » acts on A only.
    expect(await confirm(tokenOf(first.links.repondu))).toBe('repondu');
    expect(await followUpOf(second.email)).toMatchObject({ state: 'nouveau' });
    // B's payload under A's signature, and a signature changed by one character.
    const [, secondPayload] = tokenOf(second.links.repondu).split('.');
    const [header, , signature] = tokenOf(first.links.repondu).split('.');
    expect(await confirm(`${header}.${secondPayload}.${signature}`)).toBe('lien-invalide');
    // One character of the signature's middle (its last one may only carry padding bits).
    const token = tokenOf(second.links.repondu);
    const at = token.length - 10;
    const tampered = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect(await confirm(tampered)).toBe('lien-invalide');
    expect(await followUpOf(second.email)).toMatchObject({ state: 'nouveau', taken_by: null });
  });

  it('an expired link (its request stored over 14 days ago) changes nothing', async () => {
    const email = `ancienne-${Date.now()}@exemple.fr`;
    await standIn.server.db.query(
      `insert into public.contact_requests (name, email, reason, message, created_at)
         values ('Camille Martin', $1, 'Formation IA', 'Bonjour.', now() - interval '15 days')`,
      [email],
    );
    // The sweep mails it with links that expired a day ago.
    const sweep = await standIn.server.sweep({ minAgeSeconds: 0 });
    expect(sweep.status).toBe(200);
    const links = linksOf(email);
    expect(await confirm(tokenOf(links.repondu))).toBe('lien-expire');
    // Late (the sweep marked it, its due time long past), and still nobody's: the link did nothing.
    expect(await followUpOf(email)).toMatchObject({ state: 'en retard', taken_by: null, answered_at: null });
  });

  it('a first name the table refuses changes nothing', async () => {
    const { email, links } = await requestWithLinks();
    expect(await confirm(tokenOf(links.prendre), 'Camille\u202e')).toBe('prenom-invalide');
    expect(await followUpOf(email)).toMatchObject({ state: 'nouveau' });
  });
});
