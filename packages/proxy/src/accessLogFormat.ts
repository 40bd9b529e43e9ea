// The access log's line, without Node: the embedded proxy, the nginx generator and the edge worker
// write it; the reading side (the entry's type, `parseAccessLogLine`) is the one file the campaign
// figures' function reads too (@ecole/supabase/access-log, issue 37).
import type { AccessLogEntry } from '@ecole/supabase/access-log';

export { type AccessLogEntry, parseAccessLogLine } from '@ecole/supabase/access-log';

/**
 * The referrer's host, in a syntax both nginx (PCRE, in a `map`) and JavaScript read the same:
 * scheme, `://`, optional user-info, then the host up to `/ : ? #`.
 */
export const REFERRER_HOST_PATTERN = '^[a-zA-Z][a-zA-Z0-9+.-]*://(?:[^@/?#]*@)?(?<referrer_host>[^/:?#@]+)';
const REFERRER_HOST = new RegExp(REFERRER_HOST_PATTERN);

export function referrerHost(referer: string | undefined): string {
  return (referer && REFERRER_HOST.exec(referer)?.groups?.referrer_host) || '';
}

/** nginx's `$time_iso8601` in UTC (no milliseconds, `+00:00`). */
export function isoTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

/**
 * The line of one answer, in the order every proxy writes its fields (nginx's `log_format` too):
 * what was asked, the answer, where the visitor came from, then what the proxy served (`page`,
 * `variant`: issue 37).
 */
export function formatAccessLogLine(entry: Required<AccessLogEntry>): string {
  const { time, method, path, status, referrer_host, user_agent, page, variant } = entry;
  return JSON.stringify({ time, method, path, status, referrer_host, user_agent, page, variant });
}
