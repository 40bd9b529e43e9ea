// Only the site files requests, and beyond a budget a proof of work, not a wall
// (20261125120100, issue 23). A browser request from another origin is refused before anything
// is counted; a request beyond the per-client or global budget passes with a proof the
// function verified, each proof once; the per-address budget holds for everyone.

import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { budgetCalls, type Headers } from './budgetCalls.ts';
import { caught, committedAs } from './roles.ts';
import type { SqlEngine } from './sqlEngine.ts';

const DOMAIN = 'site.example';
const SITE = 'https://www.ecole.example';
const ORIGIN_REFUSAL = 'Les demandes de contact ne peuvent être envoyées que depuis le site de l’école.';

let sequence = 0;
const fresh = (tag: string) => `${tag}-${(sequence += 1)}@${DOMAIN}`;
const nonce = () => crypto.getRandomValues(new Uint8Array(16)).reduce((hex, byte) => hex + byte.toString(16).padStart(2, '0'), '');
const proof = () => ({ nonce: nonce(), expires_at: Math.floor(Date.now() / 1000) + 600 });

/** What a browser sends with a request from a page of `origin` to the API on another site. */
const browserFrom = (origin: string, client: string): Headers => ({ origin, 'sec-fetch-site': 'cross-site', 'cf-connecting-ip': client });

