// The proxies' access-log line, read back (packages/proxy/README.md, « Access log »). Written by
// the three proxies (nginx's generated `log_format`, the embedded server, the edge router's
// `console.log`); read by `npm run campaign-report` on files and by the campaign-visits function
// (issue 37) on what Cloudflare's Logpush and the log shipper post. Plain TypeScript with no import,
// so Deno (the function), Node (the report) and the edge router's bundle all load this one file;
// the proxies import it as `@ecole/supabase/access-log`.

/**
 * One line of the access log, a JSON object. Deliberately without the IP address, the full
 * referrer URL (it may carry another site's query: only its host is kept), cookies or any body.
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
  /**
   * The page of the route table the proxy answered with (`/tpe`), `''` for anything else (an
   * asset, a redirect, the not-found page). Since issue 37: lines written before have none.
   */
  page?: string;
  /**
   * The experiment variant the proxy drew for this arrival and served (`formation-ia-titre:b`),
   * `''` when none was drawn. Since issue 37.
   */
  variant?: string;
}

/** One of our entries, or `undefined`. */
function asEntry(value: unknown): AccessLogEntry | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const entry = value as Record<string, unknown>;
  const strings = ["time", "method", "path", "referrer_host", "user_agent"] as const;
  if (strings.some((key) => typeof entry[key] !== "string") || typeof entry.status !== "number") {
    return undefined;
  }
  // The two later fields are optional (older lines), but never anything but text.
  if (
    ["page", "variant"].some((key) => entry[key] !== undefined && typeof entry[key] !== "string")
  ) {
    return undefined;
  }
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
 * router writes its line with `console.log`, docs/releases.md). `wrangler tail --format json`
 * spells the same fields in lower case.
 */
function fromWorkersEvent(value: unknown): AccessLogEntry | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const event = value as { Logs?: unknown; logs?: unknown };
  const logs = Array.isArray(event.Logs) ? event.Logs : Array.isArray(event.logs) ? event.logs : [];
  for (const log of logs) {
    if (typeof log !== "object" || log === null) continue;
    const { Message, message } = log as { Message?: unknown; message?: unknown };
    const parts = Array.isArray(Message) ? Message : Array.isArray(message) ? message : [];
    for (const part of parts) {
      const entry = asEntry(typeof part === "string" ? parseJson(part) : part);
      if (entry) return entry;
    }
  }
  return undefined;
}

/**
 * A line read back; `undefined` for a line that is not one of ours (truncated, other format).
 * Reads the proxies' own lines (nginx, embedded, the local edge) and Cloudflare's Workers Trace
 * Events export of the edge's lines, so the campaign figures count visits whichever served them.
 */
export function parseAccessLogLine(line: string): AccessLogEntry | undefined {
  const value = parseJson(line);
  return asEntry(value) ?? fromWorkersEvent(value);
}
