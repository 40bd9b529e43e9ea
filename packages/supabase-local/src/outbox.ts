import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
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
  payload: OutboxMail;
}

function resendError(response: ServerResponse, statusCode: number, name: string, message: string): void {
  sendJson(response, statusCode, { statusCode, name, message });
}

function list(value: string | string[]): string {
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * A stand-in for the HTTP e-mail API the edge function calls (Resend's `POST /emails` shape):
 * instead of sending, it writes one JSON file per mail in the outbox folder, so a developer can
 * read what the school would have received, and answers like Resend (`{ id }`).
 */
export async function handleOutbox(
  request: IncomingMessage,
  response: ServerResponse,
  options: { outboxDir: string; log: (line: string) => void },
): Promise<void> {
  if (request.method !== 'POST') return resendError(response, 405, 'method_not_allowed', 'Method is not allowed for the requested path.');
  const authorization = header(request, 'authorization');
  if (authorization === undefined) {
    return resendError(response, 401, 'missing_api_key', 'Missing API key in the authorization header. Include the following header in the request: Authorization: Bearer YOUR_API_KEY');
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
    const filled = Array.isArray(value) ? value.length > 0 && value.every((item) => typeof item === 'string' && item !== '') : typeof value === 'string' && value !== '';
    if (!filled) return resendError(response, 422, 'missing_required_field', `Missing \`${field}\` field.`);
  }
  if (typeof mail.html !== 'string' && typeof mail.text !== 'string') {
    return resendError(response, 422, 'missing_required_field', 'Missing `html` or `text` field.');
  }

  const id = randomUUID();
  const receivedAt = new Date().toISOString();
  // The timestamp first so the folder lists in arrival order; the random part keeps two mails
  // of the same millisecond apart; no colons, which some file systems refuse.
  const file = join(options.outboxDir, `${receivedAt.replaceAll(':', '-')}-${id.slice(0, 8)}.json`);
  mkdirSync(options.outboxDir, { recursive: true });
  const entry: OutboxEntry = { id, received_at: receivedAt, payload: mail };
  writeFileSync(file, `${JSON.stringify(entry, null, 2)}\n`);
  options.log(`✉️  Mail pour ${list(mail.to)}\u00a0: ${mail.subject} (→ ${file})`);
  sendJson(response, 200, { id });
}
