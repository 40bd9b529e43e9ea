import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../src/leadReportCommand.ts';

// PostgREST's answer for requests_followup, as reportCommand.test.ts plays the database: the
// command's own parts (options, files, exit codes). The view itself is read for real by the e2e
// (follow-up.spec.ts) and its SQL by supabase/tests/followUp.ts.
let out: string;
let database: Server;
const asked: string[] = [];
const ROWS = [
  {
    reason: 'Formation IA',
    created_at: '2026-03-02T09:00:00Z',
    due_at: '2026-03-03T09:00:00Z',
    answered_at: '2026-03-02T11:00:00Z',
    closed_at: null,
    late_at: null,
    landing_path: '/formation-ia',
    utm_campaign: 'salon-laval',
  },
  {
    reason: 'Formation IA',
    created_at: '2026-03-03T08:00:00Z',
    due_at: '2026-03-04T08:00:00Z',
    answered_at: null,
    closed_at: null,
    late_at: '2026-03-04T08:10:00Z',
    landing_path: null,
    utm_campaign: null,
  },
];
beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'ecole-delais-'));
  database = createServer((req, res) => {
    asked.push(req.url ?? '');
    const offset = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('offset') ?? 0);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(offset === 0 ? ROWS : []));
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
  it('reads the period from requests_followup (no personal column), prints the tables, writes the CSV and the HTML', async () => {
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    expect(await main(['--from', '2026-03-02', '--to', '2026-03-08', '--out', out], () => Date.parse('2026-03-10T12:00:00Z'))).toBe(0);
    const query = new URL(asked[0]!, 'http://x').searchParams;
    expect(new URL(asked[0]!, 'http://x').pathname).toBe('/rest/v1/requests_followup');
    expect(query.get('select')).toBe('reason,created_at,due_at,answered_at,closed_at,late_at,landing_path,utm_campaign,paused_at');
    // Days of the school's calendar: Paris midnight (UTC+1 in March).
    expect(query.getAll('created_at')).toEqual(['gte.2026-03-01T23:00:00.000Z', 'lt.2026-03-08T23:00:00.000Z']);
    expect(printed.join('\n')).toMatch(/^Total +2 +50\u00a0% +2\u00a0h +2\u00a0h +1 +1$/m);
    expect((await readFile(join(out, 'delais-de-reponse.csv'), 'utf8')).startsWith('\uFEFF"Vue";')).toBe(true);
    expect(await readFile(join(out, 'delais-de-reponse.html'), 'utf8')).toContain('<h1>Délais de réponse aux demandes</h1>');
  });

  it('refuses a malformed or reversed period (exit 2) before reading anything', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = asked.length;
    expect(await main(['--from', '02/03/2026'])).toBe(2);
    expect(await main(['--from', '2026-03-08', '--to', '2026-03-02'])).toBe(2);
    expect(await main(['--inconnue'])).toBe(2);
    expect(asked).toHaveLength(before);
  });
});
