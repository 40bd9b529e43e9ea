// `npm run forget -- <email>` against the stand-in (real migrations on PGlite): what it prints,
// what it deletes, what it leaves, and the log without the address.
import { join } from 'node:path';
import { runCommandFile } from '@ecole/cli/testing';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, type SupabaseLocal, startSupabaseLocal } from '@ecole/supabase-local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = join(import.meta.dirname, '..');
let server: SupabaseLocal;

async function leaveRequest(email: string): Promise<void> {
  const response = await fetch(`${server.url}/rest/v1/contact_requests`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json', prefer: 'return=minimal' },
    body: JSON.stringify({ name: 'Camille Oubli', email, message: 'Bonjour.' }),
  });
  expect(response.status).toBe(201);
}

beforeAll(async () => {
  server = await startSupabaseLocal({ port: 0, dataDir: 'memory', outboxDir: 'unused', sweepIntervalMs: 0, log: () => {} });
  for (const email of ['camille.oubli@gmail.com', 'Camille.Oubli+ecole@gmail.com', 'autre@exemple.fr']) await leaveRequest(email);
}, 300_000);

afterAll(async () => {
  await server?.close();
});

const count = async (sql: string) => (await server.db.query<{ n: number }>(sql)).rows[0]!.n;

describe('npm run forget', () => {
  it('erases the requests of every spelling and their budget fingerprints, says so, and logs it without the address', async () => {
    const fingerprints = await count('select count(*)::integer as n from public.contact_request_admissions');
    const { code, stdout, stderr } = await runCommandFile('src/forget-cli.ts', ['--', 'camilleoubli@googlemail.com'], {
      cwd: packageDir,
      env: { ...process.env, SUPABASE_URL: server.url, SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY },
    });
    expect(code).toBe(0);
    expect(stderr).toBe(`Base lue\u00a0: ${server.url} (Supabase local)\n`);
    expect(stdout).toContain('Demandes effacées\u00a0: 2 (Camille.Oubli+ecole@gmail.com, camille.oubli@gmail.com)');
    expect(stdout).toContain('Empreintes du budget anti-abus effacées\u00a0: 2.');
    expect(await count(`select count(*)::integer as n from public.contact_requests where email ilike '%oubli%'`)).toBe(0);
    expect(await count(`select count(*)::integer as n from public.contact_requests where email = 'autre@exemple.fr'`)).toBe(1);
    expect(await count('select count(*)::integer as n from public.contact_request_admissions')).toBe(fingerprints - 2);
    const { rows } = await server.db.query('select * from public.contact_request_erasures');
    expect(rows).toEqual([expect.objectContaining({ requests: 2, fingerprints: 2 })]);
    expect(JSON.stringify(rows)).not.toMatch(/oubli/i);
  }, 120_000);

  it('refuses without the service-role key, and without an address', async () => {
    const refused = await runCommandFile('src/forget-cli.ts', ['autre@exemple.fr'], {
      cwd: packageDir,
      env: { ...process.env, SUPABASE_URL: server.url, SUPABASE_SERVICE_ROLE_KEY: LOCAL_ANON_KEY },
    });
    expect(refused).toMatchObject({ code: 1 });
    expect(refused.stderr).toContain('Accès refusé (HTTP 401)\u00a0: SUPABASE_SERVICE_ROLE_KEY doit être la clé service_role de ce projet.');
    const usage = await runCommandFile('src/forget-cli.ts', [], { cwd: packageDir });
    expect(usage).toMatchObject({ code: 2, stdout: '' });
    expect(usage.stderr).toMatch(/^Indiquez l’adresse e-mail à effacer\.\n\nUsage/);
    expect(await count(`select count(*)::integer as n from public.contact_requests where email = 'autre@exemple.fr'`)).toBe(1);
  }, 120_000);
});
