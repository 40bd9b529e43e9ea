/**
 * Campaign visits survive the move to the edge: the router writes the same access-log line with
 * `console.log`, and Cloudflare exports it inside « Workers Trace Events » (Logpush, one JSON
 * object per line). `edge-logpush.ndjson` is `access.log` as that export carries it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { visitsFromLog } from '../src/visits.ts';

const read = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8').split('\n');
const SITE = new Set(['www.ecole-connectee.fr', 'ecole-connectee.fr']);

describe('visits from the edge’s Logpush export', () => {
  it('are the visits of the same requests in the proxies’ own log', () => {
    const fromEdge = visitsFromLog(read('edge-logpush.ndjson'), { siteHosts: SITE });
    const fromProxy = visitsFromLog(read('access.log'), { siteHosts: SITE });
    expect(fromEdge.length).toBeGreaterThan(0);
    expect(fromEdge).toEqual(fromProxy);
    expect(fromEdge.find((visit) => visit.landing_path === '/tpe')).toMatchObject({ utm_source: 'salon-laval', utm_medium: 'print' });
  });

  it('hold no IP address: neither the export nor the line carries one', () => {
    const text = read('edge-logpush.ndjson').join('\n');
    expect(text).not.toMatch(/\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b|ClientIP|CF-Connecting-IP/i);
  });
});
