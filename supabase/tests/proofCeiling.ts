// Proved admissions: apart from the free budgets, under a ceiling per client, at a price that rises
// with pressure; suspected floods' mails last; the manager alerted once (20261128170000, issue 34
// point 1). Every call is the function's (submit_contact_request, service role, the visitor's
// headers and the verified proof) or PostgREST's anon insert, as in onlyTheSite.ts.

import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { budgetCalls, type Headers, type Proof } from './budgetCalls.ts';
import { caught, committedAs, rolledBackAs } from './roles.ts';
import type { SqlEngine } from './sqlEngine.ts';

const DOMAIN = 'plafond.example';

let sequence = 0;
const fresh = (tag: string) => `${tag}.${(sequence += 1)}@${DOMAIN}`;
const nonce = () => crypto.getRandomValues(new Uint8Array(16)).reduce((hex, byte) => hex + byte.toString(16).padStart(2, '0'), '');
const proof = (level = 0): Proof => ({ nonce: nonce(), expires_at: Math.floor(Date.now() / 1000) + 600, level });
/** A script: no Origin, no Sec-Fetch-Site, one client address. */
const script = (client: string): Headers => ({ 'cf-connecting-ip': client });

export function describeProofCeiling(getDb: () => SqlEngine): void {
  const db = () => getDb();

  describe('proved admissions: ceiling and price', () => {
    const { insert, submit, refusal, stored } = budgetCalls(db);

    /** What the function asks before it issues a challenge (service role). */
    const terms = (headers: Headers) =>
      rolledBackAs(db(), 'service_role', async () => {
        const { rows } = await db().query<{ from_the_site: boolean; level: number; refusal: string | null }>(
          'select * from public.contact_request_proof_terms($1::jsonb)',
          [JSON.stringify(headers)],
        );
        return rows[0]!;
      });

    /** `count` proved admissions of `client`, as the budget leaves them, `ago` in the past. */
    async function provedAdmissions(client: string, count: number, ago: string): Promise<void> {
      await db().query(
        `insert into public.contact_request_admissions (admitted_at, client_key, email_key, proved)
         select now() - $3::interval,
                public.contact_request_pseudonym(public.contact_request_client_network($1, 'cf-connecting-ip'), s.pseudonym_salt),
                'x', true
           from public.contact_request_settings as s, generate_series(1, $2)
          where s.id`,
        [JSON.stringify(script(client)), count, ago],
      );
    }

    const mailsOf = async (id: string) =>
      (
        await db().query<{ kind: string; suspected: boolean }>('select kind, suspected from public.contact_request_mails where request_id = $1 order by kind', [
          id,
        ])
      ).rows;

    afterEach(async () => {
      await db().query('delete from public.contact_request_admissions');
      await db().query('delete from public.contact_request_proofs');
      await db().query(`delete from public.contact_requests where email like $1`, [`%@${DOMAIN}`]);
      await db().exec(`update public.contact_request_settings set allowed_origins = default, allow_same_origin = default,
        client_max_per_10_minutes = default, global_max_per_minute = default, global_max_per_hour = default,
        proof_client_max_per_10_minutes = default, proof_client_max_per_day = default,
        proof_price_step_client = default, proof_price_step_site = default, flood_suspect_per_minute = default`);
    });

    afterAll(async () => {
      await db().query(`delete from public.contact_requests where email like $1`, [`%@${DOMAIN}`]);
    });

    describe('proved admissions count apart', () => {
      it('a flood of proofs from one client leaves its free budget and the site’s whole: a visitor without JavaScript still passes', async () => {
        await db().query('update public.contact_request_settings set global_max_per_minute = 20');
        for (let i = 0; i < 25; i += 1) await submit(fresh('preuve'), script('198.51.100.1'), { proof: proof(i < 15 ? 0 : 1) });
        expect(await stored(`preuve.%@${DOMAIN}`)).toBe(25);
        // The same client without a proof: its 5 free requests are still there.
        for (let i = 0; i < 5; i += 1) await insert(fresh('libre'), script('198.51.100.1'));
        expect((await refusal(insert(fresh('libre'), script('198.51.100.1')))).detail).toBe('client');
        // Another address, no JavaScript (the form function without a proof).
        await expect(submit(fresh('sans-js'), script('198.51.100.2'))).resolves.toBeTypeOf('string');
      });
    });

    describe('the ceiling', () => {
      it('60 proved admissions per client in 10 minutes: the 61st is refused (plafond), proof or not; another client is not', async () => {
        for (let i = 0; i < 60; i += 1) {
          await submit(fresh('robot'), script('198.51.100.10'), { proof: proof(Math.max(0, Math.floor(i / 15) - 1)) });
        }
        expect(await refusal(submit(fresh('robot'), script('198.51.100.10'), { proof: proof(3) }))).toEqual({
          code: 'P0001',
          message: 'Trop de demandes envoyées depuis cette connexion. Veuillez réessayer plus tard.',
          detail: 'plafond',
        });
        expect(await stored(`robot.%@${DOMAIN}`)).toBe(60);
        expect(await terms(script('198.51.100.10'))).toMatchObject({ from_the_site: true, refusal: 'plafond' });
        await expect(submit(fresh('voisin'), script('198.51.100.11'), { proof: proof() })).resolves.toBeTypeOf('string');
      });

      it('180 a day: a client whose earlier proofs are older than 10 minutes meets the daily ceiling', async () => {
        await provedAdmissions('198.51.100.20', 178, '2 hours');
        await expect(submit(fresh('jour'), script('198.51.100.20'), { proof: proof() })).resolves.toBeTypeOf('string');
        await expect(submit(fresh('jour'), script('198.51.100.20'), { proof: proof() })).resolves.toBeTypeOf('string');
        expect((await refusal(submit(fresh('jour'), script('198.51.100.20'), { proof: proof() }))).detail).toBe('plafond');
        // A day later the fingerprints are gone, and so is the ceiling.
        await db().query(`update public.contact_request_admissions set admitted_at = admitted_at - interval '1 day'`);
        await expect(submit(fresh('jour'), script('198.51.100.20'), { proof: proof() })).resolves.toBeTypeOf('string');
      });

      it('the ceiling comes after the origin check and the per-address budget, and costs nothing when refused', async () => {
        await db().query('update public.contact_request_settings set allowed_origins = $1', [['https://www.ecole.example']]);
        await db().query('update public.contact_request_settings set proof_client_max_per_10_minutes = 2');
        const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'cf-connecting-ip': '198.51.100.30' };
        expect((await refusal(submit(fresh('ailleurs'), evil, { proof: proof() }))).code).toBe('42501');
        await submit(fresh('un'), script('198.51.100.30'), { proof: proof() });
        await submit(fresh('deux'), script('198.51.100.30'), { proof: proof() });
        const { rows } = await db().query<{ n: number }>('select count(*)::int as n from public.contact_request_admissions');
        expect((await refusal(submit(fresh('trois'), script('198.51.100.30'), { proof: proof() }))).detail).toBe('plafond');
        expect((await db().query<{ n: number }>('select count(*)::int as n from public.contact_request_admissions')).rows).toEqual(rows);
      });
    });

    describe('the price', () => {
      it('one level per 15 proofs of the client in 10 minutes, one per 300 proofs of the site (two at most)', async () => {
        expect(await terms(script('198.51.100.40'))).toEqual({ from_the_site: true, level: 0, refusal: null });
        await provedAdmissions('198.51.100.40', 14, '1 minute');
        expect((await terms(script('198.51.100.40'))).level).toBe(0);
        await provedAdmissions('198.51.100.40', 1, '1 minute');
        expect((await terms(script('198.51.100.40'))).level).toBe(1);
        await provedAdmissions('198.51.100.40', 30, '1 minute');
        expect((await terms(script('198.51.100.40'))).level).toBe(3);
        // Older than 10 minutes: no longer pressure.
        await db().query(`update public.contact_request_admissions set admitted_at = admitted_at - interval '10 minutes'`);
        expect((await terms(script('198.51.100.40'))).level).toBe(0);
        // The site: 300 proofs elsewhere in 10 minutes, then 900.
        await provedAdmissions('198.51.100.41', 300, '2 minutes');
        expect((await terms(script('198.51.100.42'))).level).toBe(1);
        await provedAdmissions('198.51.100.43', 600, '2 minutes');
        expect((await terms(script('198.51.100.42'))).level).toBe(2);
        await provedAdmissions('198.51.100.44', 600, '2 minutes');
        expect((await terms(script('198.51.100.42'))).level).toBe(2);
      });

      it('a proof priced two levels below the current price is refused (proof-price); one level below passes', async () => {
        await provedAdmissions('198.51.100.50', 30, '1 minute');
        expect((await terms(script('198.51.100.50'))).level).toBe(2);
        expect(await refusal(submit(fresh('soldes'), script('198.51.100.50'), { proof: proof(0) }))).toMatchObject({
          code: 'P0001',
          detail: 'proof-price',
        });
        await expect(submit(fresh('soldes'), script('198.51.100.50'), { proof: proof(1) })).resolves.toBeTypeOf('string');
        // A proof without a level (a function older than the price) is priced 0.
        await expect(
          submit(fresh('sans-niveau'), script('198.51.100.51'), { proof: { nonce: nonce(), expires_at: Math.floor(Date.now() / 1000) + 600 } }),
        ).resolves.toBeTypeOf('string');
      });

      it('terms: another site’s page is not the site (no price asked); anon and signed-in users cannot ask', async () => {
        await db().query('update public.contact_request_settings set allowed_origins = $1', [['https://www.ecole.example']]);
        expect(await terms({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'cf-connecting-ip': '198.51.100.60' })).toEqual({
          from_the_site: false,
          level: 0,
          refusal: null,
        });
        expect((await terms({ origin: 'https://www.ecole.example', 'sec-fetch-site': 'cross-site', 'cf-connecting-ip': '198.51.100.60' })).from_the_site).toBe(
          true,
        );
        for (const role of ['anon', 'authenticated'] as const) {
          const error = await caught(rolledBackAs(db(), role, () => db().query(`select * from public.contact_request_proof_terms('{}'::jsonb)`)));
          expect(error.code, role).toBe('42501');
        }
      });
    });

    describe('suspected floods and the manager’s alert', () => {
      it('from the 6th request of one client within a minute, its follow-up mails are suspected, and claimed after the others', async () => {
        const ids: string[] = [];
        for (let i = 0; i < 7; i += 1) ids.push(await submit(fresh('rafale'), script('198.51.100.70'), { proof: proof() }));
        const genuine = await submit(fresh('visiteur'), script('198.51.100.71'));
        expect(await mailsOf(ids[4]!)).toEqual([
          { kind: 'accuse-reception', suspected: false },
          { kind: 'rappel-equipe', suspected: false },
          { kind: 'rappel-responsable', suspected: false },
        ]);
        expect((await mailsOf(ids[5]!)).every((mail) => mail.suspected)).toBe(true);
        expect((await mailsOf(genuine)).some((mail) => mail.suspected)).toBe(false);
        const claimed = await rolledBackAs(db(), 'service_role', async () => {
          // Only this test's mails in the queue (the other suites' stay as they are once rolled back).
          await db().query(
            `update public.contact_request_mails set sent_at = now()
              where not (request_id = any ($1::uuid[])) and sent_at is null and cancelled_at is null and failed_at is null`,
            [[...ids, genuine]],
          );
          const { rows } = await db().query<{ request_id: string; kind: string }>(
            `select item->>'request_id' as request_id, item->>'kind' as kind from public.outbox_claim('suivi', 100)`,
          );
          return rows.filter((row) => row.kind === 'accuse-reception').map((row) => row.request_id);
        });
        const order = [...ids, genuine].map((id) => claimed.indexOf(id));
        // The genuine visitor's acknowledgement before both suspected ones, whatever their age.
        expect(order[7]).toBeLessThan(order[5]!);
        expect(order[7]).toBeLessThan(order[6]!);
        expect(Math.max(...order.slice(0, 5), order[7]!)).toBeLessThan(Math.min(order[5]!, order[6]!));
      });

      it('the request that reaches a client’s ceiling plans one alert to the manager; another within the hour plans none', async () => {
        await db().query('update public.contact_request_settings set proof_client_max_per_10_minutes = 3');
        await db().query(`delete from public.contact_request_mails where kind = 'plafond'`);
        const first: string[] = [];
        for (let i = 0; i < 3; i += 1) first.push(await submit(fresh('alerte'), script('198.51.100.80'), { proof: proof() }));
        const alerts = async () =>
          (
            await db().query<{ request_id: string; suspected: boolean }>(
              `select request_id, suspected from public.contact_request_mails where kind = 'plafond'`,
            )
          ).rows;
        expect(await alerts()).toEqual([{ request_id: first[2], suspected: false }]);
        // A second address reaches its ceiling while the first alert waits, then after it was sent.
        for (let i = 0; i < 3; i += 1) await submit(fresh('alerte'), script('198.51.100.81'), { proof: proof() });
        expect(await alerts()).toHaveLength(1);
        await db().query(`update public.contact_request_mails set sent_at = now() - interval '30 minutes' where kind = 'plafond'`);
        for (let i = 0; i < 3; i += 1) await submit(fresh('alerte'), script('198.51.100.82'), { proof: proof() });
        expect(await alerts()).toHaveLength(1);
        await db().query(`update public.contact_request_mails set sent_at = now() - interval '61 minutes' where kind = 'plafond'`);
        const fourth: string[] = [];
        for (let i = 0; i < 3; i += 1) fourth.push(await submit(fresh('alerte'), script('198.51.100.83'), { proof: proof() }));
        expect((await alerts()).map((alert) => alert.request_id)).toContain(fourth[2]);
        expect(await alerts()).toHaveLength(2);
      });

      it('an anon insert never reaches the ceiling nor plans an alert: its budget stays the free one', async () => {
        await db().query('update public.contact_request_settings set proof_client_max_per_10_minutes = 1');
        const forged = committedAs(db(), 'anon', async () => {
          await db().query(`select set_config('contact_requests.proved', 'yes', true), set_config('contact_requests.proof_level', '9', true)`);
          await db().query(`select set_config('request.headers', $1, true)`, [JSON.stringify(script('198.51.100.90'))]);
          await db().query(`insert into public.contact_requests (name, email, message) values ('A', $1, 'M')`, [fresh('anon')]);
        });
        await expect(forged).resolves.toBeUndefined();
        const { rows } = await db().query<{ proved: boolean }>('select proved from public.contact_request_admissions');
        expect(rows).toEqual([{ proved: false }]);
      });
    });
  });
}
