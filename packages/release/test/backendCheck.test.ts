// The backend half of the launch check (issue 33, point 4), against a real stand-in on a free port:
// the real backend-health function under Deno, the real database (PGlite, the migrations), a
// Resend-like provider with its domains endpoints. Each misconfiguration of the issue, made on the
// stand-in (the function's environment, the database, the provider), fails the check with one
// French line naming the setting; the exit code under SITE_ENV=production and --strict.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LOCAL_SERVICE_ROLE_KEY } from '@ecole/settings/localServiceRole';
import { ENV_EXAMPLE_PLACEHOLDERS } from '@ecole/supabase/placeholders';
import { DEFAULT_PATHS, type SupabaseLocal, startSupabaseLocal } from '@ecole/supabase-local';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BackendCheck, checkBackend, formatBackendCheck } from '../src/backendCheck.ts';
import { launchVerdict } from '../src/commands/launchCheck.ts';

const SITE = 'https://www.ecole.example';
/** A key that may read the domains (Resend's « Full access »), and one that may only send. */
const READ_KEY = 're_lecture_et_envoi';
const SEND_ONLY_KEY = 're_envoi_seulement';
const repo = fileURLToPath(new URL('../../..', import.meta.url));

/** Resend as the functions and the check call it: POST /emails, GET /domains, GET /domains/{id}. */
interface Provider {
  url: string;
  tracking: { open: boolean; click: boolean };
  server: Server;
}

