import { findRoute } from '@ecole/routes';
import { parseAccessLogLine } from '@ecole/supabase/access-log';
import { type CountedVisit, campaignOf, utcDay, visitOf } from '@ecole/supabase/campaign-visits';
import { type Attribution, UTM_FIELDS, type UtmField } from '@ecole/supabase/contact-contract';
import { isbot } from 'isbot';

/** The five campaign parameters as they arrive (`utm_source`…), `null` when absent. */
export type Campaign = Pick<Attribution, UtmField>;
/** Named as the contact requests' columns name them (the contract): the report joins on them. */
export const CAMPAIGN_KEYS = UTM_FIELDS;

/**
 * One visit: when (and its UTC day), where it landed, the campaign in its address, the variant the
 * router served (issue 37). What the campaign-visits function counts from the same lines.
 */
export type Visit = CountedVisit;

/** Inclusive days, `YYYY-MM-DD`, compared with the UTC day of each line (as `export-requests --since`). */
export interface Period {
  from?: string;
  to?: string;
}

export function inPeriod(time: string, period: Period): boolean {
  const day = utcDay(time);
  if (day === null) return false;
  return (period.from === undefined || day >= period.from) && (period.to === undefined || day <= period.to);
}

export { campaignOf };

/** A page of the route table (its canonical form), for lines written before the proxies said it. */
const pageOf = (pathname: string) => (findRoute(pathname)?.path === pathname ? pathname : undefined);

/**
 * The visits of an access log (packages/proxy/README.md, « Access log »), by the visit rule the
 * campaign-visits function applies to the same lines (@ecole/supabase/campaign-visits, `visitOf`):
 * a page view that arrives from outside the site (`siteHosts`; same-site navigations send the
 * site's host since the proxies set `strict-origin-when-cross-origin`), `GET` of a page of the route
 * table answered `200`, not by a robot nor an empty user agent (`isbot`). Left out: assets, files,
 * redirects, errors, `HEAD`, `POST`.
 */
export function visitsFromLog(lines: Iterable<string>, options: { period?: Period; siteHosts: ReadonlySet<string> }): Visit[] {
  const visits: Visit[] = [];
  for (const line of lines) {
    if (line.trim() === '') continue;
    const entry = parseAccessLogLine(line);
    if (entry === undefined) continue;
    const visit = visitOf(entry, { siteHosts: options.siteHosts, isBot: isbot, pageOf });
    if (visit === undefined || !inPeriod(visit.time, options.period ?? {})) continue;
    visits.push(visit);
  }
  return visits;
}
