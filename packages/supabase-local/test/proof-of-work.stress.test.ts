// Issue 23 against the stand-in (PGlite running the real migrations, the real submit-contact-form
// and send-contact-email under Deno, the local outbox): only the site files requests, and beyond
// the budget a request costs a proof of work instead of hitting a wall. Attackers and visitors
// connect from their own loopback address (127.0.x.y), which the stand-in hands to the database
// as the client's address, as Supabase's front does. Every count is fixed and every wait is for
// an observable result. Prints the figures (console.table) at the end: docs/red-team.md has them.

import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { Challenge } from 'altcha-lib/types';
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../src/keys.ts';
import type { OutboxEntry } from '../src/outbox.ts';
import { type SupabaseLocal, startSupabaseLocal } from '../src/server.ts';

const SITE = 'https://www.ecole.example';
const FORM = '/functions/v1/submit-contact-form';
const figures: Record<string, string | number>[] = [];

let server: SupabaseLocal;
let outboxDir: string;

beforeAll(async () => {
  outboxDir = mkdtempSync(join(tmpdir(), 'ecole-preuve-'));
  // The flood budget as deployed; the site's origin as a hosted project lists it.
  server = await startSupabaseLocal({ port: 0, dataDir: 'memory', outboxDir, sweepIntervalMs: 0, siteOrigins: { origins: [SITE] }, log: () => {} });
  // Start Deno (and let it fetch its npm packages) before anything is measured.
  expect((await caller('127.0.0.1').challenge()).parameters.algorithm).toBe('PBKDF2/SHA-256');
}, 300_000);

afterEach(async () => {
  // Each test starts with an empty budget and the deployed numbers.
  await server.db.query('delete from public.contact_request_admissions');
  await server.db.exec('update public.contact_request_settings set global_max_per_minute = default, global_max_per_hour = default');
});

afterAll(async () => {
  await server?.close();
  rmSync(outboxDir, { recursive: true, force: true });
  console.table(figures);
});

const request = (email: string) => ({
  name: 'Camille Martin',
  email,
  phone: '',
  reason: 'Formation IA',
  message: 'Bonjour, je voudrais des informations sur la formation.',
});

/** Anything that talks HTTP from `address`: a browser (with `headers` it cannot forge) or a script. */
function caller(address: string, headers: Record<string, string> = {}) {
  const dispatcher = new Agent({ localAddress: address });
  const send = async (path: string, init: { method?: string; headers?: Record<string, string>; body?: string }) => {
    const response = await undiciFetch(`${server.url}${path}`, {
      method: init.method ?? 'POST',
      headers: { ...headers, ...init.headers },
      body: init.body,
      dispatcher,
      redirect: 'manual',
    });
    const text = await response.text();
    return { status: response.status, location: response.headers.get('location'), text };
  };
  return {
    /** The form's first call: the REST insert with the public key. */
    insert: (body: object) =>
      send('/rest/v1/contact_requests', {
        headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json', prefer: 'return=minimal' },
        body: JSON.stringify(body),
      }),
    /** The form posted without JavaScript. */
    post: (body: Record<string, string>) =>
      send(FORM, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body).toString() }),
    /** The proof-of-work lane, with whatever `altcha` value the caller has. */
    json: (body: object) => send(FORM, { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    async challenge(): Promise<Challenge> {
      const answer = await send(`${FORM}/challenge`, { method: 'GET' });
      expect(answer.status).toBe(200);
      return JSON.parse(answer.text) as Challenge;
    },
    /** A challenge solved as the site's script solves it: what every request beyond the budget costs. */
    async proof(): Promise<{ altcha: string; ms: number }> {
      const challenge = await this.challenge();
      const started = performance.now();
      const solution = await solveChallenge({ challenge, deriveKey });
      return { altcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'), ms: performance.now() - started };
    },
  };
}

async function stored(pattern: string): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>('select count(*)::int as n from public.contact_requests where email like $1', [pattern]);
  return rows[0]!.n;
}

async function admissions(): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>('select count(*)::int as n from public.contact_request_admissions');
  return rows[0]!.n;
}

function mailsTo(domain: string): number {
  return readdirSync(outboxDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(outboxDir, file), 'utf8')) as OutboxEntry)
    .filter((entry) => String(entry.payload.reply_to).endsWith(`@${domain}`)).length;
}

/** Runs `count` tasks, `width` at a time. */
async function inWaves<T>(count: number, width: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += width) {
    results.push(...(await Promise.all(Array.from({ length: Math.min(width, count - start) }, (_, i) => task(start + i)))));
  }
  return results;
}

