// Visits counted in the database give the figures the files give (issue 37, point 1), on the local
// stand-in (the migrations, the real campaign-visits function under Deno): the same requests of
// two December days were served by the edge (its lines as Cloudflare's Logpush posts them: gzip
// NDJSON of Workers Trace Events, fixtures/logpush-2026-12.ndjson) and by nginx (its access log,
// fixtures/nginx-2026-12.log, sent by the shipper). Each feeds the daily counters; the counters are
// the same, and `npm run campaign-report` reads the same tables from them as from the file, to
// the row, the rate and the « (N autres) », forged campaigns included. Posting a batch again
// changes nothing; the experiment's visits per variant agree too.
import { readFileSync } from 'node:fs';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { EXPERIMENTS } from '@ecole/content/experiments';
import { LOCAL_SERVICE_ROLE_KEY, type SupabaseLocal, startSupabaseLocal } from '@ecole/supabase-local';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { publicOrigin } from '../src/landings.ts';
import { buildReport } from '../src/report.ts';
import { fetchCampaignFigures, fetchExperiments, main, siteHosts } from '../src/reportCommand.ts';
import { fetchAttributedRequests } from '../src/requests.ts';
import { shipLog } from '../src/ship.ts';
import { visitsFromLog } from '../src/visits.ts';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const NGINX = readFileSync(fixture('nginx-2026-12.log'), 'utf8');
const LOGPUSH = readFileSync(fixture('logpush-2026-12.ndjson'), 'utf8');
const PERIOD = { from: '2026-12-01', to: '2026-12-02' };

let local: SupabaseLocal;
let dir: string;
const connection = () => ({ url: local.url, serviceKey: LOCAL_SERVICE_ROLE_KEY, local: true });
const endpoint = () => `${local.url}/functions/v1/campaign-visits`;

/** Requests of those days, as the site stores them (attribution, and the variant of their page). */
const REQUESTS = [
  { at: '2026-12-01T06:40:00Z', landing: '/tpe', source: 'salon-laval', medium: 'print', campaign: 'rentree-2026' },
  { at: '2026-12-01T10:05:00Z', landing: '/formation-ia', variant: 'formation-ia-titre:b' },
  {
    at: '2026-12-01T12:00:00Z',
    landing: '/formation-ia',
    variant: 'formation-ia-titre:b',
    source: 'linkedin',
    medium: 'social',
    campaign: 'formation-ia-hiver',
  },
  { at: '2026-12-01T15:30:00Z', landing: '/formation-ia', variant: 'formation-ia-titre:a' },
  { at: '2026-12-01T20:00:00Z', landing: '/pme', source: 'linkedin', medium: 'social', campaign: 'rentree-2026' },
  { at: '2026-12-02T08:00:00Z', landing: null },
  { at: '2026-12-02T09:00:00Z', landing: '/une-ancienne-page' },
  // Outside the period: not counted.
  { at: '2026-12-03T09:00:00Z', landing: '/tpe', source: 'salon-laval', medium: 'print', campaign: 'rentree-2026' },
];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ecole-visites-'));
  local = await startSupabaseLocal({
    port: 0,
    dataDir: 'memory',
    outboxDir: join(dir, 'outbox'),
    sweepIntervalMs: 0,
    // The functions' SITE_ORIGIN: the site's own hosts for the visit rule, as the report's.
    siteOrigin: publicOrigin(),
    log: () => {},
  });
  for (const [index, request] of REQUESTS.entries()) {
    await local.db.query(
      `insert into public.contact_requests (name, email, reason, message, created_at, landing_path, utm_source, utm_medium, utm_campaign, experiment_variant, notified_at)
       values ('Visiteur', $1, 'Formation IA', 'Message', $2, $3, $4, $5, $6, $7, now())`,
      [
        `visiteur-${index}@visites.example`,
        request.at,
        request.landing,
        request.source ?? null,
        request.medium ?? null,
        request.campaign ?? null,
        request.variant ?? null,
      ],
    );
  }
}, 300_000);

