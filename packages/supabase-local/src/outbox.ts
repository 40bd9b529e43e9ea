import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { BodyTooLargeError, header, readBody, sendJson } from './http.ts';

/** The key the edge function is given as EMAIL_API_KEY in local mode. */
export const OUTBOX_API_KEY = 'local-outbox';

export interface OutboxMail {
  from: string;
  to: string | string[];
  subject: string;
  reply_to?: string | string[];
  html?: string;
  text?: string;
  [key: string]: unknown;
}

/** What one outbox file holds. */
export interface OutboxEntry {
  id: string;
  received_at: string;
  /** The `Idempotency-Key` the mail was sent with, if any. */
  idempotency_key?: string;
  payload: OutboxMail;
}

function resendError(response: ServerResponse, statusCode: number, name: string, message: string): void {
  sendJson(response, statusCode, { statusCode, name, message });
}

function list(value: string | string[]): string {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Resend keeps an idempotency key this long. */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

interface KeyRecord {
  payload: OutboxMail;
  id: string;
  at: number;
}

/**
 * A stand-in for the HTTP e-mail API the edge function calls (Resend's `POST /emails` shape):
 * instead of sending, it writes one JSON file per mail in the outbox folder, so a developer can
 * read what the school would have received, and answers like Resend (`{ id }`).
 *
 * Like Resend, it honours `Idempotency-Key` (https://resend.com/docs/dashboard/emails/idempotency-keys):
 * a key seen in the last 24 hours with the same mail gets the first answer again and writes
 * nothing; with another mail, 409 `invalid_idempotent_request`. (Resend's 409
 * `concurrent_idempotent_requests` cannot happen here: a mail is written at once.) The keys of the
 * mails already in the folder are read back at start, so a restart does not forget them.
 */
export class Outbox {
  readonly #dir: string;
  readonly #log: (line: string) => void;
  readonly #keys = new Map<string, KeyRecord>();
  readonly #now: () => number;

  /** `now`: the stand-in's clock (localClock.ts), which dates each mail's `received_at`. */
  constructor(options: { outboxDir: string; log: (line: string) => void; now?: () => number }) {
    this.#dir = options.outboxDir;
    this.#log = options.log;
    this.#now = options.now ?? Date.now;
    let files: string[] = [];
    try {
      files = readdirSync(this.#dir).filter((file) => file.endsWith('.json'));
    } catch {
      // no folder yet: no mail yet
    }
    for (const file of files) {
      try {
        const entry = JSON.parse(readFileSync(join(this.#dir, file), 'utf8')) as OutboxEntry;
        const at = Date.parse(entry.received_at);
        if (entry.idempotency_key && Date.now() - at < KEY_LIFETIME_MS) {
          this.#keys.set(entry.idempotency_key, { payload: entry.payload, id: entry.id, at });
        }
      } catch {
        // a file someone edited by hand: not ours to judge
      }
    }
  }

  async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'POST') return resendError(response, 405, 'method_not_allowed', 'Method is not allowed for the requested path.');
    const authorization = header(request, 'authorization');
    if (authorization === undefined) {
      return resendError(
        response,
        401,
        'missing_api_key',
        'Missing API key in the authorization header. Include the following header in the request: Authorization: Bearer YOUR_API_KEY',
      );
    }
    if (authorization !== `Bearer ${OUTBOX_API_KEY}`) return resendError(response, 403, 'validation_error', 'API key is invalid');

    let mail: OutboxMail;
    try {
      mail = JSON.parse((await readBody(request)).toString('utf8')) as OutboxMail;
    } catch (error) {
      if (error instanceof BodyTooLargeError) return resendError(response, 413, 'validation_error', error.message);
      return resendError(response, 422, 'validation_error', 'Invalid JSON body.');
    }
    if (typeof mail !== 'object' || mail === null || Array.isArray(mail)) {
      return resendError(response, 422, 'validation_error', 'Invalid JSON body.');
    }
    for (const field of ['from', 'to', 'subject'] as const) {
      const value = mail[field];
      const filled = Array.isArray(value)
        ? value.length > 0 && value.every((item) => typeof item === 'string' && item !== '')
        : typeof value === 'string' && value !== '';
      if (!filled) return resendError(response, 422, 'missing_required_field', `Missing \`${field}\` field.`);
    }
    if (typeof mail.html !== 'string' && typeof mail.text !== 'string') {
      return resendError(response, 422, 'missing_required_field', 'Missing `html` or `text` field.');
    }

    const key = header(request, 'idempotency-key');
    if (key !== undefined) {
      if (key === '' || key.length > 256) return resendError(response, 400, 'invalid_idempotency_key', 'The key must be between 1-256 chars.');
      const seen = this.#keys.get(key);
      if (seen && Date.now() - seen.at < KEY_LIFETIME_MS) {
        if (!isDeepStrictEqual(seen.payload, mail)) {
          return resendError(response, 409, 'invalid_idempotent_request', 'Same idempotency key used with a different request payload.');
        }
        this.#log(`✉️  Mail déjà envoyé avec la clé ${key}\u00a0: rien de plus (${seen.id})`);
        return sendJson(response, 200, { id: seen.id });
      }
    }

    const id = randomUUID();
    // When the mail arrived on the stand-in's clock (a mail of a moved clock is dated as staff see
    // it); the file is named by the real time, first so the folder lists in arrival order even
    // after the clock moved back; the random part keeps two mails of the same millisecond apart;
    // no colons, which some file systems refuse.
    const receivedAt = new Date(this.#now()).toISOString();
    const file = join(this.#dir, `${new Date().toISOString().replaceAll(':', '-')}-${id.slice(0, 8)}.json`);
    mkdirSync(this.#dir, { recursive: true });
    const entry: OutboxEntry = { id, received_at: receivedAt, ...(key === undefined ? {} : { idempotency_key: key }), payload: mail };
    writeFileSync(file, `${JSON.stringify(entry, null, 2)}\n`);
    if (key !== undefined) this.#keys.set(key, { payload: mail, id, at: Date.now() });
    this.#log(`✉️  Mail pour ${list(mail.to)}\u00a0: ${mail.subject} (→ ${file})`);
    sendJson(response, 200, { id });
  }
}
