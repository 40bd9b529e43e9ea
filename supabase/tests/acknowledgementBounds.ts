// The visitor's acknowledgement, bounded (20261128170100, issue 34 point 4): one mailbox under all
// its `+` and `-` spellings gets 3 a day, one domain 10 (a public mailbox provider 100), and a
// mailbox the provider reported (a hard bounce, a complaint) gets none, the ones waiting cancelled;
// the suppression list holds a fingerprint, never the address; the erasure's key stays exact.

import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { caught, committedAs, rolledBackAs } from './roles.ts';
import type { SqlEngine } from './sqlEngine.ts';

export function describeAcknowledgementBounds(getDb: () => SqlEngine): void {
  const db = () => getDb();

  describe('the acknowledgement’s bounds', () => {
    /** A stored request (service role), as the site's insert leaves it. */
    async function store(email: string): Promise<string> {
      return committedAs(db(), 'service_role', async () => {
        const { rows } = await db().query<{ id: string }>(
          `insert into public.contact_requests (name, email, message) values ('Borne Accusé', $1, 'Bonjour.') returning id`,
          [email],
        );
        return rows[0]!.id;
      });
    }

    const acknowledgement = async (id: string) =>
      (
        await db().query<{ state: string; error: string | null }>(
          `select state, error from public.contact_request_mails where request_id = $1 and kind = 'accuse-reception'`,
          [id],
        )
      ).rows[0]!;

    const record = (email: string, cause: string) =>
      committedAs(db(), 'service_role', async () => {
        const { rows } = await db().query<{ n: number }>('select public.record_contact_email_event($1, $2) as n', [email, cause]);
        return rows[0]!.n;
      });

    const key = async (fn: string, email: string) => (await db().query<{ k: string }>(`select public.${fn}($1) as k`, [email])).rows[0]!.k;

    beforeEach(async () => {
      // The deployed numbers (the suite raises them for the others).
      await db().exec(`update public.contact_request_settings set acknowledgement_max_per_mailbox_per_day = default,
        acknowledgement_max_per_domain_per_day = default, acknowledgement_max_per_shared_domain_per_day = default`);
    });

    afterEach(async () => {
      await db().query(`delete from public.contact_requests where name = 'Borne Accusé'`);
      await db().query('delete from public.contact_email_suppressions');
      await db().exec(
        'update public.contact_request_settings set acknowledgement_max_per_mailbox_per_day = 100000, acknowledgement_max_per_domain_per_day = 100000',
      );
    });

    afterAll(async () => {
      await db().query(`delete from public.contact_requests where name = 'Borne Accusé'`);
    });

    describe('one mailbox, all its spellings', () => {
      it('contact_mailbox_key drops a `+tag` and a `-tag` (a word, not a dotted surname); the erasure’s key keeps `-`', async () => {
        for (const [email, mailbox] of [
          ['Victime+promo@Exemple.fr', 'victime@exemple.fr'],
          ['victime-1@exemple.fr', 'victime@exemple.fr'],
          ['victime-promo-2@yahoo.fr', 'victime@yahoo.fr'],
          ['victime+a-b@exemple.fr', 'victime@exemple.fr'],
          ['v.ictime-x@googlemail.com', 'victime@gmail.com'],
          ['jean-pierre.dupont@exemple.fr', 'jean-pierre.dupont@exemple.fr'],
          ['victime-a.b@exemple.fr', 'victime-a.b@exemple.fr'],
        ]) {
          expect(await key('contact_mailbox_key', email!), email).toBe(mailbox);
        }
        expect(await key('contact_email_key', 'victime-1@exemple.fr')).toBe('victime-1@exemple.fr');
      });

      it('six spellings with `+` and `-` over a day: 3 acknowledgements, the others cancelled with the reason', async () => {
        const ids: string[] = [];
        for (const email of [
          'cible@boite.example',
          'cible+1@boite.example',
          'cible-2@boite.example',
          'Cible-promo-3@boite.example',
          'cible+x-y@boite.example',
          'CIBLE-z@boite.example',
        ]) {
          ids.push(await store(email));
        }
        const states = await Promise.all(ids.map(acknowledgement));
        expect(states.map((state) => state.state)).toEqual(['en attente', 'en attente', 'en attente', 'annulé', 'annulé', 'annulé']);
        expect(states[3]!.error).toBe('Non envoyé : déjà 3 accusés de réception à cette adresse en 24 heures.');
      });
    });

    describe('one domain', () => {
      it('a company’s (or a catch-all) domain: 10 acknowledgements a day, whatever the local parts', async () => {
        const ids: string[] = [];
        for (let i = 0; i < 12; i += 1) ids.push(await store(`personne.${i}@attrape-tout.example`));
        const states = await Promise.all(ids.map(acknowledgement));
        expect(states.filter((state) => state.state === 'en attente')).toHaveLength(10);
        expect(states.slice(10)).toEqual([
          { state: 'annulé', error: 'Non envoyé : déjà 10 accusés de réception vers ce domaine en 24 heures.' },
          { state: 'annulé', error: 'Non envoyé : déjà 10 accusés de réception vers ce domaine en 24 heures.' },
        ]);
        // A day later, the domain gets them again.
        await db().query(`update public.contact_requests set created_at = created_at - interval '25 hours' where email like '%@attrape-tout.example'`);
        expect((await acknowledgement(await store('personne.13@attrape-tout.example'))).state).toBe('en attente');
      });

      it('a public mailbox provider is shared by millions: 100 a day there, each mailbox still 3', async () => {
        await db().query('update public.contact_request_settings set acknowledgement_max_per_shared_domain_per_day = 12');
        const ids: string[] = [];
        for (let i = 0; i < 13; i += 1) ids.push(await store(`visiteur.borne${i}@orange.fr`));
        const states = await Promise.all(ids.map(acknowledgement));
        expect(states.filter((state) => state.state === 'en attente')).toHaveLength(12);
        expect(states[12]!.error).toBe('Non envoyé : déjà 12 accusés de réception vers ce domaine en 24 heures.');
      });
    });

    describe('what the provider reports', () => {
      it('a hard bounce: the waiting acknowledgement is cancelled, and no spelling of the mailbox gets another', async () => {
        const waiting = await store('rebond-1@rebond.example');
        expect(await record('rebond@rebond.example', 'rebond')).toBe(1);
        expect(await acknowledgement(waiting)).toEqual({ state: 'annulé', error: 'Non envoyé : l’adresse a rejeté nos messages (rebond définitif).' });
        expect(await acknowledgement(await store('Rebond+2@rebond.example'))).toEqual({
          state: 'annulé',
          error: 'Non envoyé : cette adresse a rejeté nos messages ou les a signalés comme indésirables.',
        });
        // Another mailbox of the domain is not concerned.
        expect((await acknowledgement(await store('voisin@rebond.example'))).state).toBe('en attente');
      });

      it('a complaint outranks a bounce; the list holds a fingerprint, the cause and the times, never the address', async () => {
        await record('plainte@signal.example', 'rebond');
        await record('plainte+x@signal.example', 'plainte');
        await record('plainte-y@signal.example', 'rebond');
        const { rows } = await db().query<Record<string, unknown>>('select * from public.contact_email_suppressions');
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ cause: 'plainte', events: 3 });
        expect(String(rows[0]!.mailbox_key)).toMatch(/^[0-9a-f]{64}$/);
        expect(JSON.stringify(rows)).not.toMatch(/plainte@|signal\.example/);
      });

      it('only the service role records an event; a cause or an address out of shape is refused', async () => {
        for (const role of ['anon', 'authenticated'] as const) {
          const error = await caught(rolledBackAs(db(), role, () => db().query(`select public.record_contact_email_event('a@b.example', 'rebond')`)));
          expect(error.code, role).toBe('42501');
          const read = await caught(rolledBackAs(db(), role, () => db().query('select * from public.contact_email_suppressions')));
          expect(read.code, role).toBe('42501');
        }
        expect((await caught(record('a@b.example', 'ouvert'))).code).toBe('22023');
        expect((await caught(record('pas une adresse', 'rebond'))).code).toBe('22023');
      });
    });

    it('the erasure stays exact: forgetting jean-pierre@ leaves jean-paul@ (the caps’ key merges them, the erasure’s does not)', async () => {
      await store('jean-pierre@homonymes.example');
      const kept = await store('jean-paul@homonymes.example');
      const forgotten = await committedAs(db(), 'service_role', async () => {
        const { rows } = await db().query<{ requests: number }>(`select requests from public.forget_contact_address('jean-pierre@homonymes.example')`);
        return rows[0]!.requests;
      });
      expect(forgotten).toBe(1);
      const { rows } = await db().query<{ id: string }>(`select id from public.contact_requests where email like '%@homonymes.example'`);
      expect(rows).toEqual([{ id: kept }]);
    });
  });
}
