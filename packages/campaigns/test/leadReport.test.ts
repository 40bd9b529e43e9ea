import { describe, expect, it } from 'vitest';
import { leadFiguresArgs } from '../src/leadPeriod.ts';
import { dayStart, type LeadFiguresRow, leadReport, wallTimeInstant } from '../src/leadReport.ts';
import { periodSentence, readAt } from '../src/leadReportCommand.ts';
import { formatLeadTable, leadCsv, leadHtml } from '../src/leadReportOutput.ts';

/**
 * What the command does with public.lead_figures' rows (the figures themselves are the database's:
 * supabase/tests/leadFigures.ts; the command against the weekly mail on the stand-in:
 * weeklyReportMail.test.ts). A fixture week as the database answers it through PostgREST, numeric
 * columns as text.
 */
const figures = (
  dimension: string,
  place: number,
  label: string,
  [requests, onTime, late, open, closed]: [number, number, number, number, number],
  hours: [number, number] | null = null,
): LeadFiguresRow => ({
  dimension,
  place,
  label,
  requests,
  on_time: onTime,
  late,
  still_open: open,
  closed,
  share_on_time: onTime + late === 0 ? null : String(onTime / (onTime + late)),
  median_hours: hours === null ? null : `${hours[0]}.0000000000000000`,
  p90_hours: hours === null ? null : `${hours[1]}.0000000000000000`,
});
const IA = 'Formation IA';
const ROWS: LeadFiguresRow[] = [
  figures('total', 0, 'Total', [10, 5, 4, 0, 1], [20, 77]),
  figures('motif', 2, 'Recrutement d’un alternant', [3, 3, 0, 0, 0], [17, 64]),
  figures('motif', 1, IA, [5, 2, 3, 0, 0], [20, 77]),
  figures('motif', 3, 'Autre demande', [1, 0, 0, 0, 1]),
  figures('campagne', 1, '(sans campagne)', [4, 0, 3, 0, 1], [28, 28]),
  figures('campagne', 2, '=HYPERLINK("https://x.example")', [3, 3, 0, 0, 0], [17, 64]),
  figures('campagne', 3, '<img src=x onerror=alert(1)>\u001b[2J', [3, 2, 1, 0, 0], [20, 77]),
  figures('page', 1, '/formation-ia', [10, 5, 4, 0, 1], [20, 77]),
];

