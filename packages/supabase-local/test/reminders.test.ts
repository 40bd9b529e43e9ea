// Reminders, exactly once each (issue 21, point 4), on the stand-in with the real
// send-contact-email under Deno and a provider that honours idempotency keys: 300 requests whose
// reminders fall due across many sweeps, some claimed by a function that died before sending, some
// sent by a function killed before it could record them, two sweeps at once. Every due reminder
// reaches the provider once, none for a request someone took, and lateness is marked once.
// No waiting on the clock: the due times are moved in the database, as the « age » of other tests.
import { describe, expect, it } from 'vitest';
import { standInWithProvider } from './standInWithProvider.ts';

// The sweep runs in its own function (issue 36): the one the tests kill mid-sweep.
const FUNCTION = 'sweep-outbox';
const TEAM = 'equipe@ecole.example';
const MANAGER = 'direction@ecole.example';

const running = standInWithProvider({ contactEmailTo: TEAM, contactManagerEmail: MANAGER, siteOrigin: 'https://www.ecole.example' });

/** Stores `count` requests as the site does, their staff mail already sent (not this test's subject). */
async function store(prefix: string, count: number): Promise<string[]> {
  const { rows } = await running.server.db.query<{ id: string }>(
    `insert into public.contact_requests (name, email, reason, message, notified_at)
     select 'Visiteur ' || i, $1 || '-' || i || '@rappels.example', 'Formation IA', 'Bonjour.', now()
       from generate_series(1, $2::integer) as i
     returning id`,
    [prefix, count],
  );
  return rows.map((row) => row.id);
}

/** Moves the clock of these requests: their reminders and due time are `shifts` from now. */
async function schedule(ids: string[], shifts: { team: string; manager: string; due: string }) {
  await running.server.db.query(
    `update public.contact_request_followups
        set team_reminder_at = now() + $2::interval, manager_reminder_at = now() + $3::interval, due_at = now() + $4::interval
      where request_id = any($1::uuid[])`,
    [ids, shifts.team, shifts.manager, shifts.due],
  );
  await running.server.db.query(
    `update public.contact_request_mails as m
        set send_after = case m.kind when 'rappel-equipe' then f.team_reminder_at else f.manager_reminder_at end
       from public.contact_request_followups as f
      where f.request_id = m.request_id and m.request_id = any($1::uuid[])`,
    [ids],
  );
}

/** Leases older than 2 minutes, back-offs over: what the next sweep sees after a wait. */
async function leasesRunOut() {
  await running.server.db.query(
    `update public.contact_request_mails
        set claimed_at = claimed_at - interval '3 minutes', next_at = next_at - interval '7 hours'`,
  );
}

const sweep = async () => {
  const outcome = await running.server.sweep({ minAgeSeconds: 0 });
  expect([200, 502]).toContain(outcome.status);
  return outcome.body as {
    late: number;
    reminders: { sent: number; retrying: number; failed: number };
    lateAlerts: { sent: number; retrying: number; failed: number };
  };
};

