/**
 * Where a visit came from (issue 14): the first page a visitor opens in a tab notes its path,
 * its five `utm_*` parameters and the host of the site that linked to it (never its full
 * address; none when the visitor came from this very site or typed the address) in the tab's
 * sessionStorage. The contact form of whichever app the visitor finally writes from sends them
 * with the request (@ecole/contact, and before its island runs, the form's hidden fields: FormBoot).
 * No cookie, no identifier, nothing sent anywhere else: the privacy policy says so.
 *
 * The boot entry of every page notes it as soon as it runs (`recordVisitOrigin`): most pages run
 * no React at all and a page's islands start only when the visitor reaches them, so a visitor who
 * follows a link at once would otherwise leave the landing page, and its campaign, unrecorded.
 *
 * The values are shaped here to what the database accepts
 * (supabase/migrations/20261124140000_contact_requests_attribution.sql): a value the table
 * would refuse is cleaned or dropped, never sent as is, so a strange campaign link can never
 * make a visitor's request fail. The shared table of values proves it (cleaning.test.ts).
 */

import { ATTRIBUTION_LIMITS, type Attribution, cleanUtm, UTM_FIELDS, type UtmField } from '@ecole/supabase/contact-contract';

export const VISIT_ORIGIN_KEY = 'ecole:origine-visite';

/** The five campaign parameters, named as the request's columns are (the contact contract). */
export const UTM_PARAMETERS = UTM_FIELDS;
export type UtmParameter = UtmField;

/** What a visit notes: the request's attribution columns but the form's own path. */
export type VisitOrigin = Pick<Attribution, 'landing_path' | 'referrer_host' | UtmField>;

const PATH_SHAPE = /^\/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/;
const HOST_SHAPE = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** The table's limits (the contact contract's, which the SQL CHECKs are proven equal to). */
export const ORIGIN_LIMITS = ATTRIBUTION_LIMITS;

/** A path of the site as the table stores it, or null (too long, or not a path). */
export function cleanPath(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value.length <= ORIGIN_LIMITS.path && PATH_SHAPE.test(value) ? value : null;
}

/** A host name, lower case, or null (an address without a usable name, a port, an IPv6 literal…). */
export function cleanHost(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const host = value.toLowerCase();
  return host.length <= ORIGIN_LIMITS.host && HOST_SHAPE.test(host) ? host : null;
}

/**
 * A utm value on one line, at most 100 characters (code points), or null when blank: the contact
 * contract's cleaning, which the campaign figures apply to the access log too (issue 37).
 */
export { cleanUtm };

/** What the first page of a visit notes, as the browser gives it: shaped when it is read (`readVisitOrigin`). */
export type NotedVisit = Record<keyof VisitOrigin, string | null>;

/** The host of the site that linked here, as the browser gives it: null for none, this very site, or anything but a web page. */
function referringHostOf(referrer: string, currentHost: string): string | null {
  if (referrer === '') return null;
  let url: URL;
  try {
    // Not `URL.canParse`: the boot entry runs this on every page, in browsers older than it (Safari 16).
    url = new URL(referrer);
  } catch {
    return null;
  }
  return /^https?:$/.test(url.protocol) && url.hostname !== currentHost ? url.hostname : null;
}

/** The host of the site that linked here, or null for none, this very site, or an unreadable referrer. */
export function referrerHost(referrer: string, currentHost: string): string | null {
  return cleanHost(referringHostOf(referrer, currentHost));
}

/**
 * What a visit that starts at `location` after `referrer` notes, raw: its path, its `utm_*`
 * parameters and the referring host. The boot entry of every page stores this, and nothing
 * more: the rules that shape it for the table (`cleanPath`, `cleanUtm`…) run where it is read, so
 * the script every page loads does not carry them.
 */
export function notedVisitOf(location: Pick<Location, 'pathname' | 'search' | 'hostname'>, referrer: string): NotedVisit {
  const params = new URLSearchParams(location.search);
  const noted = { landing_path: location.pathname, referrer_host: referringHostOf(referrer, location.hostname) } as NotedVisit;
  for (const name of UTM_PARAMETERS) noted[name] = params.get(name);
  return noted;
}

/** A noted visit shaped to what the table accepts: a value it would refuse is cleaned or dropped. */
function cleaned(noted: Readonly<Record<string, unknown>>): VisitOrigin {
  const text = (key: string) => (typeof noted[key] === 'string' ? (noted[key] as string) : null);
  const origin: VisitOrigin = {
    landing_path: cleanPath(text('landing_path')),
    referrer_host: cleanHost(text('referrer_host')),
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
  };
  for (const name of UTM_PARAMETERS) origin[name] = cleanUtm(text(name));
  return origin;
}

/** Where a visit that starts at `location` after `referrer` came from, as the table stores it. */
export function visitOriginOf(location: Pick<Location, 'pathname' | 'search' | 'hostname'>, referrer: string): VisitOrigin {
  return cleaned(notedVisitOf(location, referrer));
}

function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage blocked (a privacy setting): nothing is recorded, the form sends its page only.
    return null;
  }
}

/**
 * Notes where this visit came from, once per tab: the first page of the visit wins, the later
 * pages (in any of the three apps, which share the origin and so the tab's storage) leave it.
 * Stored raw (`notedVisitOf`); the form's hidden fields carry it so before its island runs, and
 * the form function drops a value the table would refuse.
 */
export function recordVisitOrigin(
  location: Pick<Location, 'pathname' | 'search' | 'hostname'> = globalThis.location,
  referrer: string = globalThis.document?.referrer ?? '',
  storage: Storage | null = tabStorage(),
): void {
  if (storage === null) return;
  try {
    if (storage.getItem(VISIT_ORIGIN_KEY) !== null) return;
    storage.setItem(VISIT_ORIGIN_KEY, JSON.stringify(notedVisitOf(location, referrer)));
  } catch {
    // Full or blocked storage: the visit goes unrecorded, nothing else changes.
  }
}

/** Where this tab's visit came from, shaped for the table (what the storage holds is the visitor's), or null. */
export function readVisitOrigin(storage: Storage | null = tabStorage()): VisitOrigin | null {
  if (storage === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(VISIT_ORIGIN_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  return cleaned(stored as Record<string, unknown>);
}
