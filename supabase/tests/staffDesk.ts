// The staff desk (20261128120000, issue 32): who is staff, what a staff session reads (row
// security) and does (the desk_* functions), the pause « en attente du visiteur » on the business
// clock, the reopening, the erasure for the direction, and the append-only audit trail. Every
// caller is one of five personas, as PostgREST would run them: the public key (anon), a signed-in
// user who is not staff, a member of the team (`equipe`), one of the direction, and the service
// role, each with the JWT claims Supabase Auth signs (`sub`, `email`, `role`).

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTRIBUTION_FIELDS, FIELDS } from '../functions/_shared/contactContract/index.ts';
import { DUE_TIME_CASES } from './followUp.ts';
import { caught, committedAs, type JwtClaims, type Role, rolledBackAs } from './roles.ts';
import type { SqlEngine } from './sqlEngine.ts';

/** Visitors' addresses (deleted after the suite) and the school's (staff). */
const DOMAIN = 'desk.example';
const SCHOOL = 'ecole-desk.example';

interface Persona {
  role: Role;
  claims: JwtClaims;
}

const signedIn = (email: string): JwtClaims => ({ sub: randomUUID(), email, role: 'authenticated', aud: 'authenticated' });

const MEMBERS = {
  camille: { email: `camille@${SCHOOL}`, role: 'equipe', name: 'Camille' },
  alex: { email: `alex@${SCHOOL}`, role: 'equipe', name: 'Alex' },
  dominique: { email: `dominique@${SCHOOL}`, role: 'direction', name: 'Dominique' },
} as const;

const PERSONAS = {
  anon: { role: 'anon', claims: { role: 'anon' } },
  // Signed in through Supabase Auth (anyone may sign up), but not in staff_members.
  user: { role: 'authenticated', claims: signedIn('quelquun@exemple.org') },
  equipe: { role: 'authenticated', claims: signedIn(MEMBERS.camille.email) },
  direction: { role: 'authenticated', claims: signedIn(MEMBERS.dominique.email) },
  service_role: { role: 'service_role', claims: { role: 'service_role' } },
} as const satisfies Record<string, Persona>;
type PersonaName = keyof typeof PERSONAS;
const PERSONA_NAMES = Object.keys(PERSONAS) as PersonaName[];

const ALEX: Persona = { role: 'authenticated', claims: signedIn(MEMBERS.alex.email) };

/** A Paris wall-clock time as the database shows it back. */
const paris = (column: string) => `to_char(${column} at time zone 'Europe/Paris', 'Dy YYYY-MM-DD HH24:MI')`;
/** A Paris wall-clock time given to the database. */
const at = (local: string) => `(${local}::timestamp at time zone 'Europe/Paris')`;

let sequence = 0;

