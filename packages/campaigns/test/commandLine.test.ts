// The campaigns' three commands as staff type them, wrongly (issue 33, point 6): the five ways a
// command line goes wrong (an unknown option, a bad date, a base that does not answer, a wrong key,
// a missing argument) answered in French, without a stack trace, with exit code 2 (nothing done)
// or 1 (the work failed); the line naming the database read, first, on stderr (point 5); and the
// lead report's terminal tables capped.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCommandFile, STACK_LINE } from '@ecole/cli/testing';
import { LOCAL_ANON_KEY, type SupabaseLocal, startSupabaseLocal } from '@ecole/supabase-local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = join(import.meta.dirname, '..');
const LOG = fileURLToPath(new URL('./fixtures/access.log', import.meta.url));
const out = join(tmpdir(), `ecole-campagnes-${process.pid}`);
let server: SupabaseLocal;
let closedPort: number;

beforeAll(async () => {
  server = await startSupabaseLocal({ port: 0, dataDir: 'memory', outboxDir: join(out, 'outbox'), sweepIntervalMs: 0, log: () => {} });
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
}, 300_000);

afterAll(async () => {
  await server?.close();
});

function clean(env: Record<string, string>): NodeJS.ProcessEnv {
  const { SUPABASE_URL: _url, SUPABASE_SERVICE_ROLE_KEY: _key, SUPABASE_PORT: _port, ...rest } = process.env;
  return { ...rest, ...env };
}

const FILES = { 'lead-report': 'src/lead-report-cli.ts', 'campaign-report': 'src/report-cli.ts', 'campaign-link': 'src/link-cli.ts' } as const;
type Command = keyof typeof FILES;
const run = (command: Command, args: string[], env: Record<string, string> = {}) => runCommandFile(FILES[command], args, { cwd: packageDir, env: clean(env) });
/** What a report needs besides what is tested: a log, an output folder. */
const extra = (command: Command) => (command === 'campaign-report' ? ['--log', LOG, '--out', out] : ['--out', out]);

describe('bad input to the campaign commands, answered in French', () => {
  const reports = ['lead-report', 'campaign-report'] as const;
  const cases: [what: string, command: Command, args: string[], env: () => Record<string, string>, code: number, message: () => string][] = [
    ...reports.flatMap(
      (command) =>
        [
          ['unknown option', command, ['--depuis', '2026-09-01'], () => ({}), 2, () => 'Option inconnue\u00a0: «\u00a0--depuis\u00a0».\n\nUsage'],
          ['bad date', command, ['--from', '2026-02-30'], () => ({}), 2, () => 'Date invalide pour --from\u00a0: «\u00a02026-02-30\u00a0»'],
          ['reversed period', command, ['--from', '2026-03-08', '--to', '2026-03-02'], () => ({}), 2, () => 'La période est à l’envers'],
          [
            'unreachable base',
            command,
            extra(command),
            () => ({ SUPABASE_PORT: String(closedPort) }),
            1,
            () =>
              `Base lue\u00a0: http://127.0.0.1:${closedPort} (Supabase local)\nLe Supabase local ne tourne pas sur http://127.0.0.1:${closedPort}\u00a0: lancez-le avec «\u00a0SUPABASE_PORT=${closedPort} npm start\u00a0»`,
          ],
          [
            'wrong key',
            command,
            extra(command),
            () => ({ SUPABASE_URL: server.url, SUPABASE_SERVICE_ROLE_KEY: LOCAL_ANON_KEY }),
            1,
            () => 'Accès refusé (HTTP 401)\u00a0: SUPABASE_SERVICE_ROLE_KEY doit être la clé service_role de ce projet.',
          ],
          ['missing argument', command, ['--from'], () => ({}), 2, () => 'L’option --from attend une valeur.\n\nUsage'],
        ] as [string, Command, string[], () => Record<string, string>, number, () => string][],
    ),
    ['missing log', 'campaign-report', ['--log', '/nulle-part/access.log'], () => ({}), 1, () => 'Journal d’accès introuvable\u00a0: /nulle-part/access.log'],
    [
      'unknown option',
      'campaign-link',
      ['/tpe', '--source', 'a', '--medium', 'b', '--campaign', 'c', '--support', 'd'],
      () => ({}),
      2,
      () => 'Option inconnue\u00a0: «\u00a0--support\u00a0».',
    ],
    ['bad value', 'campaign-link', ['tpe', '--source', 'a', '--medium', 'b', '--campaign', 'c'], () => ({}), 1, () => 'Le chemin doit commencer par « / »'],
    [
      'missing argument',
      'campaign-link',
      ['/tpe', '--source', 'a', '--medium', 'b', '--campaign'],
      () => ({}),
      2,
      () => 'L’option --campaign attend une valeur.',
    ],
    [
      'missing argument',
      'campaign-link',
      ['--source', 'a', '--medium', 'b', '--campaign', 'c'],
      () => ({}),
      2,
      () => 'Indiquez la page d’arrivée (par exemple /tpe).',
    ],
  ];

  it.each(cases)('%s: npm run %s -- %j', async (_what, command, args, env, code, message) => {
    const result = await run(command, args, env());
    expect(result.code).toBe(code);
    expect(result.stderr).toContain(message());
    expect(result.stderr).not.toMatch(STACK_LINE);
    expect(result.stderr).not.toMatch(/Unknown|Error|fetch failed/);
    expect(result.stdout).toBe('');
  });

  it('names the stand-in npm start runs at SUPABASE_PORT, first, on stderr, then reports on its clock', async () => {
    await server.db.query(`insert into public.contact_requests (name, email, message) values ('Léa', 'lea@exemple.fr', 'Bonjour.')`);
    const due = (await server.db.query<{ due_at: Date }>('select due_at from public.requests_followup')).rows[0]!.due_at.getTime();
    const before = await run('lead-report', ['--out', out], { SUPABASE_PORT: String(server.port) });
    expect(before.code).toBe(0);
    expect(before.stderr).toBe(`Base lue\u00a0: http://127.0.0.1:${server.port} (Supabase local)\n`);
    // Demandes, À temps, En retard, En cours, Closes, Dans le délai, médian, 90ᵉ centile.
    expect(before.stdout).toMatch(/^Total +1 +0 +0 +1 +0 +— +— +—$/m);
    // npm run local-clock moved the stand-in past the deadline: the report reads the time there.
    await server.setClock(Math.ceil((due - Date.now()) / 86_400_000 + 1) * 86_400_000);
    const after = await run('lead-report', ['--out', out], { SUPABASE_PORT: String(server.port) });
    expect(after.stdout).toMatch(/^Total +1 +0 +1 +0 +0 +0\u00a0% +— +—$/m);
    await server.setClock(0);
  });
});
