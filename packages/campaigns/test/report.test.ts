import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { formatReportTable, reportCsv, reportHtml } from '../src/output.ts';
import { buildReport, NO_CAMPAIGN, UNKNOWN_LANDING } from '../src/report.ts';
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
    expect(report.total).toEqual({ label: 'Total', visits: 4, requests: 4, rate: 1 });
  });

  it('and per campaign', () => {
    expect(report.byCampaign).toEqual([
      { label: 'rentree-2026 (salon-laval / print)', visits: 2, requests: 1, rate: 0.5 },
      { label: NO_CAMPAIGN, visits: 1, requests: 2, rate: 2 },
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
    expect(asked!.searchParams.get('select')).toBe('created_at,landing_path,utm_source,utm_medium,utm_campaign,utm_term,utm_content,referrer_host');
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
