import { createWriteStream, mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname } from 'node:path';

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

/** The line for a finished request (without its newline). */
export function accessLogLine(req: IncomingMessage, status: number, now: Date = new Date()): string {
  const entry: AccessLogEntry = {
    time: isoTime(now),
    method: req.method ?? 'GET',
    path: req.url ?? '/',
    status,
    referrer_host: referrerHost(req.headers.referer),
    user_agent: req.headers['user-agent'] ?? '',
  };
  return JSON.stringify(entry);
}

/** A line read back; `undefined` for a line that is not one of ours (truncated, other format). */
export function parseAccessLogLine(line: string): AccessLogEntry | undefined {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const entry = value as Record<string, unknown>;
  const strings = ['time', 'method', 'path', 'referrer_host', 'user_agent'] as const;
  if (strings.some((key) => typeof entry[key] !== 'string') || typeof entry.status !== 'number') return undefined;
  return entry as unknown as AccessLogEntry;
}

export interface AccessLog {
  /** Call once per request, as soon as it arrives: the line is written when the answer ends. */
  record(req: IncomingMessage, res: ServerResponse): void;
  close(): Promise<void>;
}

/** Appends to `file` (its folder created), one JSON line per request. */
export function openAccessLog(file: string): AccessLog {
  mkdirSync(dirname(file), { recursive: true });
  const stream = createWriteStream(file, { flags: 'a' });
  return {
    record(req, res) {
      // 'close' also fires for an answer cut short; nginx logs those as 499.
      res.once('close', () => stream.write(`${accessLogLine(req, res.writableFinished ? res.statusCode : 499)}\n`));
    },
    close: () => new Promise<void>((done) => stream.end(done)),
  };
}
