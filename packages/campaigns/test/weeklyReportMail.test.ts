// The weekly mail to the manager and `npm run lead-report` give the same figures for the same week
// (issue 21, point 6): one fixture week in the local stand-in (the migrations, the real
// send-contact-email under Deno, its outbox), the mail the sweep sends for it, and the CSV the
// command writes for `--from <Monday> --to <Sunday>` read at the mail's moment. A summer-time week,
// with requests on both sides of the Paris midnights that bound it (Sunday 23:30 UTC is already
// Monday in Paris), an answer given after the Monday 08:00 the mail describes, and the columns a
// visitor types never read.
import { readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_SERVICE_ROLE_KEY, type OutboxEntry, type SupabaseLocal, startSupabaseLocal } from '@ecole/supabase-local';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { frenchWeek as frenchWeekOf } from '../../../supabase/functions/_shared/frenchTime.ts';
import { main } from '../src/leadReportCommand.ts';

let local: SupabaseLocal;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ecole-rapport-hebdo-'));
  local = await startSupabaseLocal({
    port: 0,
    dataDir: 'memory',
    outboxDir: join(dir, 'outbox'),
    contactManagerEmail: 'direction@ecole.example',
    sweepIntervalMs: 0,
    log: () => {},
  });
}, 300_000);

afterAll(async () => {
  await local?.close();
  await rm(dir, { recursive: true, force: true });
});

/** A request of the fixture, stored at a Paris time, with its follow-up moved as staff would. */
interface Fixture {
  sent: string;
  reason: string;
  campaign?: string;
  landing?: string;
  /** Hours after the request. */
  answeredAfter?: number;
  closed?: boolean;
}

const FIXTURES: Fixture[] = [
  { sent: '2026-10-18 23:30', reason: 'Formation IA', landing: '/' }, // the week before (Sunday)
  { sent: '2026-10-19 00:30', reason: 'Formation IA', campaign: 'salon-laval', landing: '/formation-ia', answeredAfter: 2 },
  { sent: '2026-10-19 14:00', reason: 'Formation IA', campaign: 'salon-laval', landing: '/formation-ia', answeredAfter: 30 },
  { sent: '2026-10-20 09:00', reason: 'Recrutement d’un alternant', campaign: 'rentree-2026', landing: '/tpe', answeredAfter: 0.5 },
  { sent: '2026-10-21 16:00', reason: 'Recrutement d’un alternant', campaign: 'rentree-2026', landing: '/pme' }, // open, late
  { sent: '2026-10-22 10:00', reason: 'Accessibilité et handicap', landing: '/accessibilite', answeredAfter: 20 },
  { sent: '2026-10-23 11:00', reason: 'Autre demande', landing: '/contact', closed: true },
  { sent: '2026-10-24 10:00', reason: 'Formation IA', campaign: 'salon-laval', answeredAfter: 50 }, // answered Monday 12:00: after the report's moment
  { sent: '2026-10-25 23:30', reason: 'Formation en alternance', landing: '/programmes' }, // Sunday night in Paris: open, in time
  { sent: '2026-10-26 00:30', reason: 'Formation IA', landing: '/' }, // Monday in Paris (Sunday 23:30 UTC): next week
];

async function storeFixtures(): Promise<void> {
  for (const [index, fixture] of FIXTURES.entries()) {
    const { rows } = await local.db.query<{ id: string }>(
      `insert into public.contact_requests (name, email, phone, reason, message, created_at, notified_at, utm_campaign, landing_path)
       values ('Zébulon Témoin', $1, '06 99 88 77 66', $2, 'Message confidentiel 7319', ($3::timestamp at time zone 'Europe/Paris'), now(), $4, $5)
       returning id`,
      [`zebulon-${index}@confidentiel.example`, fixture.reason, fixture.sent, fixture.campaign ?? null, fixture.landing ?? null],
    );
    const id = rows[0]!.id;
    if (fixture.answeredAfter !== undefined) {
      await local.db.query(
        `update public.contact_request_followups as f
            set answered_at = r.created_at + $2 * interval '1 hour', answered_by = 'Camille', taken_at = r.created_at, taken_by = 'Camille'
           from public.contact_requests as r
          where r.id = f.request_id and f.request_id = $1`,
        [id, fixture.answeredAfter],
      );
    }
    if (fixture.closed) {
      // Closed an hour later (close_contact_request would date it today, after the report's moment).
      await local.db.query(
        `update public.contact_request_followups as f set closed_at = r.created_at + interval '1 hour', closed_why = 'Doublon'
           from public.contact_requests as r where r.id = f.request_id and f.request_id = $1`,
        [id],
      );
    }
  }
  // Their other mails are not this test's subject.
  await local.db.query('update public.contact_request_mails set sent_at = now() where sent_at is null and cancelled_at is null');
}

