/**
 * Where a visit came from (issue 14): the first page a visitor opens in a tab notes its path,
 * its five `utm_*` parameters and the host of the site that linked to it (never its full
 * address; none when the visitor came from this very site or typed the address) in the tab's
 * sessionStorage. The contact form of whichever app the visitor finally writes from sends them
 * with the request (packages/contact). No cookie, no identifier, nothing sent anywhere else:
 * the privacy policy says so.
 *
 * The values are shaped here to what the database accepts
 * (supabase/migrations/20261124140000_contact_requests_attribution.sql): a value the table
 * would refuse is cleaned or dropped, never sent as is, so a strange campaign link can never
 * make a visitor's request fail. The shared table of values proves it (packages/contact,
 * visitOrigin.test.ts).
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

/** The host of the site that linked here, or null for none, this very site, or an unreadable referrer. */
export function referrerHost(referrer: string, currentHost: string): string | null {
  if (referrer === '' || !URL.canParse(referrer)) return null;
  const url = new URL(referrer);
  if (!/^https?:$/.test(url.protocol) || url.hostname === currentHost) return null;
  return cleanHost(url.hostname);
}

/** Where a visit that starts at `location` after `referrer` came from. */
export function visitOriginOf(location: Pick<Location, 'pathname' | 'search' | 'hostname'>, referrer: string): VisitOrigin {
  const params = new URLSearchParams(location.search);
  const origin: VisitOrigin = {
    landing_path: cleanPath(location.pathname),
    referrer_host: referrerHost(referrer, location.hostname),
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
  };
  for (const name of UTM_PARAMETERS) origin[name] = cleanUtm(params.get(name));
  return origin;
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
 */
export function recordVisitOrigin(
  location: Pick<Location, 'pathname' | 'search' | 'hostname'> = globalThis.location,
  referrer: string = globalThis.document?.referrer ?? '',
  storage: Storage | null = tabStorage(),
): void {
  if (storage === null) return;
  try {
    if (storage.getItem(VISIT_ORIGIN_KEY) !== null) return;
    storage.setItem(VISIT_ORIGIN_KEY, JSON.stringify(visitOriginOf(location, referrer)));
  } catch {
    // Full or blocked storage: the visit goes unrecorded, nothing else changes.
  }
}

/** Where this tab's visit came from, cleaned again (the storage is the visitor's), or null. */
export function readVisitOrigin(storage: Storage | null = tabStorage()): VisitOrigin | null {
  if (storage === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(VISIT_ORIGIN_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const raw = stored as Record<string, unknown>;
  const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : null);
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

/**
 * The same note as `recordVisitOrigin`, as plain JavaScript that each page's boot module runs as
 * soon as the page is parsed (@ecole/app-build, bootScripts.ts). Most pages run no React at all and
 * a page's islands start only when the visitor reaches them: a visitor who follows a link before
 * would otherwise leave the landing page, and its campaign, unrecorded. It stores the values raw; `readVisitOrigin` cleans
 * them, as it cleans whatever the visitor's storage holds. A block, so its names stay its own.
 */
export const RECORD_VISIT_ORIGIN_SCRIPT = `{
  try {
    if (sessionStorage.getItem(${JSON.stringify(VISIT_ORIGIN_KEY)}) === null) {
      const params = new URLSearchParams(location.search);
      let from = null;
      try {
        from = document.referrer ? new URL(document.referrer) : null;
      } catch {}
      const origin = {
        landing_path: location.pathname,
        referrer_host: from && /^https?:$/.test(from.protocol) && from.hostname !== location.hostname ? from.hostname : null,
      };
      for (const name of ${JSON.stringify(UTM_PARAMETERS)}) origin[name] = params.get(name);
      sessionStorage.setItem(${JSON.stringify(VISIT_ORIGIN_KEY)}, JSON.stringify(origin));
    }
  } catch {}
}`;