describe('the SLA report (npm run lead-report)', () => {
  it('makes the report of public.lead_figures’ rows: per dimension in their places, the total last, numbers from text', () => {
    const report = leadReport(ROWS);
    expect(report.byReason.map((row) => row.label)).toEqual([IA, 'Recrutement d’un alternant', 'Autre demande']);
    expect(report.total).toEqual({
      label: 'Total',
      requests: 10,
      onTime: 5,
      late: 4,
      open: 0,
      closed: 1,
      shareOnTime: 5 / 9,
      medianHours: 20,
      p90Hours: 77,
    });
    // Each request once: the four counts add up.
    for (const row of [...report.byReason, ...report.byCampaign, ...report.byLanding, report.total]) {
      expect(row.onTime + row.late + row.open + row.closed, row.label).toBe(row.requests);
    }
    expect(leadReport([]).total).toMatchObject({ requests: 0, shareOnTime: null });
  });

  it('asks the database for Paris days and an instant, the rows capped at 20', () => {
    expect(leadFiguresArgs({ from: '2026-11-16', to: '2026-11-22' }, '2026-11-30T07:04:17.000Z')).toEqual({
      p_from: '2026-11-15T23:00:00.000Z',
      p_to: '2026-11-22T23:00:00.000Z',
      p_at: '2026-11-30T07:04:17.000Z',
      p_max_rows: 20,
    });
    expect(leadFiguresArgs({}, '2026-11-30T07:04:17.000Z')).toMatchObject({ p_from: null, p_to: null });
  });

  it('--at: Paris’s wall clock (the weekly mail prints it so), an instant with its offset, or now; refused in French otherwise', () => {
    expect(readAt('2026-11-30T08:04:17', 0)).toEqual({ at: '2026-11-30T07:04:17.000Z' });
    expect(readAt('2026-07-01T08:00', 0)).toEqual({ at: '2026-07-01T06:00:00.000Z' });
    expect(readAt('2026-11-30T07:04:17Z', 0)).toEqual({ at: '2026-11-30T07:04:17.000Z' });
    expect(readAt(undefined, Date.parse('2026-11-28T14:00:00Z'))).toEqual({ at: '2026-11-28T14:00:00.000Z' });
    for (const wrong of ['lundi', '2026-11-30', '2026-11-30 08:04', '2026-13-40T08:04'])
      expect(readAt(wrong, 0)).toEqual({ error: expect.stringMatching(/^Instant invalide pour --at\u00a0: «\u00a0/) });
    expect(periodSentence('2026-11-23', '2026-11-29', '2026-11-30T07:04:17.000Z')).toBe(
      'du 2026-11-23 au 2026-11-29 (jours inclus, heure de Paris), au lundi 30 novembre 2026 à 8\u00a0h\u00a004',
    );
  });

  it('a day of the school’s calendar starts at Paris midnight, summer time or not', () => {
    expect(dayStart('2026-11-16')).toBe('2026-11-15T23:00:00.000Z');
    expect(dayStart('2026-07-01')).toBe('2026-06-30T22:00:00.000Z');
    // The Sundays of the changes, and the Mondays after.
    expect(dayStart('2026-10-25')).toBe('2026-10-24T22:00:00.000Z');
    expect(dayStart('2026-10-26')).toBe('2026-10-25T23:00:00.000Z');
    expect(dayStart('2026-03-29')).toBe('2026-03-28T23:00:00.000Z');
    expect(dayStart('2026-03-30')).toBe('2026-03-29T22:00:00.000Z');
    expect(wallTimeInstant('2026-10-25T12:00')).toBe('2026-10-25T11:00:00.000Z');
  });

  it('a terminal table in French: each request once, « 55,6 % », « 20 h », « — » for what is unknown', () => {
    const table = formatLeadTable(leadReport(ROWS));
    expect(table).toMatch(/^Motif +Demandes +À temps +En retard +En cours +Closes +Dans le délai +Délai médian +90ᵉ centile$/m);
    expect(table).toMatch(/^Total +10 +5 +4 +0 +1 +55,6\u00a0% +20\u00a0h +77\u00a0h$/m);
    expect(table).toMatch(/^Autre demande +1 +0 +0 +0 +1 +— +— +—$/m);
  });

  it('a CSV for French Excel through the staff export’s guard: BOM, `;`, CRLF, a campaign that reads as a formula neutralised', () => {
    const csv = leadCsv(leadReport(ROWS));
    expect(csv.startsWith('\uFEFF"Vue";"Motif, campagne ou page";"Demandes";"À temps";"En retard";"En cours";"Closes";"Dans le délai"')).toBe(true);
    expect(csv).toContain('"Campagne";"\'=HYPERLINK(""https://x.example"")";"3"');
    expect(csv).toContain('"Total";"";"10";');
    expect(csv.split('\r\n').at(-1)).toBe('');
  });

  it('an HTML page with a chart per view and no script; values escaped, controls neutralised', async () => {
    const html = await leadHtml(leadReport(ROWS), {
      period: 'du 2026-03-02 au 2026-03-08 (jours inclus, heure de Paris), au mardi 10 mars 2026 à 13\u00a0h\u00a000',
      sources: 'http://127.0.0.1:54321, fonction lead_figures',
    });
    expect(html).not.toMatch(/<script/i);
    expect(html.match(/<svg/g)).toHaveLength(3);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;\uFFFD[2J');
    expect(html).not.toContain('<img');
    expect(html).toContain('<caption>Motif</caption>');
    expect(html).toContain('Chaque demande est comptée une fois');
  });
});