/** Reminders the provider really sent, per `kind reference`. */
function sentReminders(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of running.provider.accepted) {
    const subject = String(mail.subject ?? '');
    const reference = /demande ([0-9A-F]{4}-[0-9A-F]{4})/.exec(subject)?.[1];
    // The lateness alerts (issue 33) are counted apart: lateAlerts().
    if (reference === undefined || subject.startsWith('En retard')) continue;
    const kind = subject.startsWith('Rappel') ? 'equipe' : 'responsable';
    const key = `${kind} ${reference}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

async function referencesOf(ids: string[]): Promise<string[]> {
  const { rows } = await running.server.db.query<{ reference: string }>(
    'select reference from public.contact_request_followups where request_id = any($1::uuid[]) order by reference',
    [ids],
  );
  return rows.map((row) => row.reference);
}

describe('reminders of 300 requests across many sweeps', () => {
  it('each due reminder exactly once, to the team at 50 %, to the manager at 90 %; none once taken; late marked once', async () => {
    const half = await store('moitie', 100); // 50 % passed: the team's reminder only
    const ninety = await store('quatre-vingt-dix', 100); // 90 % passed: both reminders
    const late = await store('retard', 70); // due time passed: both reminders, and `en retard`
    const taken = await store('pris', 30); // 90 % passed, but someone took them first
    await schedule(half, { team: '-1 minute', manager: '2 hours', due: '4 hours' });
    await schedule(ninety, { team: '-2 hours', manager: '-1 minute', due: '1 hour' });
    await schedule(late, { team: '-3 hours', manager: '-2 hours', due: '-1 minute' });
    await schedule(taken, { team: '-2 hours', manager: '-1 minute', due: '1 hour' });
    for (const id of taken) {
      const { rows } = await running.server.db.query<{ outcome: string }>("select public.take_contact_request($1, 'Camille') as outcome", [id]);
      expect(rows[0]!.outcome).toBe('pris-en-charge');
    }

    // A function that claimed 40 reminders and died before sending any of them.
    const { rows: orphaned } = await running.server.db.query<{ request_id: string }>(
      `select item->>'request_id' as request_id from public.outbox_claim('suivi', 40)`,
    );
    expect(orphaned).toHaveLength(40);

    // A function killed between sending and recording: the provider holds the calls, Deno dies.
    let release!: () => void;
    const before = running.provider.calls;
    const acceptedBefore = running.provider.accepted.length;
    running.provider.hold = new Promise((resolve) => (release = resolve));
    const killed = running.server.sweep({ minAgeSeconds: 0 });
    await running.provider.received(before + 1);
    await running.server.crashFunction(FUNCTION);
    expect((await killed).status).toBeGreaterThanOrEqual(500);
    release();
    running.provider.hold = undefined;
    // The provider finishes the held call: that reminder left, nobody recorded it.
    await expect.poll(() => running.provider.accepted.length).toBe(acceptedBefore + 1);

    // Two sweeps at once, then sweeps until nothing is left, leases running out in between.
    const [first, second] = await Promise.all([sweep(), sweep()]);
    let total = first.reminders.sent + second.reminders.sent;
    for (let round = 0; round < 10; round += 1) {
      await leasesRunOut();
      const next = await sweep();
      total += next.reminders.sent;
      if (next.reminders.sent + next.reminders.retrying + next.lateAlerts.sent + next.lateAlerts.retrying === 0) break;
    }
    expect(total).toBeGreaterThan(0);

    const expected = new Map<string, number>();
    for (const reference of await referencesOf([...half, ...ninety, ...late])) expected.set(`equipe ${reference}`, 1);
    for (const reference of await referencesOf([...ninety, ...late])) expected.set(`responsable ${reference}`, 1);
    expect(Object.fromEntries(sentReminders())).toEqual(Object.fromEntries(expected));
    expect(sentReminders().size).toBe(100 + 2 * 100 + 2 * 70);
    // The killed function's reminder was sent again under its key: the provider answered it from
    // its idempotency keys, without a second mail.
    expect(running.provider.replayed).toBeGreaterThanOrEqual(1);

    const team = running.provider.accepted.filter((mail) => String(mail.subject).startsWith('Rappel'));
    const managers = running.provider.accepted.filter((mail) => String(mail.subject).startsWith('Bientôt en retard'));
    expect(new Set(team.map((mail) => JSON.stringify(mail.to)))).toEqual(new Set([JSON.stringify([TEAM])]));
    expect(new Set(managers.map((mail) => JSON.stringify(mail.to)))).toEqual(new Set([JSON.stringify([MANAGER])]));
    // Nothing the visitor wrote but their name and how to reach them (issue 33: the address, also
    // the Reply-To, and the phone); the two links, signed, in each.
    for (const mail of [...team, ...managers]) {
      expect(String(mail.text)).not.toContain('Bonjour.');
      expect(String(mail.text)).toMatch(/Je m’en occupe\u00a0: https:\/\/www\.ecole\.example\/suivi-demande#jeton=/);
      expect(String(mail.reply_to)).toMatch(/^[^@\s]+@[^@\s]+$/);
      expect(String(mail.text)).toContain(`E-mail\u00a0: ${String(mail.reply_to)}`);
      expect(String(mail.text)).toMatch(/Téléphone\u00a0: /);
    }

    const { rows: states } = await running.server.db.query<{ kind: string; state: string; n: number }>(
      `select kind, state, count(*)::integer as n from public.contact_request_mails
        where request_id = any($1::uuid[]) and kind like 'rappel-%' group by kind, state order by kind, state`,
      [[...half, ...ninety, ...late, ...taken]],
    );
    expect(states).toEqual([
      { kind: 'rappel-equipe', state: 'annulé', n: 30 },
      { kind: 'rappel-equipe', state: 'envoyé', n: 270 },
      { kind: 'rappel-responsable', state: 'annulé', n: 30 },
      { kind: 'rappel-responsable', state: 'en attente', n: 100 },
      { kind: 'rappel-responsable', state: 'envoyé', n: 170 },
    ]);

    const lateness = async () =>
      (
        await running.server.db.query<{ state: string; n: number; first: Date }>(
          `select state, count(*)::integer as n, min(late_at) as first from public.contact_request_followups
            where request_id = any($1::uuid[]) group by state order by state`,
          [[...half, ...ninety, ...late, ...taken]],
        )
      ).rows;
    const marked = await lateness();
    expect(marked.map(({ state, n }) => ({ state, n }))).toEqual([
      { state: 'en retard', n: 70 },
      { state: 'nouveau', n: 200 },
      { state: 'pris en charge', n: 30 },
    ]);
    // Another sweep sends nothing more and marks nothing again.
    const accepted = running.provider.accepted.length;
    expect(await sweep()).toMatchObject({ late: 0, reminders: { sent: 0, retrying: 0, failed: 0 }, lateAlerts: { sent: 0 }, acknowledgements: { sent: 0 } });
    // The 70 late requests have one lateness alert each (issue 33): sent once, or, when the sweep
    // ran outside opening hours, waiting for the next opening (the sending rule).
    const { rows: alerts } = await running.server.db.query<{ state: string; waits: boolean; n: number }>(
      `select state, send_after > now() as waits, count(*)::integer as n from public.contact_request_mails
        where request_id = any($1::uuid[]) and kind = 'retard' group by 1, 2`,
      [[...half, ...ninety, ...late, ...taken]],
    );
    expect(alerts.reduce((sum, row) => sum + row.n, 0)).toBe(70);
    for (const row of alerts) expect(row.state === 'envoyé' || (row.state === 'en attente' && row.waits), JSON.stringify(row)).toBe(true);
    const lateMails = running.provider.accepted.filter((mail) => String(mail.subject).startsWith('En retard'));
    expect(new Set(lateMails.map((mail) => String(mail.subject))).size).toBe(lateMails.length);
    expect(running.provider.accepted).toHaveLength(accepted);
    expect(await lateness()).toEqual(marked);
  }, 600_000);

  it('a request answered before its reminder: the reminder is cancelled, never sent', async () => {
    const [id] = await store('repondu', 1);
    await schedule([id!], { team: '-1 minute', manager: '-1 minute', due: '1 hour' });
    await running.server.db.query("select public.answer_contact_request($1, 'Camille')", [id]);
    const [reference] = await referencesOf([id!]);
    await sweep();
    expect([...sentReminders().keys()].filter((key) => key.endsWith(reference!))).toEqual([]);
    const { rows } = await running.server.db.query<{ state: string }>(
      "select state from public.contact_request_mails where request_id = $1 and kind like 'rappel-%'",
      [id],
    );
    expect(rows.map((row) => row.state)).toEqual(['annulé', 'annulé']);
  }, 120_000);
});

describe('a request taken and forgotten (issue 33)', () => {
  it('goes late and mails the team, its owner and the manager once, whatever the sweeps', async () => {
    const [id] = await store('oubli', 1);
    await running.server.db.query("select public.take_contact_request($1, 'Dominique')", [id]);
    await running.server.db.query("update public.contact_request_followups set owner_email = 'dominique@ecole.example' where request_id = $1", [id]);
    await schedule([id!], { team: '-3 hours', manager: '-2 hours', due: '-1 minute' });
    const [reference] = await referencesOf([id!]);
    await sweep(); // marks it late, plans its alert at the sending rule's moment
    // Whatever the hour the test runs at: the alert's moment reached.
    await running.server.db.query(
      "update public.contact_request_mails set send_after = now() - interval '1 second' where request_id = $1 and kind = 'retard'",
      [id],
    );
    await sweep();
    await sweep();
    await leasesRunOut();
    await sweep();
    const alerts = running.provider.accepted.filter((mail) => String(mail.subject) === `En retard\u00a0: demande ${reference}, pas de réponse à l’échéance`);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.to).toEqual([TEAM, MANAGER, 'dominique@ecole.example']);
    expect(String(alerts[0]!.text)).toContain('Elle est prise en charge par Dominique.');
    expect(String(alerts[0]!.text)).toMatch(/Échéance\u00a0: \S+ \d+(er)? \S+, avant \d+\u00a0h/);
    // No reminder for a taken request.
    expect([...sentReminders().keys()].filter((key) => key.endsWith(reference!))).toEqual([]);
  }, 120_000);
});
