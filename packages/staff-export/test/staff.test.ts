// `npm run staff` as an administrator runs it, a child process against the stand-in (its Auth and
// its REST), then the desk's sign-in with the account it made. public.staff_members comes from the
// staff desk's migration (desk-sql, 20261128120000_staff_desk.sql); until that migration is in
// this branch, the test creates a table of the same contract (email, role, name, added_at; the
// service role alone writes it), and `if not exists` leaves the real one alone once it is.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CommandRun, runCommandFile, STACK_LINE } from '@ecole/cli/testing';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, type SupabaseLocal, startSupabaseLocal } from '@ecole/supabase-local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameFromEmail, staffEmail, staffName, staffRole } from '../src/staffMembers.ts';

const packageDir = join(import.meta.dirname, '..');
let server: SupabaseLocal;
const outboxDir = mkdtempSync(join(tmpdir(), 'ecole-staff-outbox-'));

/** The code of the last mail the outbox holds for `email`, read as a person reads it. */
function lastCode(email: string): string {
  const mails = readdirSync(outboxDir)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(outboxDir, file), 'utf8')) as { payload: { to: string[]; text: string } })
    .filter((mail) => mail.payload.to.includes(email));
  const code = /^\s+(\d{6})$/m.exec(mails.at(-1)?.payload.text ?? '')?.[1];
  if (code === undefined) throw new Error(`Aucun code envoyé à ${email}`);
  return code;
}

function staff(args: string[], env: Record<string, string> = {}): Promise<CommandRun> {
  return runCommandFile('src/staff-cli.ts', args, {
    cwd: packageDir,
    env: { ...process.env, SUPABASE_URL: server.url, SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY, ...env },
  });
}

/** What every command says first, on stderr: the database it reads (issue 33). */
const readLine = () => `Base lue\u00a0: ${server.url} (Supabase local)\n`;

