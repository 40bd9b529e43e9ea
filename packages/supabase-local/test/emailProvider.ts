import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 standing in for the e-mail provider (Resend's
 * `POST /emails`), whose answer a test can switch to a failure and back. The stand-in is
 * pointed at it with `emailApiUrl`.
 */
export interface TestEmailProvider {
  url: string;
  /** Bodies of the mails accepted (2xx answers only). */
  accepted: Record<string, unknown>[];
  /** Calls answered with a failure. */
  refused: number;
  /** Status of the next answers: 200 accepts, anything else refuses. */
  status: number;
  close(): Promise<void>;
}

export async function startTestEmailProvider(): Promise<TestEmailProvider> {
  const provider: TestEmailProvider = { url: '', accepted: [], refused: 0, status: 200, close: async () => {} };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      if (provider.status >= 200 && provider.status < 300) {
        provider.accepted.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
        response.writeHead(provider.status).end(JSON.stringify({ id: `mail-${provider.accepted.length}` }));
      } else {
        provider.refused += 1;
        response.writeHead(provider.status).end(JSON.stringify({ name: 'application_error', message: 'provider down' }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/emails`;
  provider.close = () => new Promise((resolve) => server.close(() => resolve()));
  return provider;
}
