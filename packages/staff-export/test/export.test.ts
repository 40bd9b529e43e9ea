// The export as staff run it, against the local stand-in: requests left through the public
// key (as the form does) come out in the terminal and in a CSV Excel opens in French.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, type SupabaseLocal, startSupabaseLocal } from '@ecole/supabase-local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionFromEnv, exportRequests } from '../src/exportRequests.ts';

const run = promisify(execFile);
const packageDir = join(import.meta.dirname, '..');
let server: SupabaseLocal;
const work = mkdtempSync(join(tmpdir(), 'ecole-staff-export-'));

const visitors = [
  { name: 'Élodie Lefèvre', email: 'elodie@exemple.fr', phone: null, reason: 'Formation IA', message: 'Bonjour ; je voudrais "tout" savoir.\nMerci !' },
  { name: '=HYPERLINK("http://pirate.example","Cliquez")', email: 'pirate@exemple.fr', phone: '+33 6 12 34 56 78', reason: 'Recrutement d’un alternant', message: '@SUM(A1)' },
];

async function leaveRequest(body: (typeof visitors)[number]): Promise<void> {
  const response = await fetch(`${server.url}/rest/v1/contact_requests`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json', prefer: 'return=minimal' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
}

beforeAll(async () => {
  server = await startSupabaseLocal({ port: 0, dataDir: 'memory', outboxDir: join(work, 'outbox'), sweepIntervalMs: 0, log: () => {} });
  for (const visitor of visitors) await leaveRequest(visitor);
  // An old request, to check --since.
  await server.db.query(
    `insert into public.contact_requests (name, email, message, created_at) values ('Ancien', 'ancien@exemple.fr', 'Vieux message', '2024-01-15T10:00:00Z')`,
  );
});

afterAll(async () => {
  await server?.close();
});

const env = () => ({ ...process.env, SUPABASE_URL: server.url, SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY });

describe('npm run export-requests', () => {
  it('writes a CSV Excel opens in French: BOM, ;, CRLF, French headers, formulas neutralised', async () => {
    const out = join(work, 'demandes.csv');
    const { stdout } = await run('npx', ['tsx', 'src/cli.ts', '--out', out], { cwd: packageDir, env: env() });
    const bytes = readFileSync(out);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('"Date";"Nom";"E-mail";"Téléphone";"Motif";"Message";"Mail envoyé à l’école";"Identifiant"');
    expect(lines.at(-1)).toBe('');
    const text = bytes.toString('utf8');
    expect(text).toContain('"Élodie Lefèvre";"elodie@exemple.fr";"Non renseigné";"Formation IA";"Bonjour ; je voudrais ""tout"" savoir.\nMerci !";"En attente"');
    expect(text).toContain('"\'=HYPERLINK(""http://pirate.example"",""Cliquez"")";"pirate@exemple.fr";"\'+33 6 12 34 56 78";"Recrutement d’un alternant";"\'@SUM(A1)"');
    expect(text).toMatch(/"15\/01\/2024 11:00";"Ancien"/);
    expect(stdout).toContain('Élodie Lefèvre');
    expect(stdout).toContain('3 demande(s), dont 3 dont le mail n’est pas encore parti');
    expect(stdout).toContain(`Fichier CSV écrit\u00a0: ${out}`);
  });

  it('--since keeps the requests of that day onwards, newest first', async () => {
    const { rows } = await exportRequests(connectionFromEnv(env()), { since: '2025-01-01' });
    expect(rows.map((row) => row.email)).toEqual(['pirate@exemple.fr', 'elodie@exemple.fr']);
  });

  it('refuses a wrong key with a French message and exit code 1', async () => {
    const failed = await run('npx', ['tsx', 'src/cli.ts'], {
      cwd: packageDir,
      env: { ...env(), SUPABASE_SERVICE_ROLE_KEY: LOCAL_ANON_KEY },
    }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in failed && failed.code).toBe(1);
    expect((failed as { stderr: string }).stderr).toContain('Accès refusé (HTTP 401)');
  });

  it('reads the local stand-in when nothing is set, and refuses a project URL without its key', () => {
    expect(connectionFromEnv({})).toEqual({ url: 'http://127.0.0.1:54321', serviceKey: LOCAL_SERVICE_ROLE_KEY });
    expect(() => connectionFromEnv({ SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(/SUPABASE_SERVICE_ROLE_KEY manque/);
  });
});
