import { describe, expect, it } from 'vitest';
import { buildLeadReport, dayStart, type FollowUpRow, percentile } from '../src/leadReport.ts';
import { formatLeadTable, leadCsv, leadHtml } from '../src/leadReportOutput.ts';

/**
 * A fixture week (Monday 2 to Sunday 8 March 2026, times in UTC, Paris is UTC+1), read on Tuesday
 * 10 March at 12:00 UTC. Due times are those the database computes (24 business hours, 48 for
 * accessibility, weekends skipped). The figures of issue 21's closing note.
 */
const NOW = Date.parse('2026-03-10T12:00:00Z');
const row = (
  reason: string,
  created: string,
  due: string,
  end: { answered?: string; closed?: string } = {},
  from: { campaign?: string; landing?: string } = {},
): FollowUpRow => ({
  reason,
  created_at: `2026-03-${created}:00Z`,
  due_at: `2026-03-${due}:00Z`,
  answered_at: end.answered ? `2026-03-${end.answered}:00Z` : null,
  closed_at: end.closed ? `2026-03-${end.closed}:00Z` : null,
  late_at: null,
  utm_campaign: from.campaign ?? null,
  landing_path: from.landing ?? null,
});
const IA = 'Formation IA';
const HIRE = 'Recrutement d’un alternant';
const WEEK: FollowUpRow[] = [
  row(IA, '02T09:00', '03T09:00', { answered: '02T11:00' }, { campaign: 'salon-laval', landing: '/formation-ia' }), // 2 h
  row(IA, '02T14:00', '03T14:00', { answered: '03T10:00' }, { campaign: 'salon-laval', landing: '/formation-ia' }), // 20 h
  row(IA, '03T08:00', '04T08:00', { answered: '04T12:00' }, { landing: '/' }), // 28 h, late
  row(HIRE, '04T10:00', '05T10:00', { answered: '04T10:30' }, { campaign: 'rentree-2026', landing: '/tpe' }), // 0.5 h
  row(HIRE, '05T16:00', '06T16:00', { answered: '06T09:00' }, { campaign: 'rentree-2026', landing: '/tpe' }), // 17 h
  row(HIRE, '06T16:00', '09T16:00', { answered: '09T08:00' }, { campaign: 'rentree-2026', landing: '/pme' }), // Friday 17:00: 64 h, in time
  row('Accessibilité et handicap', '05T09:00', '09T09:00', {}, { landing: '/accessibilite' }), // open, late
  row('Autre demande', '07T10:00', '09T23:00', { closed: '09T09:00' }, { landing: '/contact' }), // closed (a duplicate)
  row(IA, '08T20:00', '09T23:00', {}, { landing: '/formation-ia' }), // Sunday evening: open, late
  row(IA, '06T10:00', '09T10:00', { answered: '09T15:00' }, { campaign: 'salon-laval', landing: '/formation-ia' }), // 77 h, late
];

