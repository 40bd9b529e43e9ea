import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { formatReportTable, reportCsv, reportHtml } from '../src/output.ts';
import { buildReport, campaignLabel, NO_CAMPAIGN, OTHER, REPORT_MAX_ROWS, REPORT_MAX_ROWS_PER_SOURCE, restLabel, UNKNOWN_LANDING } from '../src/report.ts';
import { type AttributedRequest, fetchAttributedRequests } from '../src/requests.ts';
import { visitsFromLog } from '../src/visits.ts';

const LOG = readFileSync(new URL('./fixtures/access.log', import.meta.url), 'utf8').split('\n');
const SITE = new Set(['www.ecole-connectee.fr', 'ecole-connectee.fr']);

const none = { utm_term: null, utm_content: null };
const ROWS: AttributedRequest[] = [
  {
    created_at: '2026-09-01T06:05:00Z',
    landing_path: '/tpe',
    utm_source: 'salon-laval',
    utm_medium: 'print',
    utm_campaign: 'rentree-2026',
    ...none,
    referrer_host: null,
  },
  {
    created_at: '2026-09-02T09:30:00Z',
    landing_path: '/pme',
    utm_source: 'linkedin',
    utm_medium: 'social',
    utm_campaign: 'rentree-2026',
    ...none,
    referrer_host: 'com.linkedin.android',
  },
  { created_at: '2026-09-02T10:00:00Z', landing_path: '/', utm_source: null, utm_medium: null, utm_campaign: null, ...none, referrer_host: 'www.google.com' },
  { created_at: '2026-09-02T12:00:00Z', landing_path: null, utm_source: null, utm_medium: null, utm_campaign: null, ...none, referrer_host: null },
];

describe('visitsFromLog', () => {
  it('counts arrivals on pages from outside, humans only', () => {
    const visits = visitsFromLog(LOG, { siteHosts: SITE });
    // /tpe ×2 (phone, desktop; not Googlebot, not the empty user agent), /pme, /, and /tpe on 5 Sept.
    // Not: the asset, /contact reached from /tpe, HEAD, the 301, the 404, the POST, robots.txt, the broken line.
    expect(visits.map((visit) => visit.landing_path)).toEqual(['/tpe', '/tpe', '/pme', '/', '/tpe']);
    expect(visits[0]).toMatchObject({ utm_source: 'salon-laval', utm_medium: 'print', utm_campaign: 'rentree-2026', utm_term: null, referrer_host: null });
    expect(visits[2]!.referrer_host).toBe('com.linkedin.android');
  });

  it('keeps the period’s days only (UTC, both ends included)', () => {
    expect(visitsFromLog(LOG, { siteHosts: SITE, period: { from: '2026-09-02', to: '2026-09-02' } }).map((visit) => visit.landing_path)).toEqual(['/pme', '/']);
    // 08:00+02:00 on 1 September is 06:00 UTC on 1 September.
    expect(visitsFromLog(LOG, { siteHosts: SITE, period: { to: '2026-09-01' } })).toHaveLength(2);
  });
});

