import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../src/reportCommand.ts';

const LOG = fileURLToPath(new URL('./fixtures/access.log', import.meta.url));
let out: string;
let database: Server;
beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'ecole-rapport-'));
  // A project whose contact_requests has no attribution columns yet.
  database = createServer((_req, res) => {
    res
      .writeHead(400, { 'content-type': 'application/json' })
      .end(JSON.stringify({ code: '42703', message: 'column contact_requests.landing_path does not exist' }));
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

describe('npm run campaign-report', () => {
  it('reads the log, says why requests are missing, writes the CSV and the HTML report', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await main(['--log', LOG, '--out', out, '--from', '2026-09-01', '--to', '2026-09-02'])).toBe(0);
    const printed = log.mock.calls.map((call) => String(call[0])).join('\n');
    expect(printed).toMatch(/\/tpe\s+2\s+—\s+—/);
    expect(printed).toMatch(/n’a pas encore les colonnes d’attribution/);
    expect(await readFile(join(out, 'rapport-campagnes.csv'), 'utf8')).toContain('"Page d’arrivée";"/tpe";"2";"—";"—"');
    expect(await readFile(join(out, 'rapport-campagnes.html'), 'utf8')).toMatch(/<svg[^>]*>[\s\S]*Visites par page d’arrivée/);
  });

  it('an escape-laden campaign in the log reaches neither the terminal, nor the CSV, nor the HTML (issue 23)', async () => {
    const hostile = join(out, 'hostile.log');
    const line = (path: string) =>
      JSON.stringify({
        time: '2026-09-01T08:00:00+00:00',
        method: 'GET',
        path,
        status: 200,
        referrer_host: '',
        user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
      });
    await writeFile(
      hostile,
      `${[line('/tpe?utm_source=%1B]0;pirat%C3%A9%07&utm_campaign=%1B[2J%0D%0Afaux'), line('/pme?utm_campaign=%E2%80%AEnoitacude')].join('\n')}\n`,
    );
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await main(['--log', hostile, '--out', out])).toBe(0);
    const printed = log.mock.calls.map((call) => String(call[0])).join('\n');
    const active = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
    expect(printed.replaceAll('\n', '')).not.toMatch(active);
    expect(printed).toContain('(autre)');
    const csv = await readFile(join(out, 'rapport-campagnes.csv'), 'utf8');
    expect(csv.replace(/^\uFEFF/, '').replaceAll('\r\n', '')).not.toMatch(active);
    expect((await readFile(join(out, 'rapport-campagnes.html'), 'utf8')).replaceAll('\n', '')).not.toMatch(active);
  });

  it.each([
    [['--from', '01/09/2026'], 2, /Date invalide pour --from/],
    [['--from', '2026-09-30', '--to', '2026-09-01'], 2, /à l’envers/],
    [['--log', '/nulle/part/access.log'], 1, /Journal d’accès introuvable/],
  ])('refuses %j in French', async (argv, exit, message) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await main([...argv, '--out', out])).toBe(exit);
    expect(error.mock.calls.map((call) => String(call[0])).join('\n')).toMatch(message);
  });
});
