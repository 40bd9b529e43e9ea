// The contact_requests rules, written once and run on every engine (see *.test.ts). What is
// checked is what matters to the school: anyone holding the public key can leave a request,
// nobody but the service role can read, change or delete one, and the database refuses
// values the site would never send, whoever sends them.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeCase, VALID_REQUEST, VALUE_CASES } from '../functions/_shared/testing/contactValueCases.ts';
import { describeAcknowledgementBounds } from './acknowledgementBounds.ts';
import { describeBackendHealth } from './backendHealth.ts';
import { describeCampaignVisits } from './campaignVisits.ts';
import { describeDeliveryRules } from './deliveryRules.ts';
import { describeFloodBudget } from './floodBudget.ts';
import { describeFollowUp } from './followUp.ts';
import { describeForget } from './forget.ts';
import { describeJobOffers } from './jobOffers.ts';
import { describeLeadFigures } from './leadFigures.ts';
import { applyMigrations } from './migrations.ts';
import { describeOnlyTheSite } from './onlyTheSite.ts';
import { describeOpeningHours } from './openingHours.ts';
import { describeOutbox } from './outbox.ts';
import { describeProofCeiling } from './proofCeiling.ts';
import { describeRetention } from './retention.ts';
import { caught, type Role, rolledBackAs, type SqlError } from './roles.ts';
import type { SqlEngine } from './sqlEngine.ts';
import { describeStaffDesk } from './staffDesk.ts';
import { describeWeeklyReport } from './weeklyReport.ts';

const valid = {
  name: 'Camille Martin',
  email: 'camille.martin@example.fr',
  phone: '06 12 34 56 78',
  reason: 'Formation IA',
  message: 'Bonjour, je souhaite des informations sur la prochaine session.',
};
type Request = typeof valid;
type Field = keyof Request;

const INSERT = `insert into public.contact_requests (name, email, phone, reason, message)
  values ($1, $2, $3, $4, $5)`;
const params = (r: Request) => [r.name, r.email, r.phone, r.reason, r.message];

