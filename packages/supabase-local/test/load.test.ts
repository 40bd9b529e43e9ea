// Load test: 200 visitors submit the form at the same moment. Each does what the browser does
// (insert with the anon key, then invoke send-contact-email) against the stand-in with the real
// function under Deno and its outbox, from its own address (127.0.1.x: 200 clients, as 200 people
// are), with the flood budget as deployed. Every request must be stored exactly once and mailed
// exactly once, with no error: the budget never refuses genuine visitors. Prints the timings.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../src/keys.ts';
import { type SupabaseLocal, startSupabaseLocal } from '../src/server.ts';
import { client, clientFrom, contactRequest, outboxEntries, tempDir, visitorAddress } from './helpers.ts';

const VISITORS = 200;
let server: SupabaseLocal;
let outboxDir: string;

beforeAll(async () => {
  outboxDir = tempDir('load-outbox');
  server = await startSupabaseLocal({ port: 0, dataDir: 'memory', outboxDir, sweepIntervalMs: 0, log: () => {} });
  // Boot Deno before the clock starts: the first call of a real project is a cold start too,
  // but it is not what this test measures.
  await client(server.url, LOCAL_ANON_KEY).functions.invoke('send-contact-email', { body: {} });
});

afterAll(async () => {
  await server?.close();
});

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

it(`${VISITORS} concurrent submissions: each stored once and mailed once, no error`, async () => {
  const marker = `charge-${Date.now()}`;
  const requests = Array.from({ length: VISITORS }, (_, index) =>
    contactRequest({
      email: `${marker}-${index}@exemple.fr`,
      phone: index % 2 === 0 ? 'Non renseigné' : '06 12 34 56 78',
      message: `Demande numéro ${index} <b>en gras</b>`,
    }),
  );
  const started = performance.now();
  const results = await Promise.all(
    requests.map(async (request, index) => {
      const anon = clientFrom(server.url, LOCAL_ANON_KEY, visitorAddress(index));
      const t0 = performance.now();
      const inserted = await anon.from('contact_requests').insert({ ...request, phone: request.phone === 'Non renseigné' ? null : request.phone });
      const t1 = performance.now();
      const invoked = await anon.functions.invoke('send-contact-email', { body: request });
      const t2 = performance.now();
      return { insertError: inserted.error, invokeError: invoked.error, insertMs: t1 - t0, invokeMs: t2 - t1, totalMs: t2 - t0 };
    }),
  );
  const wallMs = performance.now() - started;

  expect(results.filter((result) => result.insertError !== null || result.invokeError !== null)).toEqual([]);

  const { rows } = await server.db.query<{ email: string; n: number; notified: number }>(
    `select email, count(*)::int as n, count(notified_at)::int as notified
       from public.contact_requests where email like $1 group by email`,
    [`${marker}-%`],
  );
  expect(rows).toHaveLength(VISITORS);
  expect(rows.filter((row) => row.n !== 1 || row.notified !== 1)).toEqual([]);

  const mails = outboxEntries(outboxDir).filter((entry) => String(entry.payload.reply_to).startsWith(marker));
  const perAddress = new Map<string, number>();
  for (const mail of mails) perAddress.set(String(mail.payload.reply_to), (perAddress.get(String(mail.payload.reply_to)) ?? 0) + 1);
  expect(mails).toHaveLength(VISITORS);
  expect([...perAddress.values()].every((count) => count === 1)).toBe(true);
  expect(new Set(perAddress.keys())).toEqual(new Set(requests.map((request) => request.email)));

  const table = (['insertMs', 'invokeMs', 'totalMs'] as const).map((key) => {
    const sorted = results.map((result) => result[key]).sort((a, b) => a - b);
    return {
      étape: key.replace('Ms', ''),
      p50_ms: Math.round(percentile(sorted, 50)),
      p95_ms: Math.round(percentile(sorted, 95)),
      max_ms: Math.round(sorted.at(-1)!),
    };
  });
  console.log(`${VISITORS} envois simultanés en ${Math.round(wallMs)} ms`);
  console.table(table);
}, 120_000);