const cellText = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The mail's HTML tables as CSV-like rows: [view, label, ...figures], the total once. */
function mailRows(html: string): string[][] {
  const views: Record<string, string> = { 'Par motif': 'Motif', 'Par campagne': 'Campagne', 'Par page d’arrivée': 'Page d’arrivée' };
  const rows: string[][] = [];
  let total: string[] = [];
  for (const table of html.match(/<table[\s\S]*?<\/table>/g) ?? []) {
    const view = views[cellText(/<caption[^>]*>([\s\S]*?)<\/caption>/.exec(table)![1]!)]!;
    const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(table)![1]!;
    for (const line of body.match(/<tr>[\s\S]*?<\/tr>/g) ?? []) {
      rows.push([view, ...(line.match(/<t[dh][^>]*>[\s\S]*?<\/t[dh]>/g) ?? []).map(cellText)]);
    }
    const foot = /<tfoot>([\s\S]*?)<\/tfoot>/.exec(table)![1]!;
    total = (foot.match(/<t[dh][^>]*>[\s\S]*?<\/t[dh]>/g) ?? []).map(cellText);
  }
  return [...rows, ['Total', '', ...total.slice(1)]];
}

/** The command's CSV (BOM, `;`, quoted fields, CRLF) as rows, header left out. */
function csvRows(csv: string): string[][] {
  return csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .slice(1)
    .map((line) =>
      line
        .slice(1, -1)
        .split('";"')
        .map((field) => field.replace(/""/g, '"')),
    );
}

/** Runs `npm run lead-report` with the options the mail's text gives, and reads its CSV. */
async function commandCsv(mailText: string): Promise<string[][]> {
  const options = /npm run lead-report -- (--from \S+ --to \S+ --at [0-9T:-]+)/.exec(mailText)?.[1];
  expect(options, mailText).toBeDefined();
  vi.stubEnv('SUPABASE_URL', local.url);
  vi.stubEnv('SUPABASE_SERVICE_ROLE_KEY', LOCAL_SERVICE_ROLE_KEY);
  vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    expect(await main([...options!.split(' '), '--out', join(dir, 'rapports')])).toBe(0);
  } finally {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  }
  return csvRows(await readFile(join(dir, 'rapports', 'delais-de-reponse.csv'), 'utf8'));
}

/** The weekly mails the stand-in wrote for a week's subject, newest last. */
async function weeklyMails(subject: string) {
  const files = readdirSync(join(dir, 'outbox'))
    .filter((file) => file.endsWith('.json'))
    .sort();
  const entries = await Promise.all(files.map(async (file) => JSON.parse(await readFile(join(dir, 'outbox', file), 'utf8')) as OutboxEntry));
  return entries.filter((entry) => entry.payload.subject === subject).map((entry) => entry.payload);
}

describe('the weekly mail and npm run lead-report', () => {
  it('give the same figures for the same week', async () => {
    await storeFixtures();
    await local.db.query(
      `insert into public.contact_weekly_reports (week_start, starts_at, ends_at, send_after)
       select * from public.contact_weekly_report_week('2026-10-26T07:00:00Z')`,
    );
    const sweep = await local.sweep({ minAgeSeconds: 0 });
    expect(sweep.body).toMatchObject({ weeklyReport: { sent: 1 } });
    const entries = readdirSync(join(dir, 'outbox'))
      .filter((file) => file.endsWith('.json'))
      .map(async (file) => JSON.parse(await readFile(join(dir, 'outbox', file), 'utf8')) as OutboxEntry);
    const mails = (await Promise.all(entries)).filter((entry) => String(entry.payload.subject).startsWith('Rapport hebdomadaire'));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!.payload;
    expect(mail.subject).toBe('Rapport hebdomadaire des demandes — semaine du 19 au 25 octobre 2026');

    // The command the mail gives, run as written: the same days, the mail's own instant.
    const csv = await commandCsv(String(mail.text));
    expect(mailRows(String(mail.html))).toEqual(csv);
    // The week: 8 requests (not the Sunday before, not the Monday after), computed when the mail
    // was sent (after the week), on the opening-hours clock: 5 answered in time (2 h; 30 h, Monday
    // 14:00 due Thursday 15:30; 0.5 h; 20 h of a 48 h promise; Saturday's 50 h later, Monday noon,
    // due Thursday), 2 open and late by now (Wednesday's and Sunday night's), 1 closed: each once.
    expect(csv.at(-1)).toEqual(['Total', '', '8', '5', '2', '0', '1', '71,4\u00a0%', '20\u00a0h', '50\u00a0h']);
    // Nothing the visitors typed.
    const everything = JSON.stringify(mail);
    for (const value of ['Zébulon', 'Témoin', 'zebulon', 'confidentiel', '06 99', '7319', 'Camille', 'Doublon']) expect(everything).not.toContain(value);
  }, 180_000);
});