export function describeStaffDesk(getDb: () => SqlEngine): void {
  const db = () => getDb();

  /** Rows a statement returns for `who`, committed like a PostgREST call. */
  async function run<Row = Record<string, unknown>>(who: Persona, sql: string, params?: unknown[]): Promise<Row[]> {
    return committedAs(db(), who.role, async () => (await db().query<Row>(sql, params)).rows, who.claims);
  }

  /** What a desk function answers `who` (one value), committed. */
  async function act(who: Persona, fn: string, ...args: unknown[]): Promise<unknown> {
    const rows = await run<{ result: unknown }>(who, `select public.${fn}(${args.map((_, index) => `$${index + 1}`).join(', ')}) as result`, args);
    return rows[0]!.result;
  }

  /** The SQLSTATE a statement fails with for `who` (rolled back), or 'ok'. */
  async function codeOf(who: Persona, sql: string, params?: unknown[]): Promise<string> {
    try {
      await rolledBackAs(db(), who.role, () => db().query(sql, params), who.claims);
      return 'ok';
    } catch (error) {
      return (error as { code?: string }).code ?? String(error);
    }
  }

  /** Stores a request as the service role: sent at `sent` (Paris time), or now. */
  async function store(options: { sent?: string; reason?: string; email?: string; name?: string; message?: string } = {}): Promise<string> {
    sequence += 1;
    const rows = await run<{ id: string }>(
      PERSONAS.service_role,
      `insert into public.contact_requests (name, email, reason, message, created_at)
         values ($1, $2, $3, $4, coalesce(($5::timestamp at time zone 'Europe/Paris'), now())) returning id`,
      [
        options.name ?? 'Visiteuse Confidentielle',
        options.email ?? `visiteuse-${sequence}@${DOMAIN}`,
        options.reason ?? 'Formation IA',
        options.message ?? 'Message confidentiel de la visiteuse.',
        options.sent ?? null,
      ],
    );
    return rows[0]!.id;
  }

  /** The follow-up as it stands (read by the test's superuser session). */
  async function followUp(id: string) {
    const { rows } = await db().query<{
      state: string;
      due: string;
      team: string;
      manager: string;
      taken_by: string | null;
      owner_email: string | null;
      paused: boolean;
      hours_left: string | null;
      late: boolean;
      answered: boolean;
      closed_why: string | null;
    }>(
      `select state, ${paris('due_at')} as due, ${paris('team_reminder_at')} as team, ${paris('manager_reminder_at')} as manager,
              taken_by, owner_email, paused_at is not null as paused, paused_hours_left::text as hours_left,
              late_at is not null as late, answered_at is not null as answered, closed_why
         from public.contact_request_followups where request_id = $1`,
      [id],
    );
    return rows[0]!;
  }

  const hoursBetween = async (from: string, to: string) =>
    Number((await db().query<{ h: string }>(`select public.business_hours_between(${from}, ${to})::text as h`)).rows[0]!.h);

  beforeAll(async () => {
    await run(
      PERSONAS.service_role,
      `insert into public.staff_members (email, role, name) values ($1, $2, $3), ($4, $5, $6), ($7, $8, $9)`,
      Object.values(MEMBERS).flatMap((member) => [member.email, member.role, member.name]),
    );
  });

  afterAll(async () => {
    await db().query('delete from public.contact_requests where email like $1', [`%@${DOMAIN}`]);
    await db().query('delete from public.staff_members where email like $1', [`%@${SCHOOL}`]);
  });

  describe('the auth helpers (platform-roles.sql, as Supabase Auth defines them)', () => {
    it('auth.jwt(), auth.uid(), auth.email() and auth.role() read the claims of the transaction; null without any', async () => {
      const claims = PERSONAS.equipe.claims;
      const [read] = await run<Record<string, unknown>>(
        PERSONAS.equipe,
        `select auth.jwt() ->> 'email' as jwt_email, auth.uid()::text as uid, auth.email() as email, auth.role() as role`,
      );
      expect(read).toEqual({ jwt_email: claims.email, uid: claims.sub, email: claims.email, role: 'authenticated' });
      const [none] = await rolledBackAs(
        db(),
        'authenticated',
        async () => (await db().query('select auth.jwt() as jwt, auth.uid() as uid, auth.email() as email, auth.role() as role')).rows,
      );
      expect(none).toEqual({ jwt: null, uid: null, email: null, role: null });
      // The older one-claim setting PostgREST 9 wrote still comes first, as on the platform.
      const [legacy] = await rolledBackAs(db(), 'authenticated', async () => {
        await db().query(`select set_config('request.jwt.claim.sub', '00000000-0000-4000-8000-00000000000a', true)`);
        return (await db().query<{ uid: string }>('select auth.uid()::text as uid')).rows;
      });
      expect(legacy).toEqual({ uid: '00000000-0000-4000-8000-00000000000a' });
    });
  });

  describe('who is staff', () => {
    it('is_staff(), staff_role() and desk_me() for each persona; the JWT must be a signed-in one', async () => {
      const seen: Record<string, unknown> = {};
      for (const name of PERSONA_NAMES) {
        try {
          seen[name] = (await run(PERSONAS[name], 'select public.is_staff() as staff, public.staff_role() as role, public.desk_me() as me'))[0];
        } catch (error) {
          seen[name] = (error as { code?: string }).code;
        }
      }
      expect(seen).toEqual({
        anon: '42501',
        user: { staff: false, role: null, me: null },
        equipe: { staff: true, role: 'equipe', me: { email: MEMBERS.camille.email, name: 'Camille', role: 'equipe' } },
        direction: { staff: true, role: 'direction', me: { email: MEMBERS.dominique.email, name: 'Dominique', role: 'direction' } },
        service_role: { staff: false, role: null, me: null },
      });
      // The address as Auth may spell it: compared lower-case.
      const shouting: Persona = { role: 'authenticated', claims: signedIn('Camille@ECOLE-DESK.example') };
      expect((await run(shouting, 'select public.staff_role() as role'))[0]).toEqual({ role: 'equipe' });
      // A staff address in a token that is not a signed-in user's names nobody.
      const forged: Persona = { role: 'service_role', claims: { ...PERSONAS.equipe.claims, role: 'service_role' } };
      expect((await run(forged, 'select public.is_staff() as staff'))[0]).toEqual({ staff: false });
    });

    it('staff_members: lower-case e-mail, a known role, a first name on one line of 40 characters (23514)', async () => {
      const bad: [string, string, string][] = [
        [`Majuscule@${SCHOOL}`, 'equipe', 'Sam'],
        ['pas-une-adresse', 'equipe', 'Sam'],
        [`sam@${SCHOOL}`, 'admin', 'Sam'],
        [`sam@${SCHOOL}`, 'equipe', 'S'.repeat(41)],
        [`sam@${SCHOOL}`, 'equipe', 'Sam\nBcc: x@example.com'],
        [`sam@${SCHOOL}`, 'equipe', '\u00a0 '],
        [`sam@${SCHOOL}`, 'equipe', 'Sam\u202e'],
      ];
      for (const [email, role, name] of bad) {
        const error = await caught(run(PERSONAS.service_role, 'insert into public.staff_members (email, role, name) values ($1, $2, $3)', [email, role, name]));
        expect(error.code, JSON.stringify([email, role, name])).toBe('23514');
      }
    });

    it('only the service role keeps the list: staff and strangers can neither add, change nor remove a member', async () => {
      for (const name of ['user', 'equipe', 'direction'] as const) {
        expect(await codeOf(PERSONAS[name], `insert into public.staff_members (email, role, name) values ('pirate@${SCHOOL}', 'direction', 'Pirate')`)).toBe(
          '42501',
        );
        expect(await codeOf(PERSONAS[name], `update public.staff_members set role = 'direction'`)).toBe('42501');
        expect(await codeOf(PERSONAS[name], 'delete from public.staff_members')).toBe('42501');
      }
    });

    it('a member removed from staff_members loses access at the next statement, whatever their session holds', async () => {
      const sacha: Persona = { role: 'authenticated', claims: signedIn(`sacha@${SCHOOL}`) };
      await run(PERSONAS.service_role, `insert into public.staff_members (email, role, name) values ($1, 'direction', 'Sacha')`, [sacha.claims.email]);
      const id = await store();
      expect((await run(sacha, 'select id from public.desk_requests where id = $1', [id])).length).toBe(1);
      expect(await act(sacha, 'desk_take', id)).toBe('pris-en-charge');
      expect((await run(sacha, 'select count(*)::integer as n from public.staff_audit'))[0]!.n).toBeGreaterThan(0);

      await run(PERSONAS.service_role, 'delete from public.staff_members where email = $1', [sacha.claims.email]);
      expect(await run(sacha, 'select id from public.desk_requests where id = $1', [id])).toEqual([]);
      expect(await run(sacha, 'select * from public.staff_audit')).toEqual([]);
      expect(await codeOf(sacha, 'select public.desk_answer($1)', [id])).toBe('42501');
      expect((await run(sacha, 'select public.desk_me() as me'))[0]).toEqual({ me: null });
      expect(await followUp(id)).toMatchObject({ state: 'pris en charge', answered: false });
    });
  });

  describe('what each persona reads (row level security)', () => {
    const RELATIONS = [
      'contact_requests',
      'contact_request_followups',
      'contact_request_mails',
      'contact_request_unsendable',
      'requests_due',
      'requests_late',
      'requests_followup',
      'desk_requests',
      'desk_queue',
      'requests_export',
      'staff_members',
      'staff_audit',
    ];

    beforeAll(async () => {
      await store(); // due later: requests_due
      const late = await store({ sent: '2026-01-05 10:00' }); // past due: requests_late
      // A pending request the sweep set aside (the owner writes it, as the claim does).
      await db().query(`insert into public.contact_request_unsendable (request_id, error) values ($1, 'Règle ajoutée depuis.')`, [late]);
      await act(PERSONAS.equipe, 'desk_take', late); // a row of the audit trail
    });

    it('anon is refused everything; a stranger reads no row; staff read every request; only the direction reads the audit trail', async () => {
      const seen: Record<string, Record<string, string>> = {};
      for (const relation of RELATIONS) {
        seen[relation] = {};
        for (const name of PERSONA_NAMES) {
          try {
            const rows = await rolledBackAs(
              db(),
              PERSONAS[name].role,
              async () => (await db().query(`select * from public.${relation}`)).rows,
              PERSONAS[name].claims,
            );
            seen[relation]![name] = rows.length > 0 ? 'lignes' : 'aucune';
          } catch (error) {
            seen[relation]![name] = `refus ${(error as { code?: string }).code}`;
          }
        }
      }
      const row = (equipe: string) => ({ anon: 'refus 42501', user: 'aucune', equipe, direction: 'lignes', service_role: 'lignes' });
      expect(seen).toEqual(Object.fromEntries(RELATIONS.map((relation) => [relation, row(relation === 'staff_audit' ? 'aucune' : 'lignes')])));
    });

    it('staff read exactly what the service role reads', async () => {
      for (const relation of ['contact_requests', 'desk_requests', 'requests_followup', 'contact_request_mails']) {
        const count = async (who: Persona) => (await run<{ n: number }>(who, `select count(*)::integer as n from public.${relation}`))[0]!.n;
        expect(await count(PERSONAS.equipe), relation).toBe(await count(PERSONAS.service_role));
      }
    });

    it('staff change nothing but through the desk functions: no insert, update or delete on any table or view', async () => {
      const id = await store();
      const statements = [
        `insert into public.contact_requests (name, email, message) values ('X', 'x@${DOMAIN}', 'm')`,
        `update public.contact_requests set message = 'modifié'`,
        'delete from public.contact_requests',
        `update public.contact_request_followups set answered_at = now()`,
        'delete from public.contact_request_followups',
        `update public.contact_request_mails set cancelled_at = now()`,
        'delete from public.contact_request_unsendable',
        `insert into public.staff_audit (actor, action, outcome, changed) values ('x', 'prendre', 'pris-en-charge', true)`,
        `select public.take_contact_request('${id}', 'Camille')`,
        `select public.pause_contact_request('${id}', 'Camille')`,
        `select public.forget_contact_address('x@${DOMAIN}')`,
      ];
      for (const name of ['user', 'equipe', 'direction'] as const) {
        for (const sql of statements) expect(await codeOf(PERSONAS[name], sql), `${name}: ${sql}`).toBe('42501');
      }
      expect(await followUp(id)).toMatchObject({ state: 'nouveau', taken_by: null });
      // The views: select only (PostgreSQL would also refuse to write through their joins).
      const { rows } = await db().query<{ view: string; write: boolean }>(
        `select v.view, has_table_privilege('authenticated', 'public.' || v.view, 'insert, update, delete, truncate') as write
           from unnest(array['requests_due', 'requests_late', 'requests_followup', 'desk_requests', 'desk_queue', 'requests_export']) as v(view)`,
      );
      expect(rows.filter((row) => row.write)).toEqual([]);
    });
  });

  describe('what each persona may do (the desk functions)', () => {
    it('anon, a stranger and the service role are refused (42501); equipe does all but erasure; the direction does all', async () => {
      const id = await store({ email: `matrice@${DOMAIN}` });
      const calls: [string, string, unknown[]][] = [
        ['desk_take', 'select public.desk_take($1) as r', [id]],
        ['desk_answer', 'select public.desk_answer($1) as r', [id]],
        ['desk_pause', 'select public.desk_pause($1) as r', [id]],
        ['desk_resume', 'select public.desk_resume($1) as r', [id]],
        ['desk_close', `select public.desk_close($1, 'Doublon') as r`, [id]],
        ['desk_reopen', 'select public.desk_reopen($1) as r', [id]],
        ['desk_assign', 'select public.desk_assign($1, $2) as r', [id, MEMBERS.alex.email]],
        ['desk_timeline', 'select count(*)::integer as r from public.desk_timeline($1)', [id]],
        ['desk_erasure_preview', `select public.desk_erasure_preview($1) ->> 'requests' as r`, [`matrice@${DOMAIN}`]],
        ['desk_erase', `select public.desk_erase($1, $1) ->> 'requests' as r`, [`matrice@${DOMAIN}`]],
      ];
      const seen: Record<string, Record<string, unknown>> = {};
      for (const name of PERSONA_NAMES) {
        seen[name] = {};
        for (const [fn, sql, params] of calls) {
          try {
            // Each call alone, rolled back: the outcomes are those of a fresh request.
            seen[name]![fn] = await rolledBackAs(
              db(),
              PERSONAS[name].role,
              async () => (await db().query<{ r: unknown }>(sql, params)).rows[0]!.r,
              PERSONAS[name].claims,
            );
          } catch (error) {
            seen[name]![fn] = `refus ${(error as { code?: string }).code}`;
          }
        }
      }
      const refused = Object.fromEntries(calls.map(([fn]) => [fn, 'refus 42501']));
      const allowed = {
        desk_take: 'pris-en-charge',
        desk_answer: 'repondu',
        desk_pause: 'en-attente',
        desk_resume: 'pas-en-attente',
        desk_close: 'clos',
        desk_reopen: 'deja-ouvert',
        desk_assign: 'confie',
        desk_timeline: 1,
        desk_erasure_preview: '1',
        desk_erase: '1',
      };
      expect(seen).toEqual({
        anon: refused,
        user: refused,
        equipe: { ...allowed, desk_erasure_preview: 'refus 42501', desk_erase: 'refus 42501' },
        direction: allowed,
        service_role: refused,
      });
      expect(await followUp(id)).toMatchObject({ state: 'nouveau', taken_by: null });
    });

    it('only authenticated and the service role may execute them (then the caller must be staff)', async () => {
      const { rows } = await db().query<{ fn: string; anon: boolean; authenticated: boolean; service_role: boolean }>(
        `select p.oid::regprocedure::text as fn,
                has_function_privilege('anon', p.oid, 'execute') as anon,
                has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
                has_function_privilege('service_role', p.oid, 'execute') as service_role
           from pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname like 'desk\\_%' order by 1`,
      );
      const internal = ['desk_caller(text[])', 'desk_due_text(uuid)'];
      for (const row of rows) {
        const expected = internal.includes(row.fn) ? [false, false, false] : [false, true, true];
        expect([row.anon, row.authenticated, row.service_role], row.fn).toEqual(expected);
      }
      expect(rows.map((row) => row.fn)).toEqual(
        expect.arrayContaining(['desk_take(uuid)', 'desk_assign(uuid,text)', 'desk_erase(text,text)', 'desk_timeline(uuid)', 'desk_me()']),
      );
    });
  });

  describe('the desk, step by step', () => {
    it('take, a colleague’s take, a replay, « Confier à » an unknown address then a colleague, answer, reopen, close', async () => {
      const id = await store();
      expect(await act(PERSONAS.equipe, 'desk_take', id)).toBe('pris-en-charge');
      expect(await followUp(id)).toMatchObject({ state: 'pris en charge', taken_by: 'Camille', owner_email: MEMBERS.camille.email });
      expect(await act(ALEX, 'desk_take', id)).toBe('deja-pris');
      expect(await act(PERSONAS.equipe, 'desk_take', id)).toBe('pris-en-charge');
      expect(await act(PERSONAS.equipe, 'desk_assign', id, `inconnu@${SCHOOL}`)).toBe('inconnu');
      expect(await act(PERSONAS.equipe, 'desk_assign', id, 'quelquun@exemple.org')).toBe('inconnu');
      expect(await followUp(id)).toMatchObject({ taken_by: 'Camille', owner_email: MEMBERS.camille.email });
      expect(await act(PERSONAS.equipe, 'desk_assign', id, ` ${MEMBERS.alex.email.toUpperCase()} `)).toBe('confie');
      expect(await followUp(id)).toMatchObject({ state: 'pris en charge', taken_by: 'Alex', owner_email: MEMBERS.alex.email });
      expect(await act(PERSONAS.equipe, 'desk_take', id)).toBe('deja-pris');
      expect(await act(ALEX, 'desk_answer', id)).toBe('repondu');
      expect(await followUp(id)).toMatchObject({ state: 'répondu', answered: true, taken_by: 'Alex' });
      expect(await act(ALEX, 'desk_answer', id)).toBe('deja-repondu');
      expect(await act(PERSONAS.equipe, 'desk_assign', id, MEMBERS.camille.email)).toBe('deja-repondu');
      expect(await act(PERSONAS.equipe, 'desk_close', id, 'Doublon')).toBe('deja-repondu');
      expect(await act(PERSONAS.direction, 'desk_reopen', id)).toBe('rouvert');
      expect(await followUp(id)).toMatchObject({ state: 'pris en charge', answered: false, taken_by: 'Alex', owner_email: MEMBERS.alex.email });
      expect(await act(PERSONAS.direction, 'desk_reopen', id)).toBe('deja-ouvert');
      expect(await act(PERSONAS.direction, 'desk_close', id, 'Doublon de la demande précédente')).toBe('clos');
      expect(await followUp(id)).toMatchObject({ state: 'clos', closed_why: 'Doublon de la demande précédente' });
      expect(await act(PERSONAS.direction, 'desk_close', id, 'Encore')).toBe('deja-clos');
      expect(await act(PERSONAS.equipe, 'desk_take', id)).toBe('deja-clos');
      expect(await act(PERSONAS.equipe, 'desk_pause', id)).toBe('deja-clos');
      const unknown = '00000000-0000-4000-8000-000000000000';
      for (const fn of ['desk_take', 'desk_answer', 'desk_pause', 'desk_resume', 'desk_reopen'])
        expect(await act(PERSONAS.equipe, fn, unknown), fn).toBe('inconnue');
      expect(await act(PERSONAS.equipe, 'desk_close', unknown, 'x')).toBe('inconnue');
      expect(await act(PERSONAS.equipe, 'desk_assign', unknown, MEMBERS.alex.email)).toBe('inconnue');
    });

    it('a request a mail link gave a first name: deja-pris for another member, the member’s own when the first name is theirs', async () => {
      const id = await store();
      expect(await act(PERSONAS.service_role, 'take_contact_request', id, 'Camille')).toBe('pris-en-charge');
      expect(await followUp(id)).toMatchObject({ taken_by: 'Camille', owner_email: null });
      expect(await act(ALEX, 'desk_take', id)).toBe('deja-pris');
      expect(await act(PERSONAS.equipe, 'desk_take', id)).toBe('pris-en-charge');
      expect(await followUp(id)).toMatchObject({ taken_by: 'Camille', owner_email: MEMBERS.camille.email });
    });

    it('« Répondu » on a request nobody had makes it the caller’s; a reopened request nobody had becomes the caller’s', async () => {
      const answered = await store();
      expect(await act(ALEX, 'desk_answer', answered)).toBe('repondu');
      expect(await followUp(answered)).toMatchObject({ state: 'répondu', taken_by: 'Alex', owner_email: MEMBERS.alex.email });
      const closed = await store();
      expect(await act(PERSONAS.service_role, 'close_contact_request', closed, 'Erreur d’adresse')).toBe('clos');
      expect(await followUp(closed)).toMatchObject({ taken_by: null });
      expect(await act(PERSONAS.direction, 'desk_reopen', closed)).toBe('rouvert');
      expect(await followUp(closed)).toMatchObject({ state: 'pris en charge', taken_by: 'Dominique', owner_email: MEMBERS.dominique.email, closed_why: null });
    });

    it('closing needs why: none, blank, over 300 characters or on two lines is motif-invalide and closes nothing', async () => {
      const id = await store();
      for (const why of [null, '', ' \u00a0', 'W'.repeat(301), 'Doublon\nBcc: x@example.com', 'Doublon\u202e']) {
        expect(await act(PERSONAS.equipe, 'desk_close', id, why), JSON.stringify(why)).toBe('motif-invalide');
      }
      expect(await followUp(id)).toMatchObject({ state: 'nouveau', closed_why: null });
      expect(await act(PERSONAS.equipe, 'desk_close', id, 'W'.repeat(300))).toBe('clos');
    });
  });

  describe('« en attente du visiteur »: the promise clock stops', () => {
    it('from the desk: taken by the caller if nobody had it, hours frozen in desk_requests, last in desk_queue, then resumed', async () => {
      const paused = await store();
      const open = await store();
      expect(await act(PERSONAS.equipe, 'desk_pause', paused)).toBe('en-attente');
      expect(await followUp(paused)).toMatchObject({ state: 'en attente du visiteur', paused: true, taken_by: 'Camille', owner_email: MEMBERS.camille.email });
      expect(await act(ALEX, 'desk_pause', paused)).toBe('deja-en-attente');
      expect(await act(PERSONAS.equipe, 'desk_resume', open)).toBe('pas-en-attente');
      const { hours_left } = await followUp(paused);
      const desk = await run<{ id: string; state: string; business_hours_left: string; frozen: string }>(
        PERSONAS.equipe,
        `select id, state, business_hours_left::text, round(${hours_left}::numeric, 2)::text as frozen from public.desk_requests where id = $1`,
        [paused],
      );
      expect(desk[0]!.business_hours_left).toBe(desk[0]!.frozen);
      const queue = await run<{ id: string }>(PERSONAS.equipe, 'select id from public.desk_queue');
      const ids = queue.map((row) => row.id);
      expect(ids.indexOf(open)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(paused)).toBeGreaterThan(ids.indexOf(open));
      // Every paused request after every running one.
      const states = await run<{ paused: boolean }>(PERSONAS.equipe, 'select paused_at is not null as paused from public.desk_queue');
      expect(states.map((row) => row.paused)).toEqual([...states.map((row) => row.paused)].sort((a, b) => Number(a) - Number(b)));

      expect(await act(ALEX, 'desk_resume', paused)).toBe('repris');
      expect(await followUp(paused)).toMatchObject({ state: 'pris en charge', paused: false, hours_left: null, taken_by: 'Camille' });
      expect(await act(ALEX, 'desk_resume', paused)).toBe('pas-en-attente');
    });

    it('over a weekend: the due time moves by the business hours the clock stood still, so do the reminders still ahead', async () => {
      // Thursday 10:00, 24 h of opening hours (7 h 30 a day): due Tuesday 11:30, team reminder
      // Friday 15:30, manager Tuesday 09:06.
      const id = await store({ sent: '2026-12-03 10:00' });
      expect(await followUp(id)).toMatchObject({ due: 'Tue 2026-12-08 11:30', team: 'Fri 2026-12-04 15:30', manager: 'Tue 2026-12-08 09:06' });
      expect(await act(PERSONAS.service_role, 'pause_contact_request', id, 'Camille', '2026-12-03T16:00:00+01:00')).toBe('en-attente');
      // Thursday 1 h 30, Friday and Monday 7 h 30 each, Tuesday 2 h 30.
      expect(await followUp(id)).toMatchObject({ state: 'en attente du visiteur', hours_left: expect.stringMatching(/^19(\.0+)?$/) });
      // The visitor answers on Friday at 18:00 (closed): 19 open hours from Monday's opening.
      expect(await act(PERSONAS.service_role, 'resume_contact_request', id, '2026-12-04T18:00:00+01:00')).toBe('repris');
      const after = await followUp(id);
      expect(after).toMatchObject({ state: 'pris en charge', due: 'Wed 2026-12-09 14:00', team: 'Mon 2026-12-07 17:00', manager: 'Wed 2026-12-09 10:36' });
      // Moved by exactly the paused open time: Thursday 16:00 → Friday 18:00 is 1 h 30 + 7 h 30.
      expect(await hoursBetween(at(`'2026-12-08 11:30'`), at(`'2026-12-09 14:00'`))).toBe(9);
      expect(await hoursBetween(at(`'2026-12-03 16:00'`), at(`'2026-12-04 18:00'`))).toBe(9);
      // The reminders' mails not sent yet follow their times.
      const { rows } = await db().query<{ kind: string; at: string }>(
        `select kind, ${paris('send_after')} as at from public.contact_request_mails where request_id = $1 and kind like 'rappel-%' order by kind`,
        [id],
      );
      expect(rows).toEqual([
        { kind: 'rappel-equipe', at: 'Mon 2026-12-07 17:00' },
        { kind: 'rappel-responsable', at: 'Wed 2026-12-09 10:36' },
      ]);
    });

    it('over Christmas and New Year’s Day: holidays do not count as paused time', async () => {
      // Wednesday 23 December 10:00, 48 h: Christmas and New Year's Day off, due Monday 4 January 14:00.
      const id = await store({ sent: '2026-12-23 10:00', reason: 'Accessibilité et handicap' });
      expect(await followUp(id)).toMatchObject({ due: 'Mon 2027-01-04 14:00' });
      expect(await act(PERSONAS.service_role, 'pause_contact_request', id, 'Camille', '2026-12-23T12:00:00+01:00')).toBe('en-attente');
      expect(Number((await followUp(id)).hours_left)).toBe(46);
      expect(await act(PERSONAS.service_role, 'resume_contact_request', id, '2026-12-31T15:00:00+01:00')).toBe('repris');
      // Thursday 31st 2 h 30, 1 January off, then 43 h 30: Monday 11 January 16:00.
      expect(await followUp(id)).toMatchObject({ due: 'Mon 2027-01-11 16:00' });
      expect(await hoursBetween(at(`'2027-01-04 14:00'`), at(`'2027-01-11 16:00'`))).toBe(39.5);
      expect(await hoursBetween(at(`'2026-12-23 12:00'`), at(`'2026-12-31 15:00'`))).toBe(39.5);
    });

    it('a request already past due when paused is marked late then; resumed, it gets one business hour and stays en retard', async () => {
      const id = await store({ sent: '2026-03-02 09:00' }); // due Thursday 5 March 10:30
      expect(await act(PERSONAS.service_role, 'pause_contact_request', id, 'Camille', '2026-03-06T09:00:00+01:00')).toBe('en-attente');
      expect(await followUp(id)).toMatchObject({ state: 'en attente du visiteur', late: true });
      // Thursday 10:30 → 17:30 less the lunch hour: 6 open hours late.
      expect(Number((await followUp(id)).hours_left)).toBe(-6);
      expect(await act(PERSONAS.service_role, 'resume_contact_request', id, '2026-03-09T10:00:00+01:00')).toBe('repris');
      expect(await followUp(id)).toMatchObject({ state: 'en retard', due: 'Mon 2026-03-09 11:00' });
    });

    it('the sweep never marks a paused request late; the same request running is marked', async () => {
      const paused = await store({ sent: '2026-01-05 10:00' });
      const running = await store({ sent: '2026-01-05 10:00' });
      // Paused before its due time (Thursday 8 January 11:30), which has passed since.
      expect(await act(PERSONAS.service_role, 'pause_contact_request', paused, 'Camille', '2026-01-05T15:00:00+01:00')).toBe('en-attente');
      expect(Number(await act(PERSONAS.service_role, 'mark_late_contact_requests'))).toBeGreaterThanOrEqual(1);
      expect(await followUp(paused)).toMatchObject({ state: 'en attente du visiteur', late: false });
      expect(await followUp(running)).toMatchObject({ state: 'en retard', late: true });
    });

    it('a paused request gets no reminder (a pause implies taken); the sweep still claims the others', async () => {
      const paused = await store({ sent: '2020-01-06 09:00' });
      const untaken = await store({ sent: '2020-01-06 09:00' });
      expect(await act(PERSONAS.service_role, 'pause_contact_request', paused, 'Camille', '2020-01-06T10:00:00+01:00')).toBe('en-attente');
      const claimed = await rolledBackAs(db(), 'service_role', async () => {
        const { rows } = await db().query<{ request_id: string; kind: string }>(
          `select item->>'request_id' as request_id, item->>'kind' as kind from public.outbox_claim('suivi', 100)`,
        );
        const cancelled = await db().query<{ kind: string; state: string }>(
          'select kind, state from public.contact_request_mails where request_id = $1 order by kind',
          [paused],
        );
        return { rows, cancelled: cancelled.rows };
      });
      const kinds = (id: string) =>
        claimed.rows
          .filter((row) => row.request_id === id)
          .map((row) => row.kind)
          .sort();
      expect(kinds(paused)).toEqual(['accuse-reception']);
      expect(kinds(untaken)).toEqual(['accuse-reception', 'rappel-equipe', 'rappel-responsable']);
      expect(claimed.cancelled).toEqual([
        { kind: 'accuse-reception', state: 'en attente' },
        { kind: 'rappel-equipe', state: 'annulé' },
        { kind: 'rappel-responsable', state: 'annulé' },
      ]);
    });
  });

  describe('reopening', () => {
    it('an answered request reopens with the business hours it had left when answered; one answered late gets one hour', async () => {
      const id = await store({ sent: '2026-03-03 09:00' }); // due Friday 6 March 10:30
      await db().query(
        `update public.contact_request_followups set answered_at = ${at(`'2026-03-03 15:00'`)}, answered_by = 'Camille',
                          taken_at = ${at(`'2026-03-03 15:00'`)}, taken_by = 'Camille' where request_id = $1`,
        [id],
      );
      // Friday 16:00: the 19 open hours left → Friday 1 h 30, Monday and Tuesday 7 h 30, Wednesday 2 h 30.
      expect(await act(PERSONAS.service_role, 'reopen_contact_request', id, 'Alex', '2026-03-06T16:00:00+01:00')).toBe('rouvert');
      expect(await followUp(id)).toMatchObject({ state: 'pris en charge', due: 'Wed 2026-03-11 11:30', taken_by: 'Camille', answered: false });

      const late = await store({ sent: '2026-03-03 09:00' });
      await db().query(`update public.contact_request_followups set closed_at = ${at(`'2026-03-06 11:00'`)}, closed_why = 'Doublon' where request_id = $1`, [
        late,
      ]);
      expect(await act(PERSONAS.service_role, 'reopen_contact_request', late, 'Alex', '2026-03-06T16:00:00+01:00')).toBe('rouvert');
      expect(await followUp(late)).toMatchObject({ state: 'pris en charge', due: 'Fri 2026-03-06 17:00', taken_by: 'Alex', closed_why: null });
    });

    it('a request closed while it waited for the visitor reopens with the hours frozen at the pause', async () => {
      const id = await store({ sent: '2026-03-03 09:00' });
      expect(await act(PERSONAS.service_role, 'pause_contact_request', id, 'Camille', '2026-03-03T13:00:00+01:00')).toBe('en-attente');
      expect(await act(PERSONAS.service_role, 'close_contact_request', id, 'Le visiteur n’a pas répondu')).toBe('clos');
      expect(await followUp(id)).toMatchObject({ state: 'clos' });
      // 20 h 30 of opening hours were left at 13:00 on Tuesday (lunch); reopened Monday 9 March 08:00
      // → Monday and Tuesday 7 h 30, Wednesday 5 h 30.
      expect(await act(PERSONAS.service_role, 'reopen_contact_request', id, 'Alex', '2026-03-09T08:00:00+01:00')).toBe('rouvert');
      expect(await followUp(id)).toMatchObject({ state: 'pris en charge', due: 'Wed 2026-03-11 15:30', paused: false, hours_left: null });
    });
  });

  describe('business_hours_between, the inverse of business_hours_after', () => {
    it.each(DUE_TIME_CASES)('$why: $hours h', async ({ sent, hours }) => {
      const { rows } = await db().query<{ forth: string; back: string }>(
        `with t as (select ($1::timestamp at time zone 'Europe/Paris') as sent)
         select public.business_hours_between(sent, public.business_hours_after(sent, $2))::text as forth,
                public.business_hours_between(public.business_hours_after(sent, $2), sent)::text as back from t`,
        [sent, hours],
      );
      expect(Number(rows[0]!.forth)).toBe(hours);
      expect(Number(rows[0]!.back) + hours).toBe(0); // -0 for 0 h
    });

    it('on a sample of instants over four weeks (weekends, Christmas, New Year): between(t, after(t, h)) = h, after(t, between(t, u)) = u in business time', async () => {
      const { rows } = await db().query<{ checked: number; wrong_forth: number; wrong_back: number }>(
        `with t as (
           select g as t from generate_series(timestamptz '2026-12-14 00:00+01', timestamptz '2027-01-11 00:00+01', interval '7 hours 13 minutes') as g
         ),
         h as (select unnest(array[0, 0.25, 1, 7.5, 12, 24, 48, 100]::numeric[]) as h),
         pairs as (select t.t, u.t as u from t cross join t as u where u.t >= t.t and u.t < t.t + interval '10 days')
         select (select count(*) from t cross join h)::integer
                + (select count(*) from pairs)::integer as checked,
                (select count(*) from t cross join h
                  where public.business_hours_between(t.t, public.business_hours_after(t.t, h.h)) <> h.h)::integer as wrong_forth,
                (select count(*) from pairs
                  -- u inside an opening interval (after its opening, at its closing at the latest):
                  -- the clock stands still elsewhere, so any instant of a closed span has the
                  -- same business hours as the closing before it.
                  where exists (select 1 from public.business_opening_hours as o
                                 where o.weekday = extract(isodow from u at time zone 'Europe/Paris')
                                   and (u at time zone 'Europe/Paris')::time > o.opens
                                   and (u at time zone 'Europe/Paris')::time <= o.closes)
                    and (u at time zone 'Europe/Paris')::date not in (select day from public.public_holidays)
                    and abs(extract(epoch from public.business_hours_after(t, public.business_hours_between(t, u)) - u)) > 0.001)::integer as wrong_back`,
      );
      expect(rows[0]).toMatchObject({ wrong_forth: 0, wrong_back: 0 });
      expect(rows[0]!.checked).toBeGreaterThan(1000);
    });

    it('counts local hours across the summer-time changes, nothing on weekends and holidays, negative backwards, null for null', async () => {
      // Friday 15:00 → Monday 11:00 over each change (63 and 65 hours apart in UTC): the wall
      // clock's opening hours, 2 h 30 on Friday and 2 h on Monday.
      expect(await hoursBetween(at(`'2026-03-27 15:00'`), at(`'2026-03-30 11:00'`))).toBe(4.5);
      expect(await hoursBetween(at(`'2026-10-23 15:00'`), at(`'2026-10-26 11:00'`))).toBe(4.5);
      expect(await hoursBetween(at(`'2026-03-07 10:00'`), at(`'2026-03-08 20:00'`))).toBe(0);
      expect(await hoursBetween(at(`'2026-12-25 08:00'`), at(`'2026-12-25 18:00'`))).toBe(0);
      expect(await hoursBetween(at(`'2026-03-30 11:00'`), at(`'2026-03-27 15:00'`))).toBe(-4.5);
      const { rows } = await db().query('select public.business_hours_between(null, now()) as a, public.business_hours_between(now(), null) as b');
      expect(rows[0]).toEqual({ a: null, b: null });
    });
  });

  describe('the desk’s views', () => {
    it('business_hours_left: in time positive, late negative, answered or closed null, paused frozen', async () => {
      const inTime = await store();
      const late = await store({ sent: '2026-01-05 10:00' });
      const answered = await store();
      await act(ALEX, 'desk_answer', answered);
      const { rows } = await rolledBackAs(
        db(),
        'authenticated',
        () =>
          db().query<{ id: string; left: string | null; expected: string }>(
            `select d.id, d.business_hours_left::text as left,
                    round(public.business_hours_between(now(), d.due_at), 2)::text as expected
               from public.desk_requests as d where d.id = any($1::uuid[])`,
            [[inTime, late, answered]],
          ),
        PERSONAS.equipe.claims,
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      expect(byId.get(inTime)!.left).toBe(byId.get(inTime)!.expected);
      expect(Number(byId.get(inTime)!.left)).toBeGreaterThan(23);
      expect(byId.get(late)!.left).toBe(byId.get(late)!.expected);
      expect(Number(byId.get(late)!.left)).toBeLessThan(-100);
      expect(byId.get(answered)!.left).toBeNull();
    });

    it('desk_queue: open requests only, the nearest due time first (the late ones lead)', async () => {
      const later = await store({ sent: '2099-01-06 10:00' });
      const sooner = await store({ sent: '2099-01-05 10:00' });
      const late = await store({ sent: '2026-01-02 10:00' });
      const closed = await store({ sent: '2026-01-02 09:00' });
      await act(PERSONAS.equipe, 'desk_close', closed, 'Spam');
      const rows = await run<{ id: string }>(PERSONAS.equipe, 'select id from public.desk_queue where id = any($1::uuid[])', [[later, sooner, late, closed]]);
      expect(rows.map((row) => row.id)).toEqual([late, sooner, later]);
    });

    it('desk_requests has everything a staff member needs; requests_export the export’s columns under their names, then the follow-up and the offer', async () => {
      const id = await store();
      const desk = await run<Record<string, unknown>>(PERSONAS.equipe, 'select * from public.desk_requests where id = $1', [id]);
      expect(Object.keys(desk[0]!)).toEqual(
        expect.arrayContaining([
          'id',
          'reference',
          ...FIELDS,
          ...ATTRIBUTION_FIELDS,
          'offer_title',
          'company_size',
          'state',
          'due_at',
          'business_hours_left',
          'owner_email',
          'paused_at',
          'delivery_state',
          'notified_at',
          'notify_error',
        ]),
      );
      const exported = await run<Record<string, unknown>>(PERSONAS.direction, 'select * from public.requests_export where id = $1', [id]);
      expect(Object.keys(exported[0]!)).toEqual([
        // packages/staff-export's SELECTED_COLUMNS, in its order
        'id',
        'created_at',
        ...FIELDS,
        'delivery_state',
        'notified_at',
        'notify_attempts',
        'notify_next_at',
        'notify_failed_at',
        'notify_error',
        ...ATTRIBUTION_FIELDS,
        'reference',
        'state',
        'taken_by',
        'owner_email',
        'due_at',
        'answered_at',
        'closed_at',
        'closed_why',
        'offer_title',
        'offer_work_mode',
        'offer_town',
        'offer_start',
        'offer_rhythm',
        'offer_level',
        'company_name',
        'company_size',
      ]);
    });

    it('a pending request the sweep set aside shows « en échec » with its reason, as the export always said', async () => {
      const id = await store();
      await db().query(`insert into public.contact_request_unsendable (request_id, error) values ($1, 'Ne respecte plus une règle.')`, [id]);
      for (const view of ['desk_requests', 'requests_export']) {
        const rows = await run(
          PERSONAS.equipe,
          `select delivery_state, notify_error, notify_failed_at is not null as failed from public.${view} where id = $1`,
          [id],
        );
        expect(rows, view).toEqual([{ delivery_state: 'en échec', notify_error: 'Ne respecte plus une règle.', failed: true }]);
      }
    });
  });

  describe('the timeline', () => {
    it('tells everything that happened, in order, in French, with who did it', async () => {
      // Friday 20 November 10:00: due Monday 23 at 10:00, reminders Friday 22:00 and Monday 07:36.
      const id = await store({ sent: '2026-11-20 10:00' });
      await db().query(`update public.contact_requests set notified_at = ${at(`'2026-11-20 10:00:05'`)} where id = $1`, [id]);
      for (const [kind, sent] of [
        ['accuse-reception', '2026-11-20 10:05'],
        ['rappel-equipe', '2026-11-20 22:00'],
        ['rappel-responsable', '2026-11-23 07:40'],
      ]) {
        await db().query(`update public.contact_request_mails set sent_at = ${at('$2::text')} where request_id = $1 and kind = $3`, [id, sent, kind]);
      }
      await db().query(`update public.contact_request_followups set late_at = ${at(`'2026-11-23 10:10'`)} where request_id = $1`, [id]);
      await act(PERSONAS.equipe, 'desk_take', id);
      await act(PERSONAS.equipe, 'desk_take', id); // a replay: not an event
      await act(PERSONAS.equipe, 'desk_pause', id);
      await act(PERSONAS.equipe, 'desk_resume', id);
      await act(PERSONAS.equipe, 'desk_assign', id, MEMBERS.alex.email);
      await act(ALEX, 'desk_answer', id);
      await act(PERSONAS.direction, 'desk_reopen', id);
      await act(PERSONAS.direction, 'desk_close', id, 'Le visiteur a trouvé une autre formation');

      const events = await run<{ at: Date; event: string; actor: string | null; detail: string | null }>(
        PERSONAS.equipe,
        'select * from public.desk_timeline($1)',
        [id],
      );
      expect(events.map(({ event, actor }) => [event, actor])).toEqual([
        ['reçue', null],
        ['mail à l’école envoyé', null],
        ['accusé de réception envoyé', null],
        ['rappel à l’équipe envoyé', null],
        ['alerte au responsable envoyée', null],
        ['en retard', null],
        ['pris en charge', 'Camille'],
        ['mis en attente', 'Camille'],
        ['repris', 'Camille'],
        ['confié à', 'Camille'],
        ['répondu', 'Alex'],
        ['rouvert', 'Dominique'],
        ['clos', 'Dominique'],
      ]);
      const times = events.map((event) => new Date(event.at).getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      const detail = (event: string) => events.find((entry) => entry.event === event)!.detail;
      expect(detail('reçue')).toBe('Formation IA');
      expect(detail('confié à')).toBe('Alex');
      expect(detail('clos')).toBe('Le visiteur a trouvé une autre formation');
      expect(detail('repris')).toMatch(/^échéance \d{4}-\d\d-\d\d \d\d:\d\d$/);
      expect(detail('rouvert')).toMatch(/^était répondue ; échéance /);
      expect(JSON.stringify(events)).not.toMatch(/Confidentiel|visiteuse-/);
    });

    it('what a mail link did is told with the first name typed', async () => {
      const id = await store();
      await act(PERSONAS.service_role, 'take_contact_request', id, 'Sam');
      await act(PERSONAS.service_role, 'answer_contact_request', id, 'Sam');
      const events = await run<{ event: string; actor: string | null; detail: string | null }>(
        PERSONAS.direction,
        'select event, actor, detail from public.desk_timeline($1)',
        [id],
      );
      expect(events).toEqual([
        { event: 'reçue', actor: null, detail: 'Formation IA' },
        { event: 'pris en charge', actor: 'Sam', detail: 'par le lien du mail' },
        { event: 'répondu', actor: 'Sam', detail: 'par le lien du mail' },
      ]);
    });

    it('is staff only: 42501 for anon, a stranger and the service role', async () => {
      const id = await store();
      for (const name of ['anon', 'user', 'service_role'] as const) {
        expect(await codeOf(PERSONAS[name], 'select * from public.desk_timeline($1)', [id]), name).toBe('42501');
      }
    });
  });

  describe('the audit trail', () => {
    it('one row per call, with the staff address, the action, the outcome and the reference; never the visitor’s address, name or message', async () => {
      const email = `trace-${(sequence += 1)}@${DOMAIN}`;
      const id = await store({ email, name: 'Aurélie Témoin', message: 'Texte très confidentiel' });
      const before = Number((await db().query<{ n: string }>('select coalesce(max(id), 0)::text as n from public.staff_audit')).rows[0]!.n);
      await act(PERSONAS.equipe, 'desk_take', id);
      await act(ALEX, 'desk_take', id);
      await act(PERSONAS.equipe, 'desk_pause', id);
      await act(PERSONAS.equipe, 'desk_resume', id);
      await act(PERSONAS.equipe, 'desk_assign', id, MEMBERS.alex.email);
      await act(PERSONAS.equipe, 'desk_assign', id, email); // a visitor's address typed by mistake
      await act(ALEX, 'desk_close', id, 'Aurélie Témoin a écrit deux fois');
      await act(ALEX, 'desk_reopen', id);
      await act(ALEX, 'desk_answer', id);
      await act(PERSONAS.direction, 'desk_erasure_preview', email);
      await act(PERSONAS.direction, 'desk_erase', email, email.toUpperCase());
      const { rows } = await db().query<Record<string, unknown>>(
        'select actor, action, outcome, changed, request_id, reference, detail from public.staff_audit where id > $1 order by id',
        [before],
      );
      const reference = rows[0]!.reference;
      expect(reference).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}$/);
      expect(rows.map(({ actor, action, outcome, changed }) => [actor, action, outcome, changed])).toEqual([
        [MEMBERS.camille.email, 'prendre', 'pris-en-charge', true],
        [MEMBERS.alex.email, 'prendre', 'deja-pris', false],
        [MEMBERS.camille.email, 'mettre-en-attente', 'en-attente', true],
        [MEMBERS.camille.email, 'reprendre', 'repris', true],
        [MEMBERS.camille.email, 'confier', 'confie', true],
        [MEMBERS.camille.email, 'confier', 'inconnu', false],
        [MEMBERS.alex.email, 'clore', 'clos', true],
        [MEMBERS.alex.email, 'rouvrir', 'rouvert', true],
        [MEMBERS.alex.email, 'repondre', 'repondu', true],
        [MEMBERS.dominique.email, 'apercu-effacement', 'apercu', false],
        [MEMBERS.dominique.email, 'effacer', 'efface', true],
      ]);
      expect(rows.slice(0, 9).every((row) => row.request_id === id && row.reference === reference)).toBe(true);
      expect(rows.slice(9).every((row) => row.request_id === null && row.reference === null)).toBe(true);
      expect(rows[4]!.detail).toBe(MEMBERS.alex.email);
      expect(rows[10]!.detail).toBe('1 demande(s), 0 empreinte(s), 1 graphie(s)');
      const text = JSON.stringify(rows);
      expect(text).not.toContain(email.split('@')[0]);
      expect(text).not.toMatch(/Aurélie|Témoin|confidentiel/i);
    });

    it('append-only: nobody updates, deletes or empties it, the service role and the table’s owner included; nobody inserts but the desk', async () => {
      await act(PERSONAS.equipe, 'desk_take', await store());
      for (const who of [PERSONAS.service_role, PERSONAS.direction, PERSONAS.equipe, PERSONAS.user, PERSONAS.anon]) {
        for (const sql of [
          `update public.staff_audit set actor = 'x'`,
          'delete from public.staff_audit',
          'truncate public.staff_audit',
          `insert into public.staff_audit (actor, action, outcome, changed) values ('x', 'prendre', 'pris-en-charge', true)`,
          `select public.staff_audit_write('x', 'prendre', 'pris-en-charge', true, null, null)`,
        ]) {
          expect(await codeOf(who, sql), `${who.role}: ${sql}`).toBe('42501');
        }
      }
      // The owner (the test's superuser session, as a migration runs) meets the trigger.
      for (const sql of [`update public.staff_audit set actor = 'x'`, 'delete from public.staff_audit', 'truncate public.staff_audit']) {
        const error = await caught(db().query(sql));
        expect({ code: error.code, message: error.message }, sql).toEqual({
          code: '42501',
          message: 'Le journal des actions de l’équipe ne se modifie pas et ne s’efface pas.',
        });
      }
    });
  });

  describe('erasure from the desk (direction only)', () => {
    async function admit(email: string): Promise<void> {
      await db().query(
        `insert into public.contact_request_admissions (admitted_at, client_key, email_key, proved)
         select now(), null, public.contact_request_pseudonym(public.contact_email_key($1), s.pseudonym_salt), false
           from public.contact_request_settings as s where s.id`,
        [email],
      );
    }
    const count = async (sql: string, params: unknown[] = []) => (await db().query<{ n: number }>(sql, params)).rows[0]!.n;

    it('the preview counts exactly what the erasure then erases, and erases nothing itself', async () => {
      const spellings = [`Marie.Efface@${DOMAIN}`, `marie.efface+salon@${DOMAIN}`];
      const ids = [];
      for (const email of spellings) {
        ids.push(await store({ email }));
        await admit(email);
      }
      const erasures = await count('select count(*)::integer as n from public.contact_request_erasures');
      const preview = await act(PERSONAS.direction, 'desk_erasure_preview', ` marie.efface@${DOMAIN} `);
      expect(preview).toEqual({ outcome: 'apercu', requests: 2, fingerprints: 2, spellings: 2 });
      expect(await count('select count(*)::integer as n from public.contact_requests where id = any($1::uuid[])', [ids])).toBe(2);
      expect(await count('select count(*)::integer as n from public.contact_request_erasures')).toBe(erasures);

      expect(await act(PERSONAS.direction, 'desk_erase', `marie.efface@${DOMAIN}`, `marie.effacee@${DOMAIN}`)).toEqual({ outcome: 'confirmation-differente' });
      expect(await count('select count(*)::integer as n from public.contact_requests where id = any($1::uuid[])', [ids])).toBe(2);

      const erased = await act(PERSONAS.direction, 'desk_erase', `marie.efface@${DOMAIN}`, ` MARIE.EFFACE@${DOMAIN.toUpperCase()}\t`);
      expect(erased).toEqual({ ...(preview as object), outcome: 'efface' });
      expect(await count('select count(*)::integer as n from public.contact_requests where id = any($1::uuid[])', [ids])).toBe(0);
      expect(await count('select count(*)::integer as n from public.contact_request_followups where request_id = any($1::uuid[])', [ids])).toBe(0);
      expect(await count('select count(*)::integer as n from public.contact_request_erasures')).toBe(erasures + 1);
      const log = await db().query('select requests, fingerprints from public.contact_request_erasures order by id desc limit 1');
      expect(log.rows).toEqual([{ requests: 2, fingerprints: 2 }]);
      const audit = await db().query<Record<string, unknown>>(
        `select * from public.staff_audit where action in ('apercu-effacement', 'effacer') order by id desc limit 3`,
      );
      expect(JSON.stringify(audit.rows)).not.toMatch(/efface@|marie/i);
    });

    it('a malformed address is adresse-invalide; the team and strangers are refused (42501)', async () => {
      expect(await act(PERSONAS.direction, 'desk_erasure_preview', 'pas une adresse')).toEqual({ outcome: 'adresse-invalide' });
      expect(await act(PERSONAS.direction, 'desk_erase', 'pas une adresse', 'pas une adresse')).toEqual({ outcome: 'adresse-invalide' });
      for (const who of [PERSONAS.equipe, PERSONAS.user, PERSONAS.service_role, PERSONAS.anon]) {
        expect(await codeOf(who, `select public.desk_erasure_preview('x@${DOMAIN}')`)).toBe('42501');
        expect(await codeOf(who, `select public.desk_erase('x@${DOMAIN}', 'x@${DOMAIN}')`)).toBe('42501');
      }
    });
  });

  describe('sequences', () => {
    it('anon and authenticated can use neither the erasure log’s nor the audit trail’s numbers', async () => {
      const { rows } = await db().query<{ sequence: string; role: string; any: boolean }>(
        `select s.sequence, r.role,
                has_sequence_privilege(r.role, s.sequence, 'usage') or has_sequence_privilege(r.role, s.sequence, 'select')
                  or has_sequence_privilege(r.role, s.sequence, 'update') as any
           from unnest(array['public.contact_request_erasures_id_seq', 'public.staff_audit_id_seq']) as s(sequence)
          cross join unnest(array['anon', 'authenticated']) as r(role)`,
      );
      expect(rows.filter((row) => row.any)).toEqual([]);
      expect(rows).toHaveLength(4);
    });
  });
}