/** A call to the stand-in's Auth as supabase-js makes it (the desk's calls; tests/auth in supabase-local use supabase-js itself). */
async function auth(path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${server.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The desk's sign-in: a code asked for the address, read in the mail, typed. */
async function signIn(email: string): Promise<{ refresh_token: string; user: { email: string } }> {
  expect(await auth('/otp', { email, create_user: false })).toEqual({ status: 200, body: {} });
  const verified = await auth('/verify', { type: 'email', email, token: lastCode(email) });
  expect(verified.status).toBe(200);
  return verified.body as { refresh_token: string; user: { email: string } };
}

const rows = async () =>
  (await server.db.query<{ email: string; role: string; name: string }>('select email, role, name from public.staff_members order by email')).rows;
const accounts = async () => (await server.db.query<{ email: string }>('select email from local_auth.users order by email')).rows.map((row) => row.email);

beforeAll(async () => {
  server = await startSupabaseLocal({ port: 0, dataDir: 'memory', outboxDir, sweepIntervalMs: 0, log: () => {} });
  await server.db.exec(`
    create table if not exists public.staff_members (
      email text primary key check (email = lower(email)),
      role text not null check (role in ('equipe', 'direction')),
      name text not null check (char_length(name) <= 40),
      added_at timestamptz not null default now()
    );
    alter table public.staff_members enable row level security;
    revoke all on table public.staff_members from public, anon, authenticated, service_role;
    grant select, insert, update, delete on table public.staff_members to service_role;
  `);
}, 300_000);

afterAll(async () => {
  await server?.close();
});

describe('the checks of what is typed', () => {
  it('lower-cases an address and refuses what the table would refuse', () => {
    expect(staffEmail('  Camille.Martin@Ecole.Example ')).toBe('camille.martin@ecole.example');
    for (const bad of ['camille', 'camille@', 'Camille Martin <camille@ecole.example>', 'a@b', `${'x'.repeat(65)}@ecole.example`]) {
      expect(() => staffEmail(bad)).toThrow(/^Adresse e-mail invalide\u00a0: «\u00a0/);
    }
    expect(staffRole('Direction')).toBe('direction');
    expect(staffRole('équipe')).toBe('equipe');
    expect(() => staffRole('admin')).toThrow('Rôle inconnu\u00a0: «\u00a0admin\u00a0» (equipe ou direction).');
    expect(staffName('  Léa ')).toBe('Léa');
    for (const bad of ['', '   ', 'x'.repeat(41), 'Léa\nBcc']) expect(() => staffName(bad)).toThrow(/^Prénom invalide/);
    expect(nameFromEmail('camille.martin@ecole.example')).toBe('Camille');
  });
});

describe('npm run staff', () => {
  it('adds a member (account created, confirmed), who then signs in on the desk with the mailed code', async () => {
    const added = await staff(['--', 'add', 'Camille.Martin@ecole.example']);
    expect(added).toMatchObject({ code: 0, stderr: readLine() });
    expect(added.stdout).toBe(
      'Ajouté\u00a0: camille.martin@ecole.example (Camille, équipe). Compte de connexion créé\u00a0: la personne se connecte sur /equipe avec le code reçu à cette adresse.\n',
    );
    expect(await rows()).toEqual([{ email: 'camille.martin@ecole.example', role: 'equipe', name: 'Camille' }]);
    expect(await accounts()).toEqual(['camille.martin@ecole.example']);

    const session = await signIn('camille.martin@ecole.example');
    expect(session.user.email).toBe('camille.martin@ecole.example');
  }, 120_000);

  it('updates the role and the name of a member already there, and keeps the account', async () => {
    const updated = await staff(['add', 'camille.martin@ecole.example', '--role', 'direction', '--name', 'Camille-Léa']);
    expect(updated.code).toBe(0);
    expect(updated.stdout).toContain('Mis à jour\u00a0: camille.martin@ecole.example (Camille-Léa, direction). Compte de connexion déjà existant');
    expect(await rows()).toEqual([{ email: 'camille.martin@ecole.example', role: 'direction', name: 'Camille-Léa' }]);
    expect(await accounts()).toEqual(['camille.martin@ecole.example']);
  }, 60_000);

  it('lists the team as a table', async () => {
    await staff(['add', 'dominique@ecole.example', '--name', 'Dominique']);
    const listed = await staff(['list']);
    expect(listed.code).toBe(0);
    const lines = listed.stdout.split('\n');
    expect(lines[0]).toMatch(/^E-mail\s+Prénom\s+Rôle\s+Ajouté le\s+Connexion$/);
    expect(lines[2]).toMatch(/^camille\.martin@ecole\.example\s+Camille-Léa\s+direction\s+\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\s+oui$/);
    expect(lines[3]).toMatch(/^dominique@ecole\.example\s+Dominique\s+équipe\s+.+\s+oui$/);
    expect(listed.stdout).toContain(`2 personne(s) dans l’équipe — ${server.url}`);
  }, 60_000);

  it('removes a member: row and account deleted, the open session refused at its next refresh', async () => {
    const email = 'dominique@ecole.example';
    const session = await signIn(email);

    const removed = await staff(['remove', email]);
    expect(removed).toMatchObject({ code: 0, stderr: readLine() });
    expect(removed.stdout).toBe(`Retiré\u00a0: ${email} (retiré de l’équipe\u00a0; compte de connexion supprimé, sessions fermées).\n`);
    expect(await accounts()).toEqual(['camille.martin@ecole.example']);
    expect(await auth('/token?grant_type=refresh_token', { refresh_token: session.refresh_token })).toEqual({
      status: 400,
      body: { code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' },
    });

    const again = await staff(['remove', email]);
    expect(again).toMatchObject({ code: 1, stdout: '' });
    expect(again.stderr).toBe(`${readLine()}Personne à retirer\u00a0: ${email} n’est ni dans l’équipe ni parmi les comptes de connexion.\n`);
  }, 60_000);

  it('says what is wrong in French, without a stack trace: 2 for the command line, 1 for a refusal', async () => {
    const cases: [string[], number, string][] = [
      [[], 2, 'Indiquez ce qu’il faut faire\u00a0: add, remove ou list.\n\nUsage\u00a0: npm run staff -- add'],
      [['promote', 'x@ecole.example'], 2, 'Commande inconnue\u00a0: «\u00a0promote\u00a0» (add, remove ou list).'],
      [['add', 'pas-une-adresse'], 2, 'Adresse e-mail invalide\u00a0: «\u00a0pas-une-adresse\u00a0»'],
      [['add', 'x@ecole.example', '--role', 'admin'], 2, 'Rôle inconnu\u00a0: «\u00a0admin\u00a0» (equipe ou direction).'],
      [['add', 'x@ecole.example', '--name', 'Un prénom beaucoup trop long pour la colonne'], 2, 'Prénom invalide'],
      [['add', 'x@ecole.example', '--couleur', 'bleu'], 2, 'Option inconnue\u00a0: «\u00a0--couleur\u00a0».'],
      [['add', 'x@ecole.example', '--role'], 2, 'L’option --role attend une valeur.'],
      [['remove'], 2, '«\u00a0remove\u00a0» prend une adresse e-mail, et une seule.'],
    ];
    for (const [args, code, message] of cases) {
      const result = await staff(args);
      expect(result.code, args.join(' ')).toBe(code);
      expect(result.stderr).toContain(message);
      expect(result.stderr).not.toMatch(STACK_LINE);
      // Nothing was read: the command line was refused before.
      expect(result.stderr).not.toMatch(/^Base lue/);
    }
    const refused = await staff(['list'], { SUPABASE_SERVICE_ROLE_KEY: LOCAL_ANON_KEY });
    expect(refused).toMatchObject({ code: 1 });
    expect(refused.stderr).toBe(`${readLine()}Accès refusé (HTTP 401)\u00a0: SUPABASE_SERVICE_ROLE_KEY doit être la clé service_role de ce projet.\n`);
    expect(await accounts()).toEqual(['camille.martin@ecole.example']);
  }, 120_000);
});
