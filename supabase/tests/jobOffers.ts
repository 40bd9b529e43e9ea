// A job offer (20261127120000, issue 21 point 8): a request of its own reason whose details are
// bounded columns. The public key can leave a complete offer and nothing else of the kind; the
// same good and bad offers are judged alike by the table and by the functions' rules
// (jobOffer.ts, which the form uses too); an offer gets its own promise and follow-up, and the
// no-JavaScript post stores its details.

import { describe, expect, it } from 'vitest';
import { checkOffer, OFFER_FIELDS, OFFER_REASON, type OfferColumns } from '../functions/_shared/jobOffer.ts';
import { OFFER_CASES, OFFER_CONTACT, VALID_OFFER } from '../functions/_shared/testing/offerValueCases.ts';
import { caught, type Role, rolledBackAs } from './roles.ts';
import type { SqlEngine } from './sqlEngine.ts';

export function describeJobOffers(getDb: () => SqlEngine): void {
  const db = () => getDb();

  function insertAs(role: Role, row: Record<string, unknown>, then?: () => Promise<unknown>): Promise<unknown> {
    const columns = Object.keys(row);
    return rolledBackAs(db(), role, async () => {
      await db().query(
        `insert into public.contact_requests (${columns.join(', ')})
           values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
        Object.values(row),
      );
      if (!then) return undefined;
      await db().exec('reset role');
      return then();
    });
  }

  const offerRow = (offer: Partial<OfferColumns> = {}) => ({ ...OFFER_CONTACT, ...VALID_OFFER(), ...offer });

  describe('job offers (the form of /pme)', () => {
    it('the public key leaves a complete offer, stored with its details and a promise of its own', async () => {
      // Its own address: rows other parts of the suite committed stay in the table.
      const email = 'offre-complete@example.fr';
      const stored = (await insertAs('anon', { ...offerRow(), email }, () =>
        db().query(
          `select r.reason, r.offer_title, r.offer_town, to_char(r.offer_start, 'YYYY-MM-DD') as offer_start, r.company_size,
                  f.promise_hours, f.due_at > r.created_at as due_later
             from public.contact_requests as r join public.contact_request_followups as f on f.request_id = r.id
            where r.email = $1`,
          [email],
        ),
      )) as { rows: unknown[] };
      const valid = VALID_OFFER();
      expect(stored.rows).toEqual([
        {
          reason: OFFER_REASON,
          offer_title: valid.offer_title,
          offer_town: valid.offer_town,
          offer_start: valid.offer_start,
          company_size: valid.company_size,
          promise_hours: 24,
          due_later: true,
        },
      ]);
    });

    it('judges each offer as the functions’ rules do (the same table of values)', async () => {
      const disagreements: string[] = [];
      for (const entry of OFFER_CASES) {
        const row = offerRow(entry.offer());
        const offer = Object.fromEntries(OFFER_FIELDS.map((field) => [field, row[field]])) as OfferColumns;
        const byRules = checkOffer(offer) === null;
        let byTable = true;
        try {
          await insertAs('anon', row);
        } catch {
          byTable = false;
        }
        if (byRules !== entry.accepted || byTable !== entry.accepted) {
          disagreements.push(`${entry.why}: attendu ${entry.accepted}, règles ${byRules}, table ${byTable}`);
        }
      }
      expect(disagreements).toEqual([]);
    });

    it('refuses an offer’s details on any other request, and an offer without them (23514)', async () => {
      const stray = await caught(insertAs('anon', { ...offerRow(), reason: 'Recrutement d’un alternant' }));
      expect({ code: stray.code, constraint: stray.constraint }).toEqual({ code: '23514', constraint: 'contact_requests_offer_complete' });
      const bare = await caught(insertAs('anon', OFFER_CONTACT));
      expect({ code: bare.code, constraint: bare.constraint }).toEqual({ code: '23514', constraint: 'contact_requests_offer_complete' });
    });

    it('the no-JavaScript post (submit_contact_request) stores the details it is given', async () => {
      const valid = VALID_OFFER();
      const stored = await rolledBackAs(db(), 'service_role', async () => {
        // A visitor's headers without Origin (a script's): the budget decides, and admits it.
        await db().query(`select public.submit_contact_request($1::jsonb, '{"cf-connecting-ip": "198.51.100.77"}'::jsonb)`, [
          JSON.stringify({ ...OFFER_CONTACT, ...valid }),
        ]);
        return db().query(`select offer_title, company_name, offer_level from public.contact_requests where reason = $1 and email = $2`, [
          OFFER_REASON,
          OFFER_CONTACT.email,
        ]);
      });
      expect(stored.rows).toEqual([{ offer_title: valid.offer_title, company_name: valid.company_name, offer_level: valid.offer_level }]);
    });
  });
}
