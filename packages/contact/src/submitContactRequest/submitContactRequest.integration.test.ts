// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHOOSABLE_CONTACT_REASONS, CONTACT_REASONS } from '@ecole/content';
import { FIELD_LIMITS } from '@ecole/supabase/contact-contract';
import { OFFER_REASON } from '@ecole/supabase/job-offer';
import { VALID_OFFER } from '@ecole/supabase/offer-value-cases';
import { LOCAL_SERVICE_ROLE_KEY, type OutboxEntry, type SupabaseLocal, startSupabaseLocal } from '@ecole/supabase-local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorClient as nodeClient } from '../test/nodeClient.ts';
import { submitContactRequest } from './index.ts';

let local: SupabaseLocal;
let outboxDir: string;

beforeAll(async () => {
  outboxDir = mkdtempSync(join(tmpdir(), 'ecole-contact-outbox-'));
  // Every request of this file comes from 127.0.0.1: one client, whose budget is not the subject.
  local = await startSupabaseLocal({ port: 0, dataDir: 'memory', outboxDir, contactBudget: { clientPer10Minutes: 1000, clientPerDay: 10_000 }, log: () => {} });
}, 120_000);

afterAll(async () => {
  await local?.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

const visitorClient = () => nodeClient(local.url);

/** What staff would read: the table through the REST API with the service-role key. */
async function storedRequests(email: string) {
  const response = await fetch(`${local.url}/rest/v1/contact_requests?email=eq.${encodeURIComponent(email)}&select=name,email,phone,reason,message`, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as unknown[];
}

function mails(): OutboxEntry[] {
  return readdirSync(outboxDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(outboxDir, file), 'utf8')) as OutboxEntry);
}

describe('submitContactRequest against the local Supabase stand-in', () => {
  it('stores the request for staff and mails the school, with a null phone and "Non renseigné"', async () => {
    const email = `camille-${Date.now()}@exemple.fr`;
    const outcome = await submitContactRequest(visitorClient(), {
      name: ' Camille Martin ',
      email,
      phone: '',
      reason: 'Formation IA',
      message: 'Bonjour, je voudrais inscrire deux salariés à la prochaine session.',
    });

    expect(outcome).toBe('sent');
    expect(await storedRequests(email)).toEqual([
      {
        name: 'Camille Martin',
        email,
        phone: null,
        reason: 'Formation IA',
        message: 'Bonjour, je voudrais inscrire deux salariés à la prochaine session.',
      },
    ]);
    const mail = mails().find((entry) => JSON.stringify(entry.payload).includes(email));
    expect(mail).toBeDefined();
    const body = `${mail!.payload.text ?? ''}${mail!.payload.html ?? ''}`;
    expect(body).toContain('Camille Martin');
    expect(body).toContain('Non renseigné');
    expect(body).toContain('Bonjour, je voudrais inscrire deux salariés à la prochaine session.');
  }, 60_000);

  it('reports a failure, and mails nobody, when the database refuses the request', async () => {
    const before = mails().length;
    // The database bounds the phone's shape; the form's own checks (validateFields) are bypassed here.
    const outcome = await submitContactRequest(visitorClient(), {
      name: 'Camille Martin',
      email: `camille-${Date.now()}@exemple.fr`,
      phone: 'appelez-moi le soir',
      reason: 'Formation IA',
      message: 'Bonjour',
    });
    expect(outcome).toBe('failed');
    expect(mails()).toHaveLength(before);
  }, 60_000);

  // The form refuses exactly what the database refuses (the contact contract's rules): a value at the form's
  // limit is stored, one character more is refused by the CHECK constraints. If the migration
  // and the form drift apart, the visitor would meet the generic error toast instead of a
  // message under the field, or be refused a value the school would accept.
  it.each([
    ['name', (n: number) => ({ name: 'N'.repeat(n) })],
    // a 64-character local part (its own bound) and a domain of labels of at most 63 characters
    ['email', (n: number) => ({ email: `${'e'.repeat(64)}@${'d'.repeat(61)}.${'d'.repeat(61)}.${'d'.repeat(n - 64 - 1 - 124 - '.fr'.length)}.fr` })],
    ['phone', (n: number) => ({ phone: `06${' 1'.repeat((n - 2) / 2)}${n % 2 ? '2' : ''}` })],
    ['message', (n: number) => ({ message: 'M'.repeat(n) })],
  ] as const)(
    'the database accepts a %s at the form limit and refuses one character more',
    async (field, value) => {
      const limit = FIELD_LIMITS[field];
      const base = { name: 'Camille Martin', phone: '', reason: 'Formation IA', message: 'Bonjour' };
      const attempt = (length: number) => {
        const fields = { ...base, email: `limite-${field}-${length}-${Date.now()}@exemple.fr`, ...value(length) };
        return visitorClient()
          .from('contact_requests')
          .insert({ ...fields, phone: fields.phone || null });
      };
      expect((await attempt(limit)).error).toBeNull();
      expect((await attempt(limit + 1)).error?.code).toBe('23514');
    },
    60_000,
  );

  // The reason is never typed by the visitor: the form sends one of the known reasons, and the
  // database takes those and nothing else (it goes into the staff mail's subject).
  it('the database takes every reason the form can send, and no other', async () => {
    const insert = (reason: string) =>
      visitorClient()
        .from('contact_requests')
        .insert({ name: 'Camille Martin', email: `motif-${Date.now()}-${Math.random()}@exemple.fr`, phone: null, reason, message: 'Bonjour' });
    for (const { label } of CHOOSABLE_CONTACT_REASONS) expect((await insert(label)).error, label).toBeNull();
    expect(CONTACT_REASONS.filter((reason) => !CHOOSABLE_CONTACT_REASONS.includes(reason)).map((reason) => reason.label)).toEqual([OFFER_REASON]);
    // The offer's reason only with the offer's details (its own form sends them).
    expect((await insert(OFFER_REASON)).error?.code).toBe('23514');
    expect((await insert('Votre compte est suspendu, cliquez ici')).error?.code).toBe('23514');
  }, 60_000);

  it('a job offer: its details go with the insert, the school’s mail shows them', async () => {
    const email = `offre-${Date.now()}@exemple.fr`;
    const offer = VALID_OFFER();
    const outcome = await submitContactRequest(
      visitorClient(),
      { name: 'Camille Martin', email, phone: '', reason: OFFER_REASON, message: 'Animer nos réseaux sociaux.' },
      { offer, origin: { form_path: '/pme' } },
    );
    expect(outcome).toBe('sent');
    expect(await storedRequests(email)).toEqual([{ name: 'Camille Martin', email, phone: null, reason: OFFER_REASON, message: 'Animer nos réseaux sociaux.' }]);
    const mail = mails().find((entry) => JSON.stringify(entry.payload).includes(email) && entry.payload.reply_to === email);
    expect(mail?.payload.text).toContain('Intitulé du poste\u00a0: Assistant marketing digital');
    expect(mail?.payload.text).toContain('Niveau de diplôme recherché\u00a0: Bac+3 (niveau 6)');
  }, 60_000);
});