export function describeOnlyTheSite(getDb: () => SqlEngine): void {
  const db = () => getDb();
  const { insert, submit, refusal, stored, admissions } = budgetCalls(db);

  beforeEach(async () => {
    await db().query('update public.contact_request_settings set allowed_origins = $1, allow_same_origin = false', [[SITE]]);
  });

  afterEach(async () => {
    await db().query('delete from public.contact_request_admissions');
    await db().query('delete from public.contact_request_proofs');
    await db().exec(`update public.contact_request_settings set allowed_origins = default, allow_same_origin = default,
      client_max_per_10_minutes = default, global_max_per_minute = default, global_max_per_hour = default`);
  });

  afterAll(async () => {
    await db().query(`delete from public.contact_requests where email like $1`, [`%@${DOMAIN}`]);
  });

  describe('only the site files requests', () => {
    it('a page of the site passes; another origin, a null origin, or a cross-site request without Origin is refused (42501)', async () => {
      await expect(insert(fresh('site'), browserFrom(SITE, '198.51.100.1'))).resolves.toBeUndefined();
      for (const headers of [
        browserFrom('https://evil.example', '198.51.100.2'),
        browserFrom('null', '198.51.100.3'),
        browserFrom('https://www.ecole.example.evil.example', '198.51.100.4'),
        { 'sec-fetch-site': 'cross-site', 'cf-connecting-ip': '198.51.100.5' },
        { 'sec-fetch-site': 'same-site', 'cf-connecting-ip': '198.51.100.6' },
      ]) {
        expect(await refusal(insert(fresh('ailleurs'), headers)), JSON.stringify(headers)).toEqual({
          code: '42501',
          message: ORIGIN_REFUSAL,
          detail: 'origin',
        });
      }
      expect(await stored(`ailleurs-%@${DOMAIN}`)).toBe(0);
    });

    it('the origin is compared as browsers write it, in any case; nothing else than the list passes', async () => {
      await expect(insert(fresh('casse'), browserFrom('HTTPS://WWW.ECOLE.EXAMPLE', '198.51.100.7'))).resolves.toBeUndefined();
      expect((await refusal(insert(fresh('port'), browserFrom(`${SITE}:8443`, '198.51.100.8')))).code).toBe('42501');
      expect((await refusal(insert(fresh('http'), browserFrom('http://www.ecole.example', '198.51.100.9')))).code).toBe('42501');
    });

    it('250 cross-site attempts from 250 addresses cost no budget: the next genuine visitor passes', async () => {
      await db().query('update public.contact_request_settings set global_max_per_minute = 240');
      for (let i = 0; i < 250; i += 1) {
        expect(
          (await refusal(insert(fresh('flot-ailleurs'), browserFrom('https://evil.example', `198.51.${101 + Math.floor(i / 200)}.${i % 200}`)))).code,
        ).toBe('42501');
      }
      expect(await admissions()).toBe(0);
      await expect(insert(fresh('vrai-visiteur'), browserFrom(SITE, '198.51.100.250'))).resolves.toBeUndefined();
    });

    it('a script sends neither header: the budget, not the origin, decides for it', async () => {
      await expect(insert(fresh('script'), { 'cf-connecting-ip': '198.51.100.10' })).resolves.toBeUndefined();
    });

    it('same-origin pages pass only where allow_same_origin is on (the local stand-in)', async () => {
      const local = { origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin', 'cf-connecting-ip': '127.0.0.1' };
      expect((await refusal(insert(fresh('local'), local))).code).toBe('42501');
      await db().query('update public.contact_request_settings set allow_same_origin = true');
      await expect(insert(fresh('local'), local)).resolves.toBeUndefined();
      // Still not a page of another origin.
      expect((await refusal(insert(fresh('local'), { ...local, 'sec-fetch-site': 'cross-site' }))).code).toBe('42501');
    });

    it('the form posted without JavaScript meets the same check, with the visitor’s headers', async () => {
      await expect(submit(fresh('sans-js'), browserFrom(SITE, '198.51.100.11'))).resolves.toBeTypeOf('string');
      expect(await refusal(submit(fresh('sans-js-ailleurs'), browserFrom('https://evil.example', '198.51.100.12')))).toMatchObject({
        code: '42501',
        detail: 'origin',
      });
      expect(await admissions()).toBe(1);
    });

    it('the list holds origins only: a path, a wildcard or a capital letter is refused by the settings', async () => {
      for (const wrong of ['https://www.ecole.example/', '*', 'https://WWW.ecole.example', 'www.ecole.example']) {
        const error = await caught(db().query('update public.contact_request_settings set allowed_origins = $1', [[wrong]]));
        expect(error.code, wrong).toBe('23514');
      }
    });
  });

  describe('beyond the budget, a proof of work', () => {
    const fair = () => browserFrom(SITE, '203.0.113.200');

    it('thirty visitors behind one address: 5 within the budget, the 25 others with a proof, none refused', async () => {
      for (let i = 0; i < 5; i += 1) await insert(fresh('salon'), fair());
      expect((await refusal(insert(fresh('salon'), fair()))).detail).toBe('client');
      for (let i = 5; i < 30; i += 1) await submit(fresh('salon'), fair(), { proof: proof() });
      expect(await stored(`salon-%@${DOMAIN}`)).toBe(30);
      const { rows } = await db().query<{ proved: boolean; n: number }>(
        'select proved, count(*)::int as n from public.contact_request_admissions group by proved order by proved',
      );
      expect(rows).toEqual([
        { proved: false, n: 5 },
        { proved: true, n: 25 },
      ]);
    });

    it('a proof passes the global budget too, when a distributed flood has used it up', async () => {
      await db().query('update public.contact_request_settings set global_max_per_minute = 10');
      for (let i = 0; i < 10; i += 1) await insert(fresh('flot'), { 'cf-connecting-ip': `192.0.2.${i}` });
      expect((await refusal(insert(fresh('visiteur'), browserFrom(SITE, '192.0.2.200')))).detail).toBe('global');
      await expect(submit(fresh('visiteur'), browserFrom(SITE, '192.0.2.200'), { proof: proof() })).resolves.toBeTypeOf('string');
    });

    it('each proof serves once (P0001, detail proof); a spent one leaves nothing behind', async () => {
      await db().query('update public.contact_request_settings set client_max_per_10_minutes = 1');
      const once = proof();
      await submit(fresh('preuve'), browserFrom(SITE, '203.0.113.201'), { proof: once });
      const again = await refusal(submit(fresh('preuve'), browserFrom(SITE, '203.0.113.201'), { proof: once }));
      expect(again).toMatchObject({ code: 'P0001', detail: 'proof' });
      expect(await stored(`preuve-%@${DOMAIN}`)).toBe(1);
    });

    it('a proof does not lift the per-address budget, nor the origin check', async () => {
      const email = fresh('meme-adresse');
      for (let i = 0; i < 3; i += 1) await submit(email, browserFrom(SITE, '203.0.113.202'), { proof: proof() });
      expect((await refusal(submit(email, browserFrom(SITE, '203.0.113.202'), { proof: proof() }))).detail).toBe('address');
      expect((await refusal(submit(fresh('ailleurs'), browserFrom('https://evil.example', '203.0.113.203'), { proof: proof() }))).code).toBe('42501');
    });

    it('an anon caller cannot claim a proof: setting the function’s flag does not lift its budget', async () => {
      await db().query('update public.contact_request_settings set client_max_per_10_minutes = 1');
      await insert(fresh('anon'), { 'cf-connecting-ip': '203.0.113.204' });
      const forged = committedAs(db(), 'anon', async () => {
        await db().query(`select set_config('contact_requests.proved', 'yes', true), set_config('contact_requests.on_behalf', 'yes', true)`);
        await db().query(`select set_config('request.headers', $1, true)`, [JSON.stringify({ 'cf-connecting-ip': '203.0.113.204' })]);
        await db().query(`insert into public.contact_requests (name, email, message) values ('A', $1, 'M')`, [fresh('anon')]);
      });
      expect((await refusal(forged)).detail).toBe('client');
    });

    it('spent proofs are kept until they expire, then purged', async () => {
      await submit(fresh('purge'), browserFrom(SITE, '203.0.113.205'), { proof: { nonce: nonce(), expires_at: Math.floor(Date.now() / 1000) - 1 } });
      const purged = await committedAs(
        db(),
        'service_role',
        async () => (await db().query<{ n: number }>('select public.purge_contact_request_admissions() as n')).rows[0]!.n,
      );
      expect(purged).toBe(1);
      const { rows } = await db().query<{ n: number }>('select count(*)::int as n from public.contact_request_proofs');
      expect(rows).toEqual([{ n: 0 }]);
    });
  });
}
