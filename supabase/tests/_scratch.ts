import { DUE_TIME_CASES } from './followUp.ts';
import { applyMigrations } from './migrations.ts';
import { openPglite } from './sqlEngine.ts';

const db = await openPglite();
await applyMigrations(db);
const P = (c: string) => `to_char(${c} at time zone 'Europe/Paris', 'Dy YYYY-MM-DD HH24:MI')`;
const at = (t: string) => `(${t}::timestamp at time zone 'Europe/Paris')`;
for (const c of DUE_TIME_CASES) {
  const { rows } = await db.query<{ d: string }>(`select ${P(`public.business_hours_after(${at('$1')}, $2)`)} as d`, [c.sent, c.hours]);
  console.log(c.sent, c.hours, rows[0]!.d);
}
const rem = async (sent: string, h: number) =>
  (
    await db.query(
      `select ${P(`public.business_hours_after(${at('$1')}, $2)`)} as due, ${P(`public.contact_request_reminder_time(${at('$1')}, $2*0.5, public.business_hours_after(${at('$1')}, $2))`)} as team, ${P(`public.contact_request_reminder_time(${at('$1')}, $2*0.9, public.business_hours_after(${at('$1')}, $2))`)} as manager`,
      [sent, h],
    )
  ).rows[0];
console.log('fri 17:00', await rem('2026-03-06 17:00', 24));
console.log('acc 04-02 10:00', await rem('2026-04-02 10:00', 48));
console.log('thu 12-03 10:00', await rem('2026-12-03 10:00', 24));
console.log('wed 12-23 10:00 48', await rem('2026-12-23 10:00', 48));
console.log('mon 03-02 09:00', await rem('2026-03-02 09:00', 24));
console.log('tue 03-03 09:00', await rem('2026-03-03 09:00', 24));
const q = async (s: string) => console.log(s, JSON.stringify((await db.query(s)).rows));
await q(`select public.business_hours_between(${at("'2026-12-03 16:00'")}, ${at("'2026-12-04 18:00'")})`);
await q(`select public.business_hours_between(${at("'2026-12-23 12:00'")}, ${at("'2026-12-31 15:00'")})`);
await q(`select public.business_hours_between(${at("'2026-03-27 17:00'")}, ${at("'2026-03-30 09:00'")})`);
await q(`select public.business_hours_between(${at("'2026-03-03 13:00'")}, ${at("'2026-03-06 10:45'")})`);
await db.close();