describe('only the site files requests', () => {
  it('another site’s page, through every way in (REST insert, form post, proof lane), 250 visitors: nothing stored, no budget used', async () => {
    // A proof the other site had its visitors solve: refused with the rest, it is never spent.
    const { altcha } = await caller('127.0.10.254').proof();
    const attempts = await inWaves(250, 25, async (index) => {
      const victim = caller(`127.0.10.${(index % 250) + 1}`, { origin: index % 5 ? 'https://evil.example' : 'null', 'sec-fetch-site': 'cross-site' });
      const email = `victime-${index}@ailleurs.example`;
      const way = index % 3;
      if (way === 0) return victim.insert({ ...request(email), phone: null });
      if (way === 1) return victim.post(request(email));
      return victim.json({ ...request(email), altcha });
    });
    expect(new Set(attempts.map((answer) => answer.status))).toEqual(new Set([401, 403]));
    expect(attempts.every((answer) => answer.location === null)).toBe(true);
    expect(await stored('%@ailleurs.example')).toBe(0);
    expect(await admissions()).toBe(0);
    expect(mailsTo('ailleurs.example')).toBe(0);
    // The school's own visitor right after: not turned away.
    const visitor = caller('127.0.10.251', { origin: SITE, 'sec-fetch-site': 'cross-site' });
    expect((await visitor.insert({ ...request('vrai@visiteur.example'), phone: null })).status).toBe(201);
    figures.push({ attaque: '250 visiteurs d’un autre site (REST, formulaire, preuve)', lignes: 0, mails: 0, budget_consommé: 0 });
  }, 300_000);
});

describe('beyond the budget, a cost', () => {
  it('one script, 500 requests without a puzzle through the three ways in: the budget’s 5 stored, the rest refused', async () => {
    const script = caller('127.0.11.1');
    const answers = await inWaves(500, 25, (index) => {
      const email = `script-${index}@sans-preuve.example`;
      const way = index % 4;
      if (way === 0) return script.insert({ ...request(email), phone: null });
      if (way === 1) return script.post(request(email));
      if (way === 2) return script.json(request(email));
      // A made-up proof.
      return script.json({ ...request(email), altcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') });
    });
    expect(await stored('%@sans-preuve.example')).toBe(5);
    const refused = answers.filter((answer) => ![201, 200].includes(answer.status) && !(answer.status === 303 && answer.location?.includes('thank-you')));
    expect(refused).toHaveLength(495);
    figures.push({ attaque: 'un script, 500 requêtes sans preuve', lignes: 5, refusées: 495 });
  }, 300_000);

  it('a distributed flood uses up the global budget; a visitor who solves the puzzle is stored and mailed', async () => {
    // The global budget lowered for the test (240 a minute in production): 60 robots use it up.
    await server.db.query('update public.contact_request_settings set global_max_per_minute = 60');
    const flood = await inWaves(80, 20, (index) => caller(`127.0.12.${index + 1}`).insert({ ...request(`robot-${index}@flot.example`), phone: null }));
    expect(flood.filter((answer) => answer.status === 201)).toHaveLength(60);
    expect(new Set(flood.filter((answer) => answer.status !== 201).map((answer) => JSON.parse(answer.text).details))).toEqual(new Set(['global']));

    const visitor = caller('127.0.12.200', { origin: SITE, 'sec-fetch-site': 'cross-site' });
    const refused = await visitor.insert({ ...request('genuine@salon.example'), phone: null });
    expect(JSON.parse(refused.text)).toMatchObject({ code: 'P0001', details: 'global' });
    const { altcha, ms } = await visitor.proof();
    const accepted = await visitor.json({ ...request('genuine@salon.example'), altcha });
    expect(accepted).toMatchObject({ status: 200, text: '{"ok":true}' });
    expect(await stored('genuine@salon.example')).toBe(1);
    expect(mailsTo('salon.example')).toBe(1);
    figures.push({
      attaque: 'flot réparti (80 adresses) sur le budget global',
      lignes_flot: 60,
      visiteur_avec_preuve: 'enregistré et envoyé',
      résolution_ms: Math.round(ms),
    });
  }, 300_000);

  it('a script that solves the puzzles pays for each request: one proof serves once, and each costs the same work', async () => {
    // Every request after the first needs a proof.
    await server.db.query('update public.contact_request_settings set global_max_per_minute = 1');
    const script = caller('127.0.13.1');
    await script.insert({ ...request('premier@payant.example'), phone: null });
    const once = await script.proof();
    const replays = await inWaves(20, 5, (index) => script.json({ ...request(`rejeu-${index}@payant.example`), altcha: once.altcha }));
    expect(replays.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(new Set(replays.filter((answer) => answer.status !== 200).map((answer) => answer.status))).toEqual(new Set([409]));
    // Ten more requests: ten challenges solved, one each.
    const times: number[] = [];
    for (let index = 0; index < 10; index += 1) {
      const { altcha, ms } = await script.proof();
      times.push(ms);
      expect((await script.json({ ...request(`paye-${index}@payant.example`), altcha })).status).toBe(200);
    }
    expect(await stored('%@payant.example')).toBe(12);
    const median = [...times].sort((a, b) => a - b)[5]!;
    figures.push({ attaque: 'un script qui résout (Node, un cœur)', rejeu_d_une_preuve: '1 sur 20', coût_médian_par_requête_ms: Math.round(median) });
  }, 300_000);
});