export function describeContactRequests(openEngine: () => Promise<SqlEngine>): void {
  let db: SqlEngine;

  /** Runs `body` in a transaction as `role` (like PostgREST does), then rolls it back. */
  function as<T>(role: Role, body: () => Promise<T>): Promise<T> {
    return rolledBackAs(db, role, body);
  }

  function insertAs(role: Role, request: Request): Promise<unknown> {
    return as(role, () => db.query(INSERT, params(request)));
  }

  async function expectCheckViolation(field: Field, value: string, constraint: string): Promise<void> {
    const error = await caught(insertAs('anon', { ...valid, [field]: value }));
    expect({ code: error.code, constraint: error.constraint }, error.message).toEqual({
      code: '23514',
      constraint,
    });
  }

  async function expectPermissionDenied(role: Role, sql: string, values?: unknown[]): Promise<void> {
    const error = await caught(as(role, () => db.query(sql, values)));
    expect(error.code, error.message).toBe('42501');
  }

  beforeAll(async () => {
    db = await openEngine();
    const applied = await applyMigrations(db);
    expect(applied).toContain('20251101120000_contact_requests.sql');
    expect(applied).toContain('20251110120200_contact_requests_retention.sql');
    // The suites' visitors write from one test domain each, as `tag-N@…`, which the acknowledgement's
    // mailbox key counts as one mailbox and its domain cap as one company (20261128170100): the caps
    // are not what they are about, as the per-client budget is not. acknowledgementBounds.ts sets the
    // deployed numbers for its own tests.
    await db.query(
      'update public.contact_request_settings set acknowledgement_max_per_mailbox_per_day = 100000, acknowledgement_max_per_domain_per_day = 100000',
    );
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  it('turns row level security on for contact_requests', async () => {
    const { rows } = await db.query<{ relrowsecurity: boolean }>(`select relrowsecurity from pg_class where oid = 'public.contact_requests'::regclass`);
    expect(rows).toEqual([{ relrowsecurity: true }]);
  });

  it('has two policies: insert for anon, select for signed-in staff (20261128120000); nothing else is opened', async () => {
    const { rows } = await db.query(
      `select policyname, cmd, roles::text as roles, permissive, qual
         from pg_policies where schemaname = 'public' and tablename = 'contact_requests' order by policyname`,
    );
    expect(rows).toEqual([
      { policyname: 'contact_requests_anon_insert', cmd: 'INSERT', roles: '{anon}', permissive: 'PERMISSIVE', qual: null },
      {
        policyname: 'contact_requests_staff_select',
        cmd: 'SELECT',
        roles: '{authenticated}',
        permissive: 'PERMISSIVE',
        qual: expect.stringMatching(/^\(\s*SELECT is_staff\(\) AS is_staff\)$/),
      },
    ]);
  });

  describe('the public (anon) key', () => {
    it('can leave a complete request, stored as sent with a server-made id and date', async () => {
      const stored = await as('anon', async () => {
        await db.query(INSERT, params(valid));
        await db.exec('reset role');
        return db.query(
          `select name, email, phone, reason, message,
                  id is not null as has_id, created_at > now() - interval '1 minute' as dated
             from public.contact_requests`,
        );
      });
      expect(stored.rows).toEqual([{ ...valid, has_id: true, dated: true }]);
    });

    it('can leave a request without phone (null) and without reason, which becomes Formation IA', async () => {
      const stored = await as('anon', async () => {
        await db.query('insert into public.contact_requests (name, email, phone, message) values ($1, $2, null, $3)', [valid.name, valid.email, valid.message]);
        await db.exec('reset role');
        return db.query('select phone, reason from public.contact_requests');
      });
      expect(stored.rows).toEqual([{ phone: null, reason: 'Formation IA' }]);
    });

    it('is accepted at every bound (120, 254, 30 and 5 000 characters), with the longest known reason', async () => {
      const atBounds: Request = {
        name: 'N'.repeat(120),
        email: VALUE_CASES.find((entry) => entry.field === 'email' && entry.why.startsWith('254'))!.value!,
        phone: '0'.repeat(30),
        reason: 'Partenariat avec une collectivité',
        message: 'M'.repeat(5000),
      };
      await expect(insertAs('anon', atBounds)).resolves.toBeDefined();
    });

    it('cannot read any request', async () => {
      await expectPermissionDenied('anon', 'select * from public.contact_requests');
      await expectPermissionDenied('anon', 'select count(*) from public.contact_requests');
    });

    it('cannot change, delete or empty the table', async () => {
      await expectPermissionDenied('anon', `update public.contact_requests set message = 'modifié'`);
      await expectPermissionDenied('anon', 'delete from public.contact_requests');
      await expectPermissionDenied('anon', 'truncate public.contact_requests');
    });

    it('cannot choose the id or the creation date', async () => {
      await expectPermissionDenied(
        'anon',
        `insert into public.contact_requests (id, name, email, message)
           values (gen_random_uuid(), $1, $2, $3)`,
        [valid.name, valid.email, valid.message],
      );
      await expectPermissionDenied(
        'anon',
        `insert into public.contact_requests (created_at, name, email, message)
           values ('2000-01-01', $1, $2, $3)`,
        [valid.name, valid.email, valid.message],
      );
    });
  });

  describe('out-of-bounds values are refused by a CHECK constraint (23514)', () => {
    it('name: empty, blank, longer than 120 characters, or on several lines', async () => {
      await expectCheckViolation('name', '', 'contact_requests_name_filled');
      await expectCheckViolation('name', '   \t ', 'contact_requests_name_filled');
      await expectCheckViolation('name', 'N'.repeat(121), 'contact_requests_name_length');
      await expectCheckViolation('name', 'Camille\nBcc: victime@example.com', 'contact_requests_name_single_line');
      await expectCheckViolation('name', 'Camille\r', 'contact_requests_name_single_line');
    });

    it('email: not user@domain.tld, with a space or line break, or longer than 254 characters', async () => {
      for (const email of ['pas-une-adresse', 'camille@example', '@example.fr', 'ca mille@example.fr', 'a@b@c.fr']) {
        await expectCheckViolation('email', email, 'contact_requests_email_shape');
      }
      await expectCheckViolation('email', 'camille@example.fr\r\nBcc: victime@example.com', 'contact_requests_email_shape');
      await expectCheckViolation('email', `${'e'.repeat(255 - '@example.fr'.length)}@example.fr`, 'contact_requests_email_length');
    });

    it('phone: letters, fewer than six digits, longer than 30 characters, or empty', async () => {
      for (const phone of ['appelez-moi', '12 34', '......', '0'.repeat(31), '', 'Non renseigné']) {
        await expectCheckViolation('phone', phone, 'contact_requests_phone_shape');
      }
    });

    it('reason: anything but one of the site’s known reasons (it goes into the staff mail’s subject)', async () => {
      for (const reason of ['', 'R'.repeat(81), 'Formation IA\nBcc: victime@example.com', 'formation ia', 'URGENT : cliquez ici']) {
        await expectCheckViolation('reason', reason, 'contact_requests_reason_known');
      }
    });

    it('message: empty, blank, or longer than 5 000 characters', async () => {
      await expectCheckViolation('message', '', 'contact_requests_message_filled');
      await expectCheckViolation('message', ' \n\t ', 'contact_requests_message_filled');
      await expectCheckViolation('message', 'M'.repeat(5001), 'contact_requests_message_length');
    });

    it('a missing required field is refused too (23502)', async () => {
      const error = await caught(
        as('anon', () => db.query('insert into public.contact_requests (email, message) values ($1, $2)', [valid.email, valid.message])),
      );
      expect(error.code, error.message).toBe('23502');
    });
  });

  describe('the table of values shared with the edge function and the form', () => {
    // The same values the function's validator (contactRules.test.ts) and the form's
    // (validateFields.test.ts) are tested with: accepted here if and only if accepted there.
    it('accepts each good value and refuses each bad one with a CHECK of the same field', async () => {
      const wrong: string[] = [];
      for (const entry of VALUE_CASES) {
        const row: Record<string, string | null> = { ...VALID_REQUEST, [entry.field]: entry.value };
        const columns = Object.keys(row);
        let error: SqlError | undefined;
        try {
          // Every column the case names, as anon inserts it (the attribution columns included).
          await as('anon', () =>
            db.query(
              `insert into public.contact_requests (${columns.join(', ')})
                 values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
              Object.values(row),
            ),
          );
        } catch (caughtError) {
          error = caughtError as SqlError;
        }
        const verdict =
          error === undefined
            ? 'accepté'
            : error.code === '23514' && error.constraint?.startsWith(`contact_requests_${entry.field}_`)
              ? 'refusé'
              : `erreur ${error.code} ${error.constraint ?? ''} ${error.message}`;
        if (verdict !== (entry.accepted ? 'accepté' : 'refusé')) wrong.push(`${describeCase(entry)} → ${verdict}`);
      }
      expect(wrong).toEqual([]);
    });
  });

  describe('signed-in users (authenticated)', () => {
    it('read no request unless they are staff (the staff desk, staffDesk.ts), and change none', async () => {
      const { rows } = await as('authenticated', () => db.query('select * from public.contact_requests'));
      expect(rows).toEqual([]);
      await expectPermissionDenied('authenticated', `update public.contact_requests set message = 'modifié'`);
      await expectPermissionDenied('authenticated', 'delete from public.contact_requests');
    });

    it('cannot insert requests', async () => {
      await expectPermissionDenied('authenticated', INSERT, params(valid));
    });
  });

  describe('the service role (staff tools, the edge function)', () => {
    it('reads the requests visitors left', async () => {
      // Committed this time: the request must survive the visitor's transaction.
      await db.exec('begin');
      await db.exec('set local role anon');
      await db.query(INSERT, params({ ...valid, name: 'Visiteur à relire' }));
      await db.exec('commit');

      const read = await as('service_role', () => db.query('select name, email, reason from public.contact_requests where name = $1', ['Visiteur à relire']));
      expect(read.rows).toEqual([{ name: 'Visiteur à relire', email: valid.email, reason: 'Formation IA' }]);
    });

    it('can delete a request (e.g. on a visitor’s erasure request)', async () => {
      const deleted = await as('service_role', () => db.query('delete from public.contact_requests where name = $1 returning id', ['Visiteur à relire']));
      expect(deleted.rows).toHaveLength(1);
    });
  });

  describeDeliveryRules(() => db);
  describeOutbox(() => db);
  describeFloodBudget(() => db);
  describeOnlyTheSite(() => db);
  describeRetention(() => db);
  describeFollowUp(() => db);
  describeForget(() => db);
  describeJobOffers(() => db);
  describeWeeklyReport(() => db);
  describeStaffDesk(() => db);
  describeOpeningHours(() => db);
  describeLeadFigures(() => db);
  describeBackendHealth(() => db);
  describeProofCeiling(() => db);
  describeAcknowledgementBounds(() => db);
  describeCampaignVisits(() => db);
}
