import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../src/leadReportCommand.ts';

// PostgREST's answer for public.lead_figures, as reportCommand.test.ts plays the database: the
// command's own parts (options, the call, files, exit codes). The function itself is tested by
// supabase/tests/leadFigures.ts, and against the weekly mail by weeklyReportMail.test.ts.
let out: string;
let database: Server;
const asked: { url: string; body: string }[] = [];
const total = {
  dimension: 'total',
  place: 0,
  label: 'Total',
  requests: 2,
  on_time: 1,
  late: 1,
  still_open: 0,
  closed: 0,
  share_on_time: 0.5,
  median_hours: 2,
  p90_hours: 2,
};
const ROWS = [{ ...total, dimension: 'motif', place: 1, label: 'Formation IA' }, total];
beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'ecole-delais-'));
  database = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      asked.push({ url: req.url ?? '', body });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(ROWS));
    });
  });
  await new Promise<void>((done) => database.listen(0, '127.0.0.1', done));
  vi.stubEnv('SUPABASE_URL', `http://127.0.0.1:${(database.address() as AddressInfo).port}`);
  vi.stubEnv('SUPABASE_SERVICE_ROLE_KEY', 'clé-de-test');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  database.close();
  await rm(out, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

describe('npm run lead-report', () => {
  it('asks lead_figures for the period and the instant, prints the tables and both, writes the CSV and the HTML', async () => {
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    expect(await main(['--from', '2026-03-02', '--to', '2026-03-08', '--out', out], () => Date.parse('2026-03-10T12:00:00Z'))).toBe(0);
    expect(asked[0]!.url).toBe('/rest/v1/rpc/lead_figures');
    // Days of the school's calendar: Paris midnight (UTC+1 in March); the instant: now by default.
    expect(JSON.parse(asked[0]!.body)).toEqual({
      p_from: '2026-03-01T23:00:00.000Z',
      p_to: '2026-03-08T23:00:00.000Z',
      p_at: '2026-03-10T12:00:00.000Z',
      p_max_rows: 20,
    });
    expect(printed.join('\n')).toMatch(/^Total +2 +1 +1 +0 +0 +50\u00a0% +2\u00a0h +2\u00a0h$/m);
    expect(printed.join('\n')).toContain(
      'Période\u00a0: du 2026-03-02 au 2026-03-08 (jours inclus, heure de Paris), au mardi 10 mars 2026 à 13\u00a0h\u00a000 (--at 2026-03-10T13:00:00)',
    );
    // --at: the weekly mail's instant, Paris's wall clock.
    expect(await main(['--from', '2026-03-02', '--to', '2026-03-08', '--at', '2026-03-09T08:04:17', '--out', out])).toBe(0);
    expect(JSON.parse(asked.at(-1)!.body)).toMatchObject({ p_at: '2026-03-09T07:04:17.000Z' });
    expect((await readFile(join(out, 'delais-de-reponse.csv'), 'utf8')).startsWith('\uFEFF"Vue";')).toBe(true);
    expect(await readFile(join(out, 'delais-de-reponse.html'), 'utf8')).toContain('<h1>Délais de réponse aux demandes</h1>');
  });

  it('refuses a malformed or reversed period (exit 2) before reading anything', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = asked.length;
    expect(await main(['--from', '02/03/2026'])).toBe(2);
    expect(await main(['--from', '2026-03-08', '--to', '2026-03-02'])).toBe(2);
    expect(await main(['--inconnue'])).toBe(2);
    expect(await main(['--at', 'lundi matin'])).toBe(2);
    expect(asked).toHaveLength(before);
  });
});
