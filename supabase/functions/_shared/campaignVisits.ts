// What a visit is, for the campaign figures (issue 37: one definition, read by `npm run
// campaign-report` on the proxies' log files and by the campaign-visits function on what Logpush
// and the log shipper post). Without a cookie or an IP address, page views cannot be tied to one
// visitor: a visit is counted where it starts, a page view that arrives from outside the site.
// The proxies' router draws an experiment's variant by the same « outside » rule
// (packages/proxy/src/experiments.ts), so every drawn arrival is a visit unless a robot made it.
// Plain TypeScript, relative imports only: Deno and Node load this file as it is. What differs
// between them is handed in (the robot test: the `isbot` package, pinned on both sides).

import type { AccessLogEntry } from "./accessLog.ts";
import {
  cleanUtm,
  EXPERIMENT_VARIANT_SHAPE,
  UTM_FIELDS,
  UTM_VALUE,
  type UtmField,
} from "./contactContract/index.ts";

/** One visit: when, where it landed, the campaign in its address, and the variant it was served. */
export type CountedVisit = { [F in UtmField]: string | null } & {
  /** The line's own time (ISO 8601 with its offset). */
  time: string;
  /** Its UTC day, `YYYY-MM-DD`: the figures' days (both ends included). */
  day: string;
  /** The page of the route table it landed on. */
  landing_path: string;
  referrer_host: string | null;
  /** `formation-ia-titre:b`, or null when the router drew none. */
  variant: string | null;
};

export interface VisitRule {
  /** The site's own host names, lower case: a page view they referred is a step inside a visit. */
  siteHosts: ReadonlySet<string>;
  /** A robot's user agent (`isbot`); an empty user agent is a robot's too. */
  isBot: (userAgent: string) => boolean;
  /**
   * The page of the route table a path is, for a line written before the proxies said it
   * (issue 37 added `page`); none where the table is not at hand (the function).
   */
  pageOf?: (pathname: string) => string | undefined;
}

/**
 * The site's hosts for its public origin: the host, with and without `www.`, and the local
 * addresses a developer browses it on; `extra` adds others (a preview's host).
 */
export function siteHostsOf(origin: string, extra: readonly string[] = []): Set<string> {
  const host = new URL(origin).hostname.toLowerCase();
  const bare = host.replace(/^www\./, "");
  return new Set([
    host,
    bare,
    `www.${bare}`,
    "localhost",
    "127.0.0.1",
    ...extra.map((value) => value.toLowerCase()),
  ]);
}

/**
 * Whether a page view arrives from outside the site: no referrer (typed, a bookmark, an app, a
 * QR code) or another site's. Same-site navigations send the site's host, since the proxies set
 * `Referrer-Policy: strict-origin-when-cross-origin`.
 */
export function isFromOutside(referrerHost: string, siteHosts: ReadonlySet<string>): boolean {
  return referrerHost === "" || !siteHosts.has(referrerHost.toLowerCase());
}

/** The five campaign parameters of an address as they came (trimmed; null when absent or empty). */
export function campaignOf(query: URLSearchParams): { [F in UtmField]: string | null } {
  const value = (key: string) => query.get(key)?.trim() || null;
  return Object.fromEntries(UTM_FIELDS.map((key) => [key, value(key)])) as {
    [F in UtmField]: string | null;
  };
}

/** An ISO time's UTC day, or null for a time that is none. */
export function utcDay(time: string): string | null {
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/**
 * The visit a log line is, or undefined. Counted: `GET` of a page of the route table answered
 * `200`, by a browser (not a robot, not an empty user agent), from outside the site. Left out:
 * assets, files, redirects, errors, `HEAD`, `POST`, the site's own navigation.
 */
export function visitOf(entry: AccessLogEntry, rule: VisitRule): CountedVisit | undefined {
  if (entry.method !== "GET" || entry.status !== 200) return undefined;
  if (entry.user_agent === "" || rule.isBot(entry.user_agent)) return undefined;
  if (!isFromOutside(entry.referrer_host, rule.siteHosts)) return undefined;
  let url: URL;
  try {
    url = new URL(entry.path, "http://log.invalid");
  } catch {
    return undefined;
  }
  const page = entry.page !== undefined ? entry.page : rule.pageOf?.(url.pathname);
  if (page === undefined || page === "") return undefined;
  const day = utcDay(entry.time);
  if (day === null) return undefined;
  const variant = entry.variant !== undefined && EXPERIMENT_VARIANT_SHAPE.test(entry.variant)
    ? entry.variant
    : null;
  return {
    time: entry.time,
    day,
    landing_path: page,
    referrer_host: entry.referrer_host || null,
    ...campaignOf(url.searchParams),
    variant,
  };
}

/**
 * A visit's campaign as the daily counters keep it (campaign_visits): each value cleaned as the
 * site cleans a request's, then, if any given value is not one the school's tools issue
 * (`UTM_VALUE`), none kept and the visit counted in « (autre) » (`other`). What a label needs and
 * nothing more: a forged address costs one row a day, not one per spelling.
 */
export function counterCampaignOf(
  visit: Pick<CountedVisit, UtmField>,
): { values: { [F in UtmField]: string | null }; other: boolean } {
  const values = Object.fromEntries(UTM_FIELDS.map((key) => [key, cleanUtm(visit[key])])) as {
    [F in UtmField]: string | null;
  };
  const given = UTM_FIELDS.map((key) => values[key]).filter((value) => value !== null);
  if (given.every((value) => UTM_VALUE.test(value))) return { values, other: false };
  const none = Object.fromEntries(UTM_FIELDS.map((key) => [key, null])) as {
    [F in UtmField]: string | null;
  };
  return { values: none, other: true };
}

/** One row of the daily counters: a day, a landing page, a campaign, a variant, and its visits. */
export interface VisitCounter {
  day: string;
  landing_path: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  /** The campaign was not one the school's tools issue: counted as « (autre) ». */
  other_campaign: boolean;
  variant: string | null;
  visits: number;
}

/** The visits added up per counter row (what the ingest stores; never a line, an agent or a host). */
export function countVisits(visits: Iterable<CountedVisit>): VisitCounter[] {
  const rows = new Map<string, VisitCounter>();
  for (const visit of visits) {
    const { values, other } = counterCampaignOf(visit);
    const row: VisitCounter = {
      day: visit.day,
      landing_path: visit.landing_path,
      ...values,
      other_campaign: other,
      variant: visit.variant,
      visits: 0,
    };
    const key = JSON.stringify({ ...row, visits: undefined });
    const known = rows.get(key) ?? rows.set(key, row).get(key)!;
    known.visits += 1;
  }
  return [...rows.values()];
}
