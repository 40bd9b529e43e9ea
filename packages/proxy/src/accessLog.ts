import { createWriteStream, mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import { formatAccessLogLine, isoTime, referrerHost } from './accessLogFormat.ts';

/** What the proxy served a request with: the page it was routed to, and the variant drawn (issue 37). */
const SERVED = new WeakMap<IncomingMessage, { page: string; variant: string }>();

/** Notes, for the request's line, the page it was routed to and the variant drawn for it. */
export function noteServed(req: IncomingMessage, served: { page: string; variant: string }): void {
  SERVED.set(req, served);
}

/** The line for a finished request (without its newline). */
export function accessLogLine(req: IncomingMessage, status: number, now: Date = new Date()): string {
  const served = SERVED.get(req) ?? { page: '', variant: '' };
  return formatAccessLogLine({
    time: isoTime(now),
    method: req.method ?? 'GET',
    path: req.url ?? '/',
    status,
    referrer_host: referrerHost(req.headers.referer),
    user_agent: req.headers['user-agent'] ?? '',
    ...served,
  });
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

export { type AccessLogEntry, formatAccessLogLine, isoTime, parseAccessLogLine, REFERRER_HOST_PATTERN, referrerHost } from './accessLogFormat.ts';