describe('buildReport', () => {
  const visits = visitsFromLog(LOG, { siteHosts: SITE, period: { from: '2026-09-01', to: '2026-09-02' } });
  const report = buildReport(visits, { available: true, rows: ROWS });

  it('joins visits and requests per landing page with the conversion rate', () => {
    expect(report.byLanding).toEqual([
      { label: '/tpe', visits: 2, requests: 1, rate: 0.5 },
      { label: '/', visits: 1, requests: 1, rate: 1 },
      { label: '/pme', visits: 1, requests: 1, rate: 1 },
      { label: UNKNOWN_LANDING, visits: 0, requests: 1, rate: null },
    ]);
    // The request without a landing converts no counted visit: 3 of the 4 visits converted.
    expect(report.total).toEqual({ label: 'Total', visits: 4, requests: 4, rate: 0.75 });
  });

  it('and per campaign', () => {
    // Requests first, then visits (issue 34).
    expect(report.byCampaign).toEqual([
      // Two requests, one visit: one converted visit, never 200 %.
      { label: NO_CAMPAIGN, visits: 1, requests: 2, rate: 1 },
      { label: 'rentree-2026 (salon-laval / print)', visits: 2, requests: 1, rate: 0.5 },
      { label: 'rentree-2026 (linkedin / social)', visits: 1, requests: 1, rate: 1 },
    ]);
  });

  it('prints a table, writes a CSV for Excel and an HTML page with SVG charts and no script', async () => {
    expect(formatReportTable(report)).toMatch(/\/tpe\s+2\s+1\s+50\s%/);
    const csv = reportCsv(report);
    expect(csv.startsWith('\uFEFF"Vue";"Page ou campagne";"Visites";"Demandes";"Taux de conversion"\r\n')).toBe(true);
    expect(csv).toContain('"Page d’arrivée";"/tpe";"2";"1";"50\u00a0%"');
    const html = await reportHtml(report, { period: '2026-09-01 → 2026-09-02', sources: 'fixture' });
    expect(html.match(/<svg[^>]*>/g)).toHaveLength(2);
    expect(html).toContain('Visites et demandes par page d’arrivée');
    expect(html).not.toMatch(/<script/i);
  });

  it('says in French that requests are unknown when the database lacks the attribution columns', async () => {
    const partial = buildReport(visits, { available: false, reason: 'La base n’a pas encore les colonnes d’attribution' });
    expect(partial.requestsNote).toMatch(/colonnes d’attribution/);
    expect(formatReportTable(partial)).toMatch(/\/tpe\s+2\s+—\s+—/);
    expect(await reportHtml(partial, { period: 'p', sources: 's' })).toContain('class="note"');
  });
});

