// A local trial that behaves like production (issue 33, point 5), on the stand-in as `npm start`
// runs it, with the real functions under Deno and a data folder kept between two starts:
// - the staff mail's links are absolute links to the local site (SITE_ORIGIN, given once the
//   site's proxy listens), and a link mailed before a restart still works (the functions'
//   secrets are kept beside the database, created once);
// - `npm run local-clock -- +Nd` moves the stand-in's time, and every clock agrees: PostgreSQL's
//   `now()`, Auth's, the functions' `Date` (the tokens they sign) and the outbox's; a request
//   becomes late and its two reminders leave at the next sweep, once; the offset is kept across a
//   restart, can be set before a start, and `reset` ends it; a hosted project is refused.
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCommandFile, STACK_LINE } from '@ecole/cli/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../src/keys.ts';
import { readOutbox } from '../src/mailViewer.ts';
import { type SupabaseLocal, startSupabaseLocal } from '../src/server.ts';
import { standInFiles } from '../src/standInFiles.ts';
import { client, contactRequest } from './helpers.ts';

const DAY = 86_400_000;
const SITE = 'http://127.0.0.1:3999';
const TEAM = 'equipe@ecole.example';
const MANAGER = 'direction@ecole.example';
const packageDir = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'ecole-local-trial-'));
const dataDir = join(work, 'db');
const outboxDir = join(work, 'outbox');
let server: SupabaseLocal;

const start = async () => {
  server = await startSupabaseLocal({
    port: 0,
    dataDir,
    outboxDir,
    sweepIntervalMs: 0,
    contactEmailTo: TEAM,
    contactManagerEmail: MANAGER,
    contactBudget: { clientPer10Minutes: 1000, clientPerDay: 10_000 },
    log: () => {},
  });
  // What scripts/serve.ts does once the site's proxy listens.
  await server.setSiteOrigin(SITE);
};

beforeAll(start, 300_000);
afterAll(async () => {
  await server?.close();
});

