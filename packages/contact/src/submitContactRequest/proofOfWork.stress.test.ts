// @vitest-environment node
// Issue 23, the fair: thirty visitors of a stand share the venue's Wi-Fi, one public address.
// The form's own code (submitContactRequest with its proof-of-work lane) against the stand-in
// with the real migrations, budget and functions: the first five go through the REST insert,
// the others earn their way in with a proof, and every one is stored and mailed.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_SERVICE_ROLE_KEY, type OutboxEntry, type SupabaseLocal, startSupabaseLocal } from '@ecole/supabase-local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_FUNCTION } from '../supabaseClient/supabaseClient.ts';
import { visitorClient } from '../test/nodeClient.ts';
import { submitContactRequest } from './index.ts';

/** The site, as a browser on one of its pages names it in every request to the backend. */
const SITE = 'https://www.ecole.example';
const FROM_THE_SITE = { origin: SITE, 'sec-fetch-site': 'cross-site' };

let local: SupabaseLocal;
let outboxDir: string;

beforeAll(async () => {
  outboxDir = mkdtempSync(join(tmpdir(), 'ecole-contact-salon-'));
  // The migrations' budget: 5 requests in 10 minutes per connection. Every call of this file
  // leaves from 127.0.0.1: one connection, like the stand of a fair.
  local = await startSupabaseLocal({ port: 0, dataDir: 'memory', outboxDir, sweepIntervalMs: 0, siteOrigins: { origins: [SITE] }, log: () => {} });
}, 120_000);

afterAll(async () => {
  await local?.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

/** A visitor’s browser: the browser’s Supabase client and plain fetch, both sending the page’s origin. */
function browser() {
  const withOrigin: typeof fetch = (input, init) => fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), ...FROM_THE_SITE } });
  const client = visitorClient(local.url, withOrigin);
  return { client, proof: { endpoint: `${local.url}/functions/v1/${FORM_FUNCTION}`, fetch: withOrigin } };
}

function mailsTo(domain: string): OutboxEntry[] {
  return readdirSync(outboxDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(outboxDir, file), 'utf8')) as OutboxEntry)
    .filter((entry) => JSON.stringify(entry.payload).includes(`@${domain}`));
}

async function storedFor(domain: string): Promise<Array<{ email: string; landing_path: string | null }>> {
  const response = await fetch(`${local.url}/rest/v1/contact_requests?email=like.*%40${domain}&select=email,landing_path`, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  });
  return (await response.json()) as Array<{ email: string; landing_path: string | null }>;
}

describe('thirty visitors behind one address (issue 23)', () => {
  it('are all stored and all mailed: five within the budget, twenty-five with a proof of work, none refused', async () => {
    const outcomes: string[] = [];
    let proved = 0;
    for (let visitor = 1; visitor <= 30; visitor += 1) {
      const { client, proof } = browser();
      const outcome = await submitContactRequest(
        client,
        {
          name: `Visiteur ${visitor}`,
          email: `visiteur-${visitor}@salon.example`,
          phone: '',
          reason: 'Recrutement d’un alternant',
          message: 'Bonjour, nous nous sommes vus sur le stand.',
        },
        { origin: { landing_path: '/tpe', utm_source: 'salon-laval', utm_medium: 'print' }, proof: { ...proof, onProving: () => (proved += 1) } },
      );
      outcomes.push(outcome);
    }
    expect(outcomes.filter((outcome) => outcome !== 'sent')).toEqual([]);
    expect(proved).toBe(25);
    const rows = await storedFor('salon.example');
    expect(rows).toHaveLength(30);
    // What the page noted of the visit goes the proof's way too.
    expect(rows.every((row) => row.landing_path === '/tpe')).toBe(true);
    // The REST path mails through send-contact-email, the proof's through submit-contact-form.
    await expect.poll(() => mailsTo('salon.example').length, { timeout: 60_000 }).toBe(30);
  }, 300_000);

  it('the per-address budget still holds, proof or not: the fourth request with one address is refused', async () => {
    const outcomes: string[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const { client, proof } = browser();
      outcomes.push(
        await submitContactRequest(
          client,
          { name: 'Camille Martin', email: 'camille@meme-adresse.example', phone: '', reason: 'Formation IA', message: `Demande ${attempt}` },
          { proof },
        ),
      );
    }
    expect(outcomes).toEqual(['sent', 'sent', 'sent', 'refused']);
  }, 120_000);
});