function startProvider(): Promise<Provider> {
  const provider = { url: '', tracking: { open: false, click: false } } as Provider;
  provider.server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    request.resume();
    const key = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (request.method === 'POST' && request.url === '/emails') return send(200, { id: `mail-${Date.now()}` });
    if (key !== READ_KEY) return send(401, { name: 'restricted_api_key', message: 'This API key is restricted to only send emails' });
    if (request.url === '/domains') return send(200, { data: [{ id: 'd-ecole', name: 'ecole.example' }] });
    if (request.url === '/domains/d-ecole') {
      return send(200, { id: 'd-ecole', name: 'ecole.example', open_tracking: provider.tracking.open, click_tracking: provider.tracking.click });
    }
    send(404, { name: 'not_found' });
  });
  return new Promise((resolve) =>
    provider.server.listen(0, '127.0.0.1', () => {
      provider.url = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}`;
      resolve(provider);
    }),
  );
}

/**
 * The stand-in's functions, with backend-health's environment changed as a project's secrets
 * would be: a functions folder that links every real function, and runs the real backend-health
 * after setting (or deleting) the given variables. `null` deletes.
 */
const functionsDir = mkdtempSync(join(tmpdir(), 'ecole-sante-'));
for (const entry of readdirSync(DEFAULT_PATHS.functionsDir)) {
  if (entry !== 'backend-health') symlinkSync(join(DEFAULT_PATHS.functionsDir, entry), join(functionsDir, entry));
}
mkdirSync(join(functionsDir, 'backend-health'));
const BASE_ENV: Record<string, string | null> = {
  // The stand-in's sender is site@localhost; a project's is on its verified domain.
  CONTACT_EMAIL_FROM: 'Site de l’école <formulaire@ecole.example>',
};
function writeFunctionEnv(overrides: Record<string, string | null>): void {
  const env = { ...BASE_ENV, ...overrides };
  writeFileSync(
    join(functionsDir, 'backend-health', 'env.ts'),
    `for (const [name, value] of Object.entries(${JSON.stringify(env)})) {\n  if (value === null) Deno.env.delete(name);\n  else Deno.env.set(name, value);\n}\n`,
  );
  // Imports run in order: the environment first, then the real function.
  writeFileSync(
    join(functionsDir, 'backend-health', 'index.ts'),
    `import "./env.ts";\nimport ${JSON.stringify(pathToFileURL(join(DEFAULT_PATHS.functionsDir, 'backend-health', 'index.ts')).href)};\n`,
  );
}

let provider: Provider;
let standIn: SupabaseLocal;

/** The function's environment for the next calls (its process restarts on the next call). */
async function functionEnv(overrides: Record<string, string | null>): Promise<void> {
  writeFunctionEnv(overrides);
  await standIn.crashFunction('backend-health');
}

const check = (extra: Record<string, string> = {}): Promise<BackendCheck> =>
  checkBackend({
    env: { SUPABASE_URL: standIn.url, SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY, EMAIL_API_URL: `${provider.url}/emails`, ...extra },
    siteOrigin: SITE,
  });

beforeAll(async () => {
  provider = await startProvider();
  writeFunctionEnv({});
  standIn = await startSupabaseLocal({
    port: 0,
    dataDir: 'memory',
    outboxDir: mkdtempSync(join(tmpdir(), 'ecole-sante-outbox-')),
    functionsDir,
    siteOrigin: SITE,
    siteOrigins: { origins: [SITE], sameOrigin: false },
    emailApiUrl: `${provider.url}/emails`,
    emailApiKey: READ_KEY,
    contactEmailTo: 'contact@ecole.example',
    contactManagerEmail: 'direction@ecole.example',
    sweepIntervalMs: 0,
    log: () => {},
  });
  // The scheduled sweep has run once: the database records it.
  await standIn.sweep();
}, 180_000);

afterAll(async () => {
  await standIn?.close();
  await new Promise((resolve) => provider?.server.close(resolve));
  rmSync(functionsDir, { recursive: true, force: true });
});

beforeEach(async () => {
  provider.tracking = { open: false, click: false };
});

describe('the launch check of the deployed backend (a real stand-in)', () => {
  it('passes on a backend set up: secrets, SITE_ORIGIN, allowed_origins, a recent sweep, no tracking', async () => {
    const result = await check();
    expect(result.problems).toEqual([]);
    expect(formatBackendCheck(result)).toMatch(
      /^Backend Supabase \(http:\/\/127\.0\.0\.1:\d+\) \(0\) :\n {2}✓ secrets des fonctions présents, SITE_ORIGIN = https:\/\/www\.ecole\.example, allowed_origins = \{https:\/\/www\.ecole\.example\}, relance automatique il y a 0 min, suivi des ouvertures et des clics désactivé\.$/,
    );
  });

  it.each([
    ['CONTACT_ACTION_SECRET', null, /^CONTACT_ACTION_SECRET manque aux fonctions \(clé qui signe les liens « Je m’en occupe » et « Répondu »/],
    [
      'CONTACT_PROOF_SECRET',
      ENV_EXAMPLE_PLACEHOLDERS.CONTACT_PROOF_SECRET!,
      /^CONTACT_PROOF_SECRET vaut encore l’exemple de supabase\/functions\/\.env\.example/,
    ],
    ['SEND_EMAIL_HOOK_SECRET', ENV_EXAMPLE_PLACEHOLDERS.SEND_EMAIL_HOOK_SECRET!, /^SEND_EMAIL_HOOK_SECRET vaut encore l’exemple/],
    ['EMAIL_API_KEY', ENV_EXAMPLE_PLACEHOLDERS.EMAIL_API_KEY!, /^EMAIL_API_KEY vaut encore l’exemple .*aucun mail ne part/],
    ['CONTACT_EMAIL_TO', ENV_EXAMPLE_PLACEHOLDERS.CONTACT_EMAIL_TO!, /^CONTACT_EMAIL_TO vaut encore l’exemple/],
    ['SITE_ORIGIN', null, /^SITE_ORIGIN manque aux fonctions \(adresse du site : sans elle, les liens des mails sont des chemins/],
    ['SITE_ORIGIN', ENV_EXAMPLE_PLACEHOLDERS.SITE_ORIGIN!, /^SITE_ORIGIN vaut encore l’exemple/],
    ['SITE_ORIGIN', 'https://autre.example', /^SITE_ORIGIN des fonctions vaut https:\/\/autre\.example, le site est https:\/\/www\.ecole\.example/],
    ['CONTACT_ACTION_SECRET', 'court', /^CONTACT_ACTION_SECRET est refusé par les fonctions/],
  ] as const)('%s = %s: fails, with one French line naming it', async (name, value, line) => {
    await functionEnv({ [name]: value });
    try {
      const result = await check();
      expect(result.problems).toHaveLength(1);
      expect(result.problems[0]).toMatch(line);
      // The check says what is wrong, never a secret's value.
      expect(formatBackendCheck(result)).not.toContain(LOCAL_SERVICE_ROLE_KEY);
    } finally {
      await functionEnv({});
    }
  });

  it('allowed_origins without the site, or with another site: fails, naming contact_request_settings.allowed_origins', async () => {
    await standIn.db.query(`update public.contact_request_settings set allowed_origins = '{https://ecole.example,https://pirate.example}'`);
    try {
      const { problems } = await check();
      expect(problems).toEqual([
        'contact_request_settings.allowed_origins ne contient pas https://www.ecole.example (il vaut {https://ecole.example,https://pirate.example}) : aucun navigateur ne peut envoyer le formulaire depuis le site (supabase/README.md, « Deploy »).',
        'contact_request_settings.allowed_origins autorise aussi https://pirate.example, qui n’est pas le site : retirez-le.',
      ]);
      // The site without « www. » beside it is the same site.
      await standIn.db.query(`update public.contact_request_settings set allowed_origins = '{https://www.ecole.example,https://ecole.example}'`);
      expect((await check()).problems).toEqual([]);
    } finally {
      await standIn.db.query(`update public.contact_request_settings set allowed_origins = '{${SITE}}'`);
    }
  });

  it('the sweep not run for 45 minutes, never run, or not scheduled in pg_cron: fails, saying which', async () => {
    await standIn.db.query(`update public.contact_sweep_runs set ran_at = ran_at - interval '45 minutes'`);
    expect((await check()).problems).toEqual([
      'La dernière relance automatique date de 45 min (plus de 30) : accusés de réception, rappels et retards attendent ; vérifiez la tâche sweep-outbox.',
    ]);
    await standIn.db.query('delete from public.contact_sweep_runs');
    expect((await check()).problems).toEqual([
      'La relance automatique n’a jamais tourné (pg_cron n’est pas activé) : aucun accusé de réception, rappel ni retard n’est traité.',
    ]);
    await standIn.sweep();
    // pg_cron's table, as the extension makes it on a hosted project, without the job.
    await standIn.db.exec(`create schema cron; create table cron.job (jobid bigserial primary key, jobname text, schedule text, command text, active boolean)`);
    try {
      expect((await check()).problems).toEqual([
        'La relance automatique n’est pas planifiée : aucune tâche pg_cron « sweep-outbox » active (supabase/README.md, « Scheduled tasks »).',
      ]);
      // The job of a project scheduled before the sweep was its own function: it sweeps, and is named.
      await standIn.db.query(`insert into cron.job (jobname, schedule, command, active) values ('send-contact-email-sweep', '*/10 * * * *', 'select 1', true)`);
      expect((await check()).problems).toEqual([
        'La relance automatique passe encore par l’ancienne tâche « send-contact-email-sweep » (send-contact-email avec {"sweep": true}) : remplacez-la par la tâche « sweep-outbox » (supabase/README.md, « Scheduled tasks »).',
      ]);
      await standIn.db.query(`update cron.job set jobname = 'sweep-outbox'`);
      expect((await check()).problems).toEqual([]);
    } finally {
      await standIn.db.exec('drop schema cron cascade');
    }
  });

  it('open or click tracking on at the provider: fails, naming the domain; a send-only key cannot tell, a reading key given to the check can', async () => {
    provider.tracking = { open: true, click: true };
    expect((await check()).problems).toEqual([
      'Le suivi des ouvertures est activé pour ecole.example chez le fournisseur d’e-mail : désactivez-le (Resend → Domains → ecole.example → Configuration).',
      'Le suivi des clics est activé pour ecole.example chez le fournisseur d’e-mail (les liens des mails passeraient par lui) : désactivez-le (Resend → Domains → ecole.example → Configuration).',
    ]);
    provider.tracking = { open: false, click: false };
    await functionEnv({ EMAIL_API_KEY: SEND_ONLY_KEY });
    try {
      const unknown = await check();
      expect(unknown.problems).toEqual([
        'Suivi des ouvertures et des clics chez le fournisseur d’e-mail non vérifié : la clé EMAIL_API_KEY ne peut pas lire les domaines (clé limitée à l’envoi). Relancez avec EMAIL_API_READ_KEY (une clé qui lit les domaines, dans la session seulement), ou vérifiez-le (Resend → Domains → le domaine → Configuration).',
      ]);
      expect((await check({ EMAIL_API_READ_KEY: READ_KEY })).problems).toEqual([]);
    } finally {
      await functionEnv({});
    }
  });

  it('a half-configured backend: every missing piece, one line each', async () => {
    await functionEnv({ CONTACT_ACTION_SECRET: null, SITE_ORIGIN: null, CONTACT_PROOF_SECRET: ENV_EXAMPLE_PLACEHOLDERS.CONTACT_PROOF_SECRET! });
    await standIn.db.query(`update public.contact_request_settings set allowed_origins = '{}'`);
    await standIn.db.query(`update public.contact_sweep_runs set ran_at = ran_at - interval '2 hours'`);
    provider.tracking = { open: false, click: true };
    try {
      const result = await check();
      expect(result.problems.map((line) => line.split(' ')[0])).toEqual([
        'SITE_ORIGIN',
        'CONTACT_ACTION_SECRET',
        'CONTACT_PROOF_SECRET',
        'contact_request_settings.allowed_origins',
        'La',
        'Le',
      ]);
      // Kept for the record: what the operator reads (README, « Before launch »).
      console.log(formatBackendCheck(result));
    } finally {
      await standIn.db.query(`update public.contact_request_settings set allowed_origins = '{${SITE}}'`);
      await standIn.sweep();
      await functionEnv({});
    }
  });

  it('a project that lacks the function, or a wrong key: one line that says what to do', async () => {
    const wrongKey = await checkBackend({ env: { SUPABASE_URL: standIn.url, SUPABASE_SERVICE_ROLE_KEY: 'pas-la-cle' }, siteOrigin: SITE });
    expect(wrongKey.problems).toEqual([`${standIn.url} refuse la clé SUPABASE_SERVICE_ROLE_KEY : donnez la clé service_role du projet.`]);
    const production = await checkBackend({ env: { SITE_ENV: 'production' }, siteOrigin: SITE });
    expect(production.problems[0]).toMatch(/^SUPABASE_URL et SUPABASE_SERVICE_ROLE_KEY manquent : le backend de production n’a pas été vérifié/);
    // A server without the function (here the provider's, which answers 404 to anything else).
    const without = await checkBackend({ env: { SUPABASE_URL: provider.url, SUPABASE_SERVICE_ROLE_KEY: READ_KEY }, siteOrigin: SITE });
    expect(without.problems).toEqual([`La fonction backend-health n’est pas déployée sur ${provider.url} : supabase functions deploy backend-health.`]);
    const half = await checkBackend({ env: { SUPABASE_URL: standIn.url }, siteOrigin: SITE });
    expect(half.problems).toEqual(['SUPABASE_SERVICE_ROLE_KEY manque : le backend n’a pas été vérifié (il faut les deux).']);
  });
});

describe('the launch check’s exit code', () => {
  const base = { contentOpen: 0, proxiesBlock: false, backendOpen: 0, production: false, strict: false };

  it('fails under SITE_ENV=production or --strict while anything is open, lists it otherwise', () => {
    expect(launchVerdict({ ...base, contentOpen: 159 })).toEqual({ exitCode: 0 });
    expect(launchVerdict({ ...base, contentOpen: 159, production: true }).exitCode).toBe(1);
    expect(launchVerdict({ ...base, backendOpen: 1, strict: true })).toEqual({
      exitCode: 1,
      message: 'Mise en ligne refusée (--strict) : restent ouverts 1 point(s) du backend Supabase, listés ci-dessus.',
    });
    expect(launchVerdict({ ...base, production: true, strict: true })).toEqual({ exitCode: 0 });
    // A production proxy that would block a host fails whatever the mode.
    expect(launchVerdict({ ...base, proxiesBlock: true }).exitCode).toBe(1);
  });

  it('npm run launch-check: 0 as a to-do list, 1 under SITE_ENV=production and with --strict', async () => {
    // Asynchronous: the stand-in answers from this very process.
    const run = (args: string[], env: Record<string, string>) =>
      new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', join(repo, 'packages/release/src/cli.ts'), 'launch-check', ...args],
          {
            cwd: repo,
            encoding: 'utf8',
            env: { ...process.env, SUPABASE_URL: standIn.url, SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY, VITE_SITE_ORIGIN: SITE, ...env },
          },
          (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        );
      });
    const [listed, production, strict] = await Promise.all([run([], {}), run([], { SITE_ENV: 'production' }), run(['--strict'], {})]);
    expect(listed.status, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/Backend Supabase \(http:\/\/127\.0\.0\.1:\d+\) \(0\) :\n {2}✓ /);
    expect(production.status).toBe(1);
    expect(production.stderr).toMatch(/Mise en ligne refusée \(SITE_ENV=production\) : restent ouverts \d+ fait\(s\)/);
    expect(strict.status).toBe(1);
    expect(strict.stderr).toMatch(/Mise en ligne refusée \(--strict\)/);
  }, 120_000);
});