/** A visitor's request, stored and mailed to the school as the form does. */
async function leaveRequest(): Promise<{ email: string }> {
  const request = contactRequest();
  const { error } = await client(server.url, LOCAL_ANON_KEY).from('contact_requests').insert(request);
  expect(error).toBeNull();
  const invoked = await fetch(`${server.url}/functions/v1/send-contact-email`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  expect(invoked.status).toBe(200);
  return { email: request.email };
}

const mailsTo = (address: string) => readOutbox(outboxDir, 10_000).filter((entry) => [entry.payload.to].flat().includes(address));
const linkIn = (text: string, label: string) => new RegExp(`${label}\u00a0: (\\S+)`).exec(text)?.[1] ?? '';
const claimsOf = (link: string) =>
  JSON.parse(Buffer.from(new URL(link).hash.replace(/^#jeton=/, '').split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number };

async function confirm(link: string): Promise<string> {
  const response = await fetch(`${server.url}/functions/v1/follow-up-request`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ jeton: new URL(link).hash.replace(/^#jeton=/, ''), prenom: 'Camille' }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '').searchParams.get('resultat') ?? '';
}

const clockCommand = (args: string[], env: Record<string, string> = {}) => {
  const { SUPABASE_URL: _url, SUPABASE_SERVICE_ROLE_KEY: _key, ...rest } = process.env;
  return runCommandFile('src/clock-cli.ts', args, { cwd: packageDir, env: { ...rest, SUPABASE_PORT: String(server.port), ...env } });
};

const databaseNow = async () => (await server.db.query<{ now: Date }>('select now() as now')).rows[0]!.now.getTime();

describe('a local trial that behaves like production', () => {
  it('mails absolute links to the local site, which still work after a restart', async () => {
    const { email } = await leaveRequest();
    const [staffMail] = mailsTo(TEAM).filter((entry) => entry.payload.reply_to === email);
    const take = linkIn(String(staffMail?.payload.text), 'Je m’en occupe');
    expect(take).toMatch(new RegExp(`^${SITE}/suivi-demande#jeton=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));

    // npm run mails, while the stand-in runs, names the viewer on the site it was told.
    const { SUPABASE_URL: _url, SUPABASE_SERVICE_ROLE_KEY: _key, ...env } = process.env;
    const listed = await runCommandFile('src/mails-cli.ts', [], {
      cwd: packageDir,
      env: { ...env, SUPABASE_PORT: String(server.port), SUPABASE_OUTBOX_DIR: outboxDir },
    });
    expect(listed.stdout).toContain(`dans le navigateur, pendant «\u00a0npm start\u00a0»\u00a0: ${SITE}/_supabase/__local/mails\n`);

    const files = standInFiles(dataDir)!;
    expect(statSync(files.secrets).mode & 0o777).toBe(0o600);
    const secrets = readFileSync(files.secrets, 'utf8');
    await server.close();
    await start();
    expect(readFileSync(files.secrets, 'utf8')).toBe(secrets);
    expect(await confirm(take)).toBe('pris-en-charge');
  }, 300_000);

  it('local-clock +Nd: the database, Auth and the functions agree; the request goes late and its reminders leave once', async () => {
    const { email } = await leaveRequest();
    const { rows } = await server.db.query<{ due_at: Date; reference: string }>(
      'select f.due_at, f.reference from public.requests_followup f where f.email = $1',
      [email],
    );
    const { due_at: due, reference } = rows[0]!;
    // Enough whole days to pass its deadline, whatever the promise's clock (business hours,
    // opening hours, holidays).
    const days = Math.ceil((due.getTime() - Date.now()) / DAY) + 1;
    const moved = await clockCommand([`+${days}d`]);
    expect(moved.stderr).toBe(`Base lue\u00a0: ${server.url} (Supabase local)\n`);
    expect(moved.code).toBe(0);
    expect(moved.stdout).toMatch(
      new RegExp(
        `^Heure du Supabase local\u00a0: \\S+ \\d+(er)? \\S+ \\d{4} à \\d+\u00a0h\u00a0\\d\\d \\(en avance de ${days}\u00a0jours? sur l’heure réelle\\)\\.\\n$`,
      ),
    );
    const offset = days * DAY;
    expect(server.clock.offsetMs).toBe(offset);

    // PostgreSQL's now(), Auth's clock (a user it creates) and the stand-in's agree.
    expect(Math.abs((await databaseNow()) - (Date.now() + offset))).toBeLessThan(60_000);
    const created = await fetch(`${server.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'horloge@ecole.example', email_confirm: true }),
    });
    expect(created.status).toBe(200);
    expect(Math.abs(Date.parse(((await created.json()) as { created_at: string }).created_at) - (Date.now() + offset))).toBeLessThan(60_000);
    const clock = (await (await fetch(`${server.url}/__local/clock`)).json()) as { offset_ms: number; now: string };
    expect(clock.offset_ms).toBe(offset);

    // The next sweep marks it late and sends its two reminders; the one after sends nothing more.
    const first = (await server.sweep({ minAgeSeconds: 0 })).body as { late: number; reminders: { sent: number } };
    expect(first.late).toBeGreaterThanOrEqual(1);
    const followUp = await server.db.query<{ state: string }>('select state from public.requests_followup where email = $1', [email]);
    expect(followUp.rows[0]!.state).toBe('en retard');
    const reminders = () => readOutbox(outboxDir, 10_000).filter((entry) => entry.payload.subject.includes(reference));
    const subjects = reminders()
      .map((entry) => entry.payload.subject)
      .filter((subject) => !subject.startsWith('Votre demande'));
    expect(subjects.filter((subject) => subject.startsWith('Rappel'))).toHaveLength(1);
    expect(subjects.filter((subject) => subject.startsWith('Bientôt en retard'))).toHaveLength(1);
    const before = reminders().length;
    const second = (await server.sweep({ minAgeSeconds: 0 })).body as { late: number; reminders: { sent: number } };
    expect(second.late).toBe(0);
    expect(second.reminders.sent).toBe(0);
    expect(reminders()).toHaveLength(before);

    // The outbox dates the reminder at the stand-in's time.
    const reminder = reminders().find((entry) => entry.payload.subject.startsWith('Rappel'))!;
    expect(Math.abs(Date.parse(reminder.received_at) - (Date.now() + offset))).toBeLessThan(120_000);

    // The functions' Date: the mail's link (signed from the request's time, for 14 days) still
    // works; 15 days further on, follow-up-request finds it expired, on the stand-in's time.
    const answered = linkIn(reminder.payload.text ?? '', 'Répondu');
    expect(claimsOf(answered).exp - claimsOf(answered).iat).toBe(14 * 86_400);
    const later = await clockCommand(['+15d']);
    expect(later.code).toBe(0);
    expect(await confirm(answered)).toBe('lien-expire');
  }, 300_000);

  it('keeps the offset across a restart, and reset brings the real time back', async () => {
    const offset = server.clock.offsetMs;
    await server.close();
    await start();
    expect(server.clock.offsetMs).toBe(offset);
    expect(Math.abs((await databaseNow()) - (Date.now() + offset))).toBeLessThan(60_000);

    const shown = await clockCommand(['show']);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain('(en avance de');
    const reset = await clockCommand(['reset']);
    expect(reset.code).toBe(0);
    expect(reset.stdout).toContain('(à l’heure réelle).');
    expect(server.clock.offsetMs).toBe(0);
    expect(existsSync(standInFiles(dataDir)!.clock)).toBe(false);
    expect(Math.abs((await databaseNow()) - Date.now())).toBeLessThan(60_000);
  }, 300_000);

  it('sets the clock of a stand-in that is not running, for its next start; refuses a hosted project and bad input in French', async () => {
    const otherData = join(work, 'autre-db');
    const closed = { SUPABASE_PORT: '1', SUPABASE_DATA_DIR: otherData };
    const ahead = await clockCommand(['--', '+3h'], closed);
    expect(ahead.code).toBe(0);
    expect(ahead.stderr).toBe('Base lue\u00a0: http://127.0.0.1:1 (Supabase local)\n');
    expect(ahead.stdout).toMatch(
      /^Le Supabase local ne tourne pas\u00a0: réglé pour son prochain démarrage \(npm start\)\.\nHeure du Supabase local\u00a0: .+ \(en avance de 3\u00a0heures sur l’heure réelle\)\.\n$/,
    );
    const back = await clockCommand(['-1d'], closed);
    expect(back.stdout).toContain('(en retard de 21\u00a0heures sur l’heure réelle).');
    expect(JSON.parse(readFileSync(standInFiles(otherData)!.clock, 'utf8'))).toMatchObject({ offset_ms: -21 * 3_600_000 });

    const cases: [string[], Record<string, string>, number, string][] = [
      [
        ['+2d'],
        { SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'clé' },
        2,
        'npm run local-clock ne règle que le Supabase local\u00a0: SUPABASE_URL désigne un projet hébergé (https://abc.supabase.co)',
      ],
      [['+2x'], {}, 2, 'Décalage incompris\u00a0: «\u00a0+2x\u00a0» (par exemple +2d, +3h, +30m, -1d, +1d12h, reset ou show).\n\nUsage'],
      [['demain'], {}, 2, 'Décalage incompris\u00a0: «\u00a0demain\u00a0»'],
      [['+2d', '+3h'], {}, 2, 'Un seul réglage à la fois'],
      [['+400d'], {}, 2, 'L’horloge locale ne s’écarte pas de plus d’un an de l’heure réelle.'],
      [['+1d'], { SUPABASE_SERVICE_ROLE_KEY: LOCAL_ANON_KEY, SUPABASE_URL: server.url }, 1, 'Accès refusé (HTTP 403)'],
    ];
    for (const [args, env, code, message] of cases) {
      const result = await clockCommand(args, env);
      expect(result.code, args.join(' ')).toBe(code);
      expect(result.stderr).toContain(message);
      expect(result.stderr).not.toMatch(STACK_LINE);
    }
    expect(server.clock.offsetMs).toBe(0);
  }, 300_000);
});
