import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';

/**
 * A real HTTP server on 127.0.0.1 standing in for the e-mail provider (Resend's `POST /emails`),
 * whose behaviour a test can change: fail (`status`), refuse some mails for good (`refuse`), or
 * hold every answer until the test lets it go (`hold`), like a provider slower than the function
 * waits. Like Resend it honours `Idempotency-Key`: a key it has sent a mail for gets that mail's
 * answer again and nothing is sent; a key whose first call is still being handled gets 409
 * `concurrent_idempotent_requests`. A held mail is sent when the hold ends even if the caller
 * has given up waiting, as a real provider does. The stand-in is pointed at it with `emailApiUrl`.
 */
export interface TestEmailProvider {
  url: string;
  /** Mails actually sent (2xx answers for a new key, or no key). */
  accepted: Record<string, unknown>[];
  /** Calls answered with a failure. */
  refused: number;
  /** Calls answered from the idempotency keys, without sending. */
  replayed: number;
  /** Calls received, answered or not yet. */
  calls: number;
  /** Status of the next answers: 200 accepts, anything else refuses (temporarily or not). */
  status: number;
  /** A status for this mail instead (e.g. 422 for an address the provider will never take). */
  refuse?: (mail: Record<string, unknown>) => number | undefined;
  /** While set, calls wait for it before being handled. */
  hold?: Promise<void>;
  /** The idempotency keys of the calls for mails replying to `email`, in order. */
  keysFor(email: string): string[];
  /** Resolves once `count` calls have been received (handled or held). */
  received(count: number): Promise<void>;
  close(): Promise<void>;
}

export async function startTestEmailProvider(): Promise<TestEmailProvider> {
  const keys = new Map<string, { mail: unknown; answer?: { status: number; body: string } }>();
  const waiting: { count: number; resolve: () => void }[] = [];
  const calls: { mail: Record<string, unknown>; key: string | undefined }[] = [];
  const provider: TestEmailProvider = {
    url: '',
    accepted: [],
    refused: 0,
    replayed: 0,
    calls: 0,
    status: 200,
    keysFor: (email) => calls.filter((call) => call.mail.reply_to === email).map((call) => call.key ?? ''),
    received: (count) =>
      new Promise((resolve) => {
        if (provider.calls >= count) resolve();
        else waiting.push({ count, resolve });
      }),
    close: async () => {},
  };

  async function handle(mail: Record<string, unknown>, key: string | undefined): Promise<{ status: number; body: string }> {
    if (key !== undefined) {
      const seen = keys.get(key);
      if (seen && !isDeepStrictEqual(seen.mail, mail)) {
        return {
          status: 409,
          body: JSON.stringify({ name: 'invalid_idempotent_request', message: 'Same idempotency key used with a different request payload.' }),
        };
      }
      if (seen && seen.answer === undefined) {
        return {
          status: 409,
          body: JSON.stringify({ name: 'concurrent_idempotent_requests', message: 'Same idempotency key used while original request is still in progress.' }),
        };
      }
      if (seen) {
        provider.replayed += 1;
        return seen.answer!;
      }
      keys.set(key, { mail });
    }
    if (provider.hold) await provider.hold;
    const status = provider.refuse?.(mail) ?? provider.status;
    if (status < 200 || status >= 300) {
      provider.refused += 1;
      // A failure is not kept: the key may be used again (Resend keeps successful answers).
      if (key !== undefined) keys.delete(key);
      return { status, body: JSON.stringify({ name: 'application_error', message: `provider says ${status}` }) };
    }
    provider.accepted.push(mail);
    const answer = { status, body: JSON.stringify({ id: `mail-${provider.accepted.length}` }) };
    if (key !== undefined) keys.set(key, { mail, answer });
    return answer;
  }

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      provider.calls += 1;
      for (const wait of waiting.filter((entry) => provider.calls >= entry.count)) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve();
      }
      const mail = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      const header = request.headers['idempotency-key'];
      const key = typeof header === 'string' ? header : undefined;
      calls.push({ mail, key });
      void handle(mail, key).then(({ status, body }) => {
        // The caller may have given up (its time limit): the mail is sent all the same.
        if (!response.destroyed) response.writeHead(status, { 'content-type': 'application/json' }).end(body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/emails`;
  provider.close = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return provider;
}