afterAll(async () => {
  await local?.close();
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

/** The counters as stored, in a stable order. */
const counters = async () =>
  (
    await local.db.query(
      `select to_char(day, 'YYYY-MM-DD') as day, landing_path, utm_source, utm_medium, utm_campaign, utm_term, utm_content, other_campaign, variant, visits
         from public.campaign_visits order by 1, 2, 3 nulls first, 4 nulls first, 5 nulls first, 7 nulls first, 8, 9 nulls first`,
    )
  ).rows;

const postLogpush = (body: string) =>
  fetch(endpoint(), { method: 'POST', headers: { 'X-Ecole-Campaign-Secret': local.campaignIngestSecret }, body: gzipSync(body) });

/** The report from the file, as `npm run campaign-report --log` computes it. */
async function fromFiles() {
  const visits = visitsFromLog(NGINX.split('\n'), { period: PERIOD, siteHosts: siteHosts() });
  return buildReport(visits, await fetchAttributedRequests(connection(), PERIOD));
}

describe('visits into the database (issue 37, point 1)', () => {
  let fromLogpush: Awaited<ReturnType<typeof counters>>;

  it('a recorded Logpush batch gives the counters, and the figures campaign-report computes from the nginx log, exactly', async () => {
    const answer = await postLogpush(LOGPUSH);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ lines: 68, recorded: true, duplicate: false });
    fromLogpush = await counters();
    const files = await fromFiles();
    const database = await fetchCampaignFigures(connection(), PERIOD);
    expect(database).toEqual(files);
    // What the fixture holds, for the reader: a real campaign and the forged ones kept apart.
    expect(files.total).toMatchObject({ visits: 54, requests: 7 });
    expect(files.byCampaign).toContainEqual({ label: 'rentree-2026 (salon-laval / print)', visits: 2, requests: 1, rate: 0.5 });
    // 12 forged campaigns of one source: 5 shown, 7 in the last row; the real ones stay in view.
    expect(files.byCampaign.filter((row) => row.label.includes('promo-spam'))).toHaveLength(5);
    expect(files.byCampaign.at(-1)).toMatchObject({ label: '(7 autres)', visits: 15 });
    expect(files.byLanding.map((row) => row.label)).toContain('(page d’arrivée inconnue)');
  });

  it('the same batch posted again changes nothing', async () => {
    const again = await postLogpush(LOGPUSH);
    expect(await again.json()).toMatchObject({ recorded: true, duplicate: true });
    expect(await counters()).toEqual(fromLogpush);
  });

  it('the nginx log, sent by the shipper, gives the same counters as the edge’s batch; sent again, nothing', async () => {
    await local.db.query('delete from public.campaign_visits');
    await local.db.query('delete from public.campaign_visit_batches');
    const log = join(dir, 'ecole-access.log');
    await copyFile(fixture('nginx-2026-12.log'), log);
    // Small batches: several posts, each counted once.
    const shipped = await shipLog({ url: endpoint(), secret: local.campaignIngestSecret, file: log, maxBatchBytes: 4096 });
    expect(shipped.lines).toBe(68);
    expect(shipped.batches).toBeGreaterThan(3);
    expect(await counters()).toEqual(fromLogpush);
    expect(await shipLog({ url: endpoint(), secret: local.campaignIngestSecret, file: log })).toEqual({ batches: 0, lines: 0, visits: 0, duplicates: 0 });
    // Its record of where it stopped lost (a new machine): every batch is sent again, none counted twice.
    await rm(`${log}.envoi.json`);
    const resent = await shipLog({ url: endpoint(), secret: local.campaignIngestSecret, file: log, maxBatchBytes: 4096 });
    expect(resent.duplicates).toBe(resent.batches);
    expect(await counters()).toEqual(fromLogpush);
    expect(await fetchCampaignFigures(connection(), PERIOD)).toEqual(await fromFiles());
  });

  it('keeps no address, agent, referrer, time or identifier: only what a row of the counters says', async () => {
    const stored = JSON.stringify(await counters());
    for (const trace of ['Mozilla', 'Googlebot', 'google', 'linkedin.com', 'android', 'T07:', '+01:00', 'RayID', '8f0000']) expect(stored).not.toContain(trace);
  });

  it('the experiment’s visits per variant are the same from the counters and from the file', async () => {
    const at = '2026-12-02T23:59:59Z';
    const fromCounters = await fetchExperiments(connection(), at);
    const fromFile = await fetchExperiments(connection(), at, visitsFromLog(NGINX.split('\n'), { siteHosts: siteHosts() }));
    expect(fromCounters).toEqual(fromFile);
    const experiment = EXPERIMENTS.find((candidate) => candidate.landing === '/formation-ia')!;
    const summary = (fromCounters as Awaited<ReturnType<typeof fetchExperiments>> & unknown[])[0] as {
      experiment: typeof experiment;
      variants: { visits: number; requests: number }[];
      verdictText: string;
    };
    // Arrivals from outside drawn a or b (HEAD, POST and steps inside the site are no visits).
    expect(summary.variants.map((variant) => [variant.visits, variant.requests])).toEqual([
      [4, 1],
      [5, 2],
    ]);
    expect(summary.verdictText).toBe(`en cours (encore ≈\u00a0${experiment.requestsNeeded - 3}\u00a0demandes)`);
  });

  it('npm run campaign-report prints the same tables from the counters as from the file (--log)', async () => {
    vi.stubEnv('SUPABASE_URL', local.url);
    vi.stubEnv('SUPABASE_SERVICE_ROLE_KEY', LOCAL_SERVICE_ROLE_KEY);
    try {
      const printed = async (argv: string[]) => {
        const log = vi.spyOn(console, 'log').mockImplementation(() => {});
        vi.spyOn(console, 'error').mockImplementation(() => {});
        expect(await main([...argv, '--from', PERIOD.from, '--to', PERIOD.to, '--out', dir])).toBe(0);
        const text = log.mock.calls.map((call) => String(call[0])).join('\n');
        vi.restoreAllMocks();
        return text;
      };
      const fromCounters = await printed([]);
      const fromFile = await printed(['--log', fixture('nginx-2026-12.log')]);
      const tables = (text: string) => text.split('\nVisites\u00a0:')[0];
      expect(tables(fromCounters)).toBe(tables(fromFile));
      expect(fromCounters).toMatch(/Visites\u00a0: compteurs de visites de la base \(dernier lot reçu le/);
      expect(fromFile).toContain(`Visites\u00a0: ${fixture('nginx-2026-12.log')}`);
      expect(fromCounters).toMatch(/Essai formation-ia-titre sur \/formation-ia/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