describe('fetchAttributedRequests', () => {
  async function withDatabase(answer: (url: URL) => { status: number; body: unknown }, run: (url: string) => Promise<void>) {
    const server = createServer((req, res) => {
      const { status, body } = answer(new URL(req.url!, 'http://db'));
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      server.close();
    }
  }

  it('reads the attribution columns of the period with the service key, nothing personal', async () => {
    let asked: URL | undefined;
    await withDatabase(
      (url) => {
        asked = url;
        return { status: 200, body: ROWS };
      },
      async (url) => {
        const result = await fetchAttributedRequests({ url, serviceKey: 'clé' }, { from: '2026-09-01', to: '2026-09-02' });
        expect(result).toEqual({ available: true, rows: ROWS });
      },
    );
    // The contract's attribution columns in its order, but the form's path; nothing the visitor typed.
    expect(asked!.searchParams.get('select')).toBe('created_at,landing_path,referrer_host,utm_source,utm_medium,utm_campaign,utm_term,utm_content');
    expect(asked!.searchParams.getAll('created_at')).toEqual(['gte.2026-09-01T00:00:00Z', 'lt.2026-09-03T00:00:00.000Z']);
  });

  it('answers « not available » with the reason on a database without the columns (42703)', async () => {
    await withDatabase(
      () => ({ status: 400, body: { code: '42703', message: 'column contact_requests.landing_path does not exist' } }),
      async (url) => {
        const result = await fetchAttributedRequests({ url, serviceKey: 'clé' });
        expect(result.available).toBe(false);
        expect(!result.available && result.reason).toMatch(/n’a pas encore les colonnes d’attribution.*landing_path/);
      },
    );
  });
});

/** An access-log line of a human arriving from outside on `path`. */
const arrival = (path: string, time = '2026-09-03T10:00:00+00:00') =>
  JSON.stringify({ time, method: 'GET', path, status: 200, referrer_host: '', user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36' });

// What a terminal, Excel or a browser would act on: controls (ESC, BEL, CR, LF…), bidirectional
// overrides, zero-width and other format characters. The CSV's own CRLF line ends are the one
// exception, checked apart.
const ACTIVE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

describe('issue 23: the report shows only what the school’s tools issue, escaped, bounded', () => {
  const nasty = [
    '%1B]0;compte%20pirat%C3%A9%07', // retitles the terminal
    '%1B[2J%1B[H', // clears it
    'x%0D%0A%2Fformation-ia%20%20%20%20999%20%20%20999', // a fake table line
    '%E2%80%AEtpe', // right-to-left override
    'z%E2%80%8Bw', // zero-width space
  ];
  const log = nasty.map((value, index) => arrival(`/tpe?utm_source=${value}&utm_medium=print&utm_campaign=c${index}`));
  const requests: AttributedRequest[] = [
    {
      created_at: '2026-09-03T11:00:00Z',
      landing_path: '/tpe',
      utm_source: '\u001b]0;x\u0007',
      utm_medium: 'print',
      utm_campaign: 'c0',
      ...none,
      referrer_host: null,
    },
    // A path the table accepts but that is no page of the site.
    { created_at: '2026-09-03T11:00:00Z', landing_path: '/wp-login.php', utm_source: null, utm_medium: null, utm_campaign: null, ...none, referrer_host: null },
  ];
  const visits = visitsFromLog(log, { siteHosts: SITE });
  const report = buildReport(visits, { available: true, rows: requests });

  it('groups campaign values outside campaign-link’s shape as « autre », cleaned as the site cleans them', () => {
    // The override is what the site strips (cleanUtm): `tpe` is a value campaign-link issues.
    expect(report.byCampaign).toEqual([
      { label: OTHER, visits: 4, requests: 1, rate: 0.25 },
      { label: NO_CAMPAIGN, visits: 0, requests: 1, rate: null },
      { label: 'c3 (tpe / print)', visits: 1, requests: 0, rate: 0 },
    ]);
    // The site stores `salon\u001b-laval` as `salon-laval` (cleanUtm): a visit and its request meet.
    expect(campaignLabel({ utm_source: 'salon\u001b-laval', utm_medium: 'print', utm_campaign: 'rentree-2026', utm_term: null, utm_content: null })).toBe(
      'rentree-2026 (salon-laval / print)',
    );
    expect(report.byLanding.map((row) => row.label)).toEqual(['/tpe', OTHER]);
  });

  it('no control or format character reaches the terminal, the CSV or the HTML page', async () => {
    // Labels as they would arrive without the grouping above, to test the printing itself.
    const raw = { ...report, byCampaign: [{ label: decodeURIComponent(nasty.join(' ')), visits: 1, requests: 1, rate: 1 }] };
    const table = formatReportTable(raw);
    const csv = reportCsv(raw);
    const html = await reportHtml(raw, { period: '2026-09-03 → 2026-09-03', sources: 'essai' });
    expect(table.replaceAll('\n', '')).not.toMatch(ACTIVE);
    expect(csv.replace(/^\uFEFF/, '').replaceAll('\r\n', '')).not.toMatch(ACTIVE);
    expect(html.replaceAll('\n', '')).not.toMatch(ACTIVE);
    // The fake line stays inside its cell: as many table lines as rows, plus headers and total.
    expect(table.split('\n')).toHaveLength(2 + report.byLanding.length + 1 + 1 + 2 + 1 + 1);
    expect(table).toContain('\uFFFD]0;compte piraté\uFFFD');
  });

  it('300 forged campaigns and 20 000 log lines make bounded tables and a small HTML page', async () => {
    const forged = Array.from({ length: 20_000 }, (_, index) => arrival(`/tpe?utm_source=s${index % 300}&utm_medium=m&utm_campaign=k${index}`));
    const big = buildReport(visitsFromLog(forged, { siteHosts: SITE }), { available: true, rows: [] });
    expect(big.byCampaign).toHaveLength(REPORT_MAX_ROWS);
    expect(big.byCampaign.at(-1)!.label).toBe(restLabel(20_000 - REPORT_MAX_ROWS + 1));
    expect(big.byCampaign.reduce((sum, row) => sum + row.visits, 0)).toBe(20_000);
    const html = await reportHtml(big, { period: 'p', sources: 's' });
    expect(html.length).toBeLessThan(200_000);
  });

  it('never shows a conversion above 100 %, per row or in total', () => {
    const many: AttributedRequest[] = Array.from({ length: 9 }, () => ({ ...ROWS[0]! }));
    const inflated = buildReport(visitsFromLog([arrival('/tpe?utm_source=salon-laval&utm_medium=print&utm_campaign=rentree-2026')], { siteHosts: SITE }), {
      available: true,
      rows: many,
    });
    for (const row of [...inflated.byLanding, ...inflated.byCampaign, inflated.total]) {
      expect(row.rate === null || row.rate <= 1, `${row.label}: ${row.rate}`).toBe(true);
    }
    expect(inflated.total).toMatchObject({ visits: 1, requests: 9, rate: 1 });
  });
});

describe('issue 34: 60 fake visits cannot push a real campaign out of the top 20', () => {
  // Two real campaigns (the fair's flyer brought a request; the open day on Instagram, 2 visits and
  // none yet) and 60 fake visits: 20 made-up campaigns of one source, 3 visits each.
  const FAKE = readFileSync(new URL('./fixtures/fake-visits.log', import.meta.url), 'utf8').split('\n');
  const FAIR = 'rentree-2026 (salon-laval / print)';
  const OPEN_DAY = 'portes-ouvertes (instagram / social)';
  const fairRequest: AttributedRequest = { ...ROWS[0]!, created_at: '2026-10-05T15:00:00Z' };
  const visits = visitsFromLog(FAKE, { siteHosts: SITE });
  const report = buildReport(visits, { available: true, rows: [fairRequest] });

  it('the fixture holds 60 fake visits and 4 real ones', () => {
    expect(visits).toHaveLength(64);
    expect(visits.filter((visit) => visit.utm_source === 'promo-gratuite')).toHaveLength(60);
  });

  it('ranks by requests, then visits, and gives one source at most its share of the rows', () => {
    expect(report.byCampaign[0]).toEqual({ label: FAIR, visits: 2, requests: 1, rate: 0.5 });
    const fake = report.byCampaign.filter((row) => row.label.includes('promo-gratuite'));
    expect(fake).toHaveLength(REPORT_MAX_ROWS_PER_SOURCE);
    expect(fake.every((row) => row.visits === 3)).toBe(true);
    // The open day, without a request, still outranks the fake campaigns past the source's share.
    expect(report.byCampaign.map((row) => row.label)).toContain(OPEN_DAY);
    expect(report.byCampaign.at(-1)).toEqual({ label: restLabel(20 - REPORT_MAX_ROWS_PER_SOURCE), visits: 45, requests: 0, rate: 0 });
    expect(report.byCampaign.length).toBeLessThanOrEqual(REPORT_MAX_ROWS);
    expect(report.byCampaign.reduce((sum, row) => sum + row.visits, 0)).toBe(64);
  });

  it('holds with requests unknown (a database without the attribution columns): visits and the cap alone', () => {
    const partial = buildReport(visits, { available: false, reason: 'colonnes absentes' });
    const labels = partial.byCampaign.map((row) => row.label);
    expect(labels).toContain(FAIR);
    expect(labels).toContain(OPEN_DAY);
  });

  it('the terminal table, the CSV and the HTML report show both real campaigns', async () => {
    expect(formatReportTable(report)).toMatch(/rentree-2026 \(salon-laval \/ print\)\s+2\s+1\s+50\s%/);
    const csv = reportCsv(report);
    expect(csv).toContain(`"Campagne";"${FAIR}";"2";"1";"50\u00a0%"`);
    expect(csv).toContain(`"Campagne";"${OPEN_DAY}";"2";"0";"0\u00a0%"`);
    // The first campaign row of the CSV is the one that brought a request.
    expect(csv.split('\r\n').find((line) => line.startsWith('"Campagne"'))).toContain(FAIR);
    const html = await reportHtml(report, { period: '2026-10-05 → 2026-10-07', sources: 'fixture' });
    expect(html).toContain(`<td>${FAIR}</td>`);
    expect(html).toContain(`<td>${OPEN_DAY}</td>`);
  });
});
