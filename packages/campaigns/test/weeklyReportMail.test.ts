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
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

    // The command, for the same days, at the mail's moment (Monday 26 October, 08:00 in Paris).
    vi.stubEnv('SUPABASE_URL', local.url);
    vi.stubEnv('SUPABASE_SERVICE_ROLE_KEY', LOCAL_SERVICE_ROLE_KEY);
    vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      expect(await main(['--from', '2026-10-19', '--to', '2026-10-25', '--out', join(dir, 'rapports')], () => Date.parse('2026-10-26T07:00:00Z'))).toBe(0);
    } finally {
      vi.unstubAllEnvs();
      vi.restoreAllMocks();
    }
    const csv = csvRows(await readFile(join(dir, 'rapports', 'delais-de-reponse.csv'), 'utf8'));

    expect(mailRows(String(mail.html))).toEqual(csv);
    // The week: 8 requests (not the Sunday before, not the Monday after); 3 answered in time, 1
    // answered late (30 h), 1 open and late, 1 closed, 2 open in time (one answered only after the
    // report's moment): 3 of 5 decided.
    expect(csv.at(-1)).toEqual(['Total', '', '8', '60\u00a0%', '2\u00a0h', '30\u00a0h', '3', '1']);
    // Nothing the visitors typed.
    const everything = JSON.stringify(mail);
    for (const value of ['Zébulon', 'Témoin', 'zebulon', 'confidentiel', '06 99', '7319', 'Camille', 'Doublon']) expect(everything).not.toContain(value);
  }, 180_000);
});
