import type { IncomingMessage } from 'node:http';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { BodyTooLargeError, clientAddress, readBody } from '../http.ts';
import type { SerialQueue } from '../serial-queue.ts';
import { AUTH_ERRORS, AuthError } from './errors.ts';
import type { AuthLimits } from './limits.ts';
import type { WindowLimiter } from './ratelimit.ts';

/** What every Auth endpoint of the stand-in works with. */
export interface AuthContext {
  db: PGlite;
  /** PGlite is one connection: Auth's transactions queue with the REST API's. */
  queue: SerialQueue;
  /** The clock (milliseconds): tests move it instead of waiting. */
  now: () => number;
  limits: AuthLimits;
  /** `http://127.0.0.1:54321/auth/v1`, the tokens' issuer (GoTrue's `jwt.issuer` on a hosted project). */
  issuer: string;
  hook: { url: string; secret: string };
  limiters: { signIn: WindowLimiter; verify: WindowLimiter; refresh: WindowLimiter };
  log: (line: string) => void;
}

/** One transaction on the stand-in's database, in the queue. */
export function inTransaction<T>(context: AuthContext, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return context.queue.run(() => context.db.transaction(work));
}

/** A time of the clock as the database stores it. */
export function isoAt(ms: number): string {
  return new Date(ms).toISOString();
}

/** The body as a JSON object, GoTrue's way (helpers.go, `retrieveRequestParams`). */
export async function readParams(request: IncomingMessage): Promise<Record<string, unknown>> {
  let raw: Buffer;
  try {
    raw = await readBody(request, 1 << 20);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new AuthError(413, 'request_entity_too_large', 'Request body too large (max 1048576 bytes)');
    throw error;
  }
  let value: unknown;
  try {
    value = JSON.parse(raw.length === 0 ? 'null' : raw.toString('utf8'));
  } catch (error) {
    throw AUTH_ERRORS.badJson((error as Error).message);
  }
  if (value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw AUTH_ERRORS.badJson('expected a JSON object');
  return value as Record<string, unknown>;
}

/**
 * Counts the call against its per-address limit, by the connection's address as the gateway
 * hands it to Auth (GoTrue reads the platform's forwarded address; nothing the caller writes).
 */
export function limitByAddress(limiter: WindowLimiter, request: IncomingMessage): void {
  if (!limiter.allow(clientAddress(request))) throw AUTH_ERRORS.overRequestRateLimit();
}
