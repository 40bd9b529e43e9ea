// The access log's line, without Node: the embedded proxy, the nginx generator, the edge worker
// and the campaign report share it.
/**
 * One line of the access log, the same from nginx (`log_format ecole escape=json`, generated in
 * nginx.ts) and from the embedded proxy: a JSON object per line. Deliberately without the IP
 * address, the full referrer URL (it may carry another site's query: only its host is kept),
 * cookies or any body: forms POST, so nothing a visitor types reaches this file.
 */
export interface AccessLogEntry {
  /** ISO 8601 with the offset, to the second: `2026-11-24T05:00:00+00:00`. */
  time: string;
  method: string;
  /** The request target as sent: path and query string (`/tpe?utm_source=salon`). */
  path: string;
  status: number;
  /** The referring page's host only (`www.google.com`), `''` when none. */
  referrer_host: string;
  user_agent: string;
}

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

/** One of our entries, or `undefined`. */
function asEntry(value: unknown): AccessLogEntry | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entry = value as Record<string, unknown>;
  const strings = ['time', 'method', 'path', 'referrer_host', 'user_agent'] as const;
  if (strings.some((key) => typeof entry[key] !== 'string') || typeof entry.status !== 'number') return undefined;
  return entry as unknown as AccessLogEntry;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Our entry inside one event of Cloudflare's « Workers Trace Events » (what Logpush exports, one
 * JSON object per line: `{"Logs":[{"Level":"log","Message":["{…our line…}"],…}],…}`; the edge
 * router writes its line with `console.log`, docs/releases.md). `wrangler tail --format json` spells
 * the same fields in lower case.
 */
function fromWorkersEvent(value: unknown): AccessLogEntry | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const event = value as { Logs?: unknown; logs?: unknown };
  const logs = Array.isArray(event.Logs) ? event.Logs : Array.isArray(event.logs) ? event.logs : [];
  for (const log of logs) {
    if (typeof log !== 'object' || log === null) continue;
    const { Message, message } = log as { Message?: unknown; message?: unknown };
    const parts = Array.isArray(Message) ? Message : Array.isArray(message) ? message : [];
    for (const part of parts) {
      const entry = asEntry(typeof part === 'string' ? parseJson(part) : part);
      if (entry) return entry;
    }
  }
  return undefined;
}

/**
 * A line read back; `undefined` for a line that is not one of ours (truncated, other format).
 * Reads the proxies' own lines (nginx, embedded, the local edge) and Cloudflare's Workers Trace
 * Events export of the edge's lines, so the campaign report counts visits whichever served them.
 */
export function parseAccessLogLine(line: string): AccessLogEntry | undefined {
  const value = parseJson(line);
  return asEntry(value) ?? fromWorkersEvent(value);
}
