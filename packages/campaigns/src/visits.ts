import { parseAccessLogLine } from '@ecole/proxy';
import { findRoute } from '@ecole/routes';
import { type Attribution, UTM_FIELDS, type UtmField } from '@ecole/supabase/contact-contract';
import { isbot } from 'isbot';

/** The five campaign parameters as they arrive (`utm_source`…), `null` when absent. */
export type Campaign = Pick<Attribution, UtmField>;
/** Named as the contact requests' columns name them (the contract): the report joins on them. */
export const CAMPAIGN_KEYS = UTM_FIELDS;

/** One visit: where it landed, when, and the campaign in its URL. */
export interface Visit extends Campaign {
  time: string;
  landing_path: string;
  referrer_host: string | null;
}

/** Inclusive days, `YYYY-MM-DD`, compared with the UTC day of each line (as `export-requests --since`). */
export interface Period {
  from?: string;
  to?: string;
}

export function inPeriod(time: string, period: Period): boolean {
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return false;
  const day = date.toISOString().slice(0, 10);
  return (period.from === undefined || day >= period.from) && (period.to === undefined || day <= period.to);
}

export function campaignOf(query: URLSearchParams): Campaign {
  const value = (key: string) => query.get(key)?.trim() || null;
  return Object.fromEntries(CAMPAIGN_KEYS.map((key) => [key, value(key)])) as unknown as Campaign;
}

/**
 * The visits of an access log (packages/proxy/README.md, « Access log »). Without a cookie or an
 * IP address, page views cannot be tied to one visitor; a visit is therefore counted where it
 * starts: a page view that arrives from outside the site. Counted: `GET` of a page of the route
 * table (its canonical form), answered `200`, whose referrer is not the site itself
 * (`siteHosts`; same-site navigations send the site's host since the proxies set
 * `strict-origin-when-cross-origin`). Left out: bots and empty user agents (`isbot`), assets,
 * files, redirects, errors, `HEAD`, `POST`.
 */
export function visitsFromLog(lines: Iterable<string>, options: { period?: Period; siteHosts: ReadonlySet<string> }): Visit[] {
  const visits: Visit[] = [];
  for (const line of lines) {
    if (line.trim() === '') continue;
    const entry = parseAccessLogLine(line);
    if (entry?.method !== 'GET' || entry.status !== 200) continue;
    if (entry.user_agent === '' || isbot(entry.user_agent)) continue;
    if (entry.referrer_host !== '' && options.siteHosts.has(entry.referrer_host.toLowerCase())) continue;
    const url = new URL(entry.path, 'http://log.invalid');
    const route = findRoute(url.pathname);
    if (!route || route.path !== url.pathname) continue;
    if (!inPeriod(entry.time, options.period ?? {})) continue;
    visits.push({ time: entry.time, landing_path: route.path, referrer_host: entry.referrer_host || null, ...campaignOf(url.searchParams) });
  }
  return visits;
}