describe('the SLA report (npm run lead-report)', () => {
  it('nearest-rank percentiles', () => {
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([0.5, 2, 17, 20, 28, 64, 77], 0.5)).toBe(20);
    expect(percentile([0.5, 2, 17, 20, 28, 64, 77], 0.9)).toBe(77);
  });

  it('on a fixture week: share answered within the promise, median and 90th percentile, open and late, in total', () => {
    const report = buildLeadReport(WEEK, NOW);
    // 7 answered (5 in time), 2 open and late, 1 closed: 5 of 9 decided.
    expect(report.total).toEqual({
      label: 'Total',
      requests: 10,
      inTime: 5,
      decided: 9,
      shareInTime: 5 / 9,
      medianHours: 20,
      p90Hours: 77,
      open: 2,
      late: 2,
    });
  });

  it('per reason and per campaign, the largest first; a closed request is in no share', () => {
    const report = buildLeadReport(WEEK, NOW);
    const brief = (rows: typeof report.byReason) =>
      rows.map(({ label, requests, shareInTime, medianHours, p90Hours, open, late }) => ({ label, requests, shareInTime, medianHours, p90Hours, open, late }));
    expect(brief(report.byReason)).toEqual([
      { label: IA, requests: 5, shareInTime: 2 / 5, medianHours: 20, p90Hours: 77, open: 1, late: 1 },
      { label: HIRE, requests: 3, shareInTime: 1, medianHours: 17, p90Hours: 64, open: 0, late: 0 },
      { label: 'Accessibilité et handicap', requests: 1, shareInTime: 0, medianHours: null, p90Hours: null, open: 1, late: 1 },
      { label: 'Autre demande', requests: 1, shareInTime: null, medianHours: null, p90Hours: null, open: 0, late: 0 },
    ]);
    expect(brief(report.byCampaign)).toEqual([
      { label: '(sans campagne)', requests: 4, shareInTime: 0, medianHours: 28, p90Hours: 28, open: 2, late: 2 },
      { label: 'rentree-2026', requests: 3, shareInTime: 1, medianHours: 17, p90Hours: 64, open: 0, late: 0 },
      { label: 'salon-laval', requests: 3, shareInTime: 2 / 3, medianHours: 20, p90Hours: 77, open: 0, late: 0 },
    ]);
    expect(report.byLanding.map((each) => [each.label, each.requests])).toEqual([
      ['/formation-ia', 4],
      ['/tpe', 2],
      ['/', 1],
      ['/accessibilite', 1],
      ['/contact', 1],
      ['/pme', 1],
    ]);
  });

  it('sees the requests as they stood at `now`: an answer, a closing or a lateness recorded later does not count yet', () => {
    // Tuesday 3 March at 12:00 UTC: of the first three requests, two were answered (in time) by then.
    const report = buildLeadReport(WEEK.slice(0, 3), Date.parse('2026-03-03T12:00:00Z'));
    expect(report.total).toMatchObject({ requests: 3, inTime: 2, decided: 2, medianHours: 2, p90Hours: 20, open: 1, late: 0 });
    const closedLater = buildLeadReport([WEEK[7]!], Date.parse('2026-03-08T12:00:00Z'));
    expect(closedLater.total).toMatchObject({ open: 1, late: 0, shareInTime: null });
  });

  it('counts a request whose clock stands still (« en attente du visiteur ») as open, not late, until it resumes', () => {
    // Open, due Tuesday 3 March 09:00, paused by staff on Monday: on Tuesday noon it is past its
    // old due time, yet not late; once resumed (no more paused_at) and past due, it is.
    const paused = { ...WEEK[0]!, answered_at: null, paused_at: '2026-03-02T15:00:00Z' };
    expect(buildLeadReport([paused], Date.parse('2026-03-03T12:00:00Z')).total).toMatchObject({ open: 1, late: 0, decided: 0 });
    expect(buildLeadReport([{ ...paused, paused_at: null }], Date.parse('2026-03-03T12:00:00Z')).total).toMatchObject({ open: 1, late: 1 });
    // Marked late before the pause (late_at), it stays late: the promise was already missed.
    expect(buildLeadReport([{ ...paused, late_at: '2026-03-03T09:05:00Z' }], Date.parse('2026-03-03T12:00:00Z')).total).toMatchObject({ late: 1 });
  });

  it('a day of the school’s calendar starts at Paris midnight, summer time or not', () => {
    expect(dayStart('2026-11-16')).toBe('2026-11-15T23:00:00.000Z');
    expect(dayStart('2026-07-01')).toBe('2026-06-30T22:00:00.000Z');
    // The Sundays of the changes, and the Mondays after.
    expect(dayStart('2026-10-25')).toBe('2026-10-24T22:00:00.000Z');
    expect(dayStart('2026-10-26')).toBe('2026-10-25T23:00:00.000Z');
    expect(dayStart('2026-03-29')).toBe('2026-03-28T23:00:00.000Z');
    expect(dayStart('2026-03-30')).toBe('2026-03-29T22:00:00.000Z');
  });

  it('a terminal table in French: « 55,6 % », « 20 h », « — » for what is unknown', () => {
    const table = formatLeadTable(buildLeadReport(WEEK, NOW));
    expect(table).toMatch(/^Motif +Demandes +Dans le délai +Délai médian +90ᵉ centile +Ouvertes +En retard$/m);
    expect(table).toMatch(/^Total +10 +55,6\u00a0% +20\u00a0h +77\u00a0h +2 +2$/m);
    expect(table).toMatch(/^Autre demande +1 +— +— +— +0 +0$/m);
  });

  it('a CSV for French Excel through the staff export’s guard: BOM, `;`, CRLF, a campaign that reads as a formula neutralised', () => {
    const csv = leadCsv(buildLeadReport([...WEEK, row(IA, '03T09:00', '04T09:00', {}, { campaign: '=HYPERLINK("https://x.example")' })], NOW));
    expect(csv.startsWith('\uFEFF"Vue";"Motif, campagne ou page";"Demandes";"Dans le délai"')).toBe(true);
    expect(csv).toContain('"Campagne";"\'=HYPERLINK(""https://x.example"")";"1"');
    expect(csv).toContain('"Total";"";"11";');
    expect(csv.split('\r\n').at(-1)).toBe('');
  });

  it('an HTML page with a chart per view and no script; values escaped, controls neutralised', async () => {
    const html = await leadHtml(buildLeadReport([...WEEK, row(IA, '03T09:00', '04T09:00', {}, { campaign: '<img src=x onerror=alert(1)>\u001b[2J' })], NOW), {
      period: '2026-03-02 → 2026-03-08',
      sources: 'http://127.0.0.1:54321, vue requests_followup',
    });
    expect(html).not.toMatch(/<script/i);
    expect(html.match(/<svg/g)).toHaveLength(3);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;\uFFFD[2J');
    expect(html).not.toContain('<img');
    expect(html).toContain('<caption>Motif</caption>');
  });
});