describe('the weekly mail and npm run lead-report, over random weeks (issue 33)', () => {
  it('give the same figures for the same period and the same instant, whatever the requests and their outcomes', async () => {
    const week = fc.integer({ min: 0, max: 40 }).map((n) => new Date(Date.UTC(2026, 0, 5 + 7 * n)).toISOString().slice(0, 10));
    const request = fc.record({
      minute: fc.integer({ min: 0, max: 7 * 24 * 60 - 1 }),
      reason: fc.constantFrom('Formation IA', 'Accessibilité et handicap', 'Autre demande', 'Recrutement d’un alternant'),
      campaign: fc.option(fc.constantFrom('salon-laval', 'rentree-2026', 'a', 'b', 'c'), { nil: null }),
      outcome: fc.oneof(
        fc.record({ answered: fc.integer({ min: 1, max: 200 }) }),
        fc.record({ closed: fc.integer({ min: 1, max: 48 }) }),
        fc.record({ paused: fc.integer({ min: 1, max: 48 }) }),
        fc.constant({}),
      ),
    });
    // A week's mail has one idempotency key: a week mailed once is never mailed again, by design.
    const mailed = new Set<string>();
    await fc.assert(
      fc.asyncProperty(week, fc.array(request, { minLength: 0, maxLength: 12 }), async (monday, requests) => {
        fc.pre(!mailed.has(monday));
        mailed.add(monday);
        await local.db.query('delete from public.contact_weekly_reports');
        await local.db.query(`delete from public.contact_requests where email like '%@semaine-au-hasard.example'`);
        // This run's mail only in the outbox (a shrunk run mails the same week again).
        for (const file of readdirSync(join(dir, 'outbox'))) await rm(join(dir, 'outbox', file), { force: true });
        for (const [index, fixture] of requests.entries()) {
          const sent = new Date(Date.parse(`${monday}T00:00:00Z`) + fixture.minute * 60_000).toISOString().slice(0, 16).replace('T', ' ');
          const { rows } = await local.db.query<{ id: string }>(
            `insert into public.contact_requests (name, email, reason, message, created_at, notified_at, utm_campaign)
             values ('Témoin', $1, $2, 'Bonjour.', ($3::timestamp at time zone 'Europe/Paris'), now(), $4) returning id`,
            [`t-${index}@semaine-au-hasard.example`, fixture.reason, sent, fixture.campaign],
          );
          const after = (hours: number) => `r.created_at + ${hours} * interval '1 hour'`;
          const set = (assignments: string) =>
            local.db.query(
              `update public.contact_request_followups as f set ${assignments} from public.contact_requests as r where r.id = f.request_id and f.request_id = $1`,
              [rows[0]!.id],
            );
          const outcome = fixture.outcome as { answered?: number; closed?: number; paused?: number };
          if (outcome.answered) await set(`answered_at = ${after(outcome.answered)}, taken_at = r.created_at, taken_by = 'Camille'`);
          if (outcome.closed) await set(`closed_at = ${after(outcome.closed)}, closed_why = 'Doublon'`);
          if (outcome.paused) await set(`paused_at = ${after(outcome.paused)}, paused_hours_left = 3, taken_at = r.created_at, taken_by = 'Camille'`);
        }
        await local.db.query(`update public.contact_request_mails set sent_at = now() where sent_at is null and cancelled_at is null`);
        const nextMonday = new Date(Date.parse(`${monday}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
        await local.db.query(
          `insert into public.contact_weekly_reports (week_start, starts_at, ends_at, send_after)
           select * from public.contact_weekly_report_week(($1::timestamp at time zone 'Europe/Paris'))`,
          [`${nextMonday} 09:00`],
        );
        const sweep = await local.sweep({ minAgeSeconds: 0 });
        expect(sweep.body).toMatchObject({ weeklyReport: { sent: 1 } });
        const { rows: subject } = await local.db.query<{ week: string }>('select week_start::text as week from public.contact_weekly_reports');
        expect(subject[0]!.week).toBe(monday);
        const mails = await weeklyMails(`Rapport hebdomadaire des demandes — semaine ${frenchWeekOf(monday)}`);
        const mail = mails.at(-1)!;
        if (requests.length === 0) {
          expect(String(mail.text)).toContain('Aucune demande n’a été reçue');
          return;
        }
        const csv = await commandCsv(String(mail.text));
        expect(mailRows(String(mail.html))).toEqual(csv);
        // Each request once: the four counts add up, in every row.
        for (const row of csv) expect(Number(row[3]) + Number(row[4]) + Number(row[5]) + Number(row[6]), row.join(';')).toBe(Number(row[2]));
        expect(csv.at(-1)![2]).toBe(String(requests.length));
      }),
      { numRuns: 8, seed: 33 },
    );
  }, 600_000);
});
