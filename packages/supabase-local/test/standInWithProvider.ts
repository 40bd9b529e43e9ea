import { afterAll, beforeAll } from 'vitest';
import { type SupabaseLocal, type SupabaseLocalOptions, startSupabaseLocal } from '../src/server.ts';
import { startTestEmailProvider, type TestEmailProvider } from './emailProvider.ts';

/** The stand-in and the e-mail provider a test file runs against, started once for the file. */
export interface StandInWithProvider {
  readonly server: SupabaseLocal;
  readonly provider: TestEmailProvider;
}

/**
 * Starts, for the test file that calls it, a fake e-mail provider that honours idempotency keys and
 * the stand-in (in memory, no periodic sweep: the tests sweep) sending to it, with `options` on
 * top; stops both after the file. The files about exactly-once mails share this start-up.
 */
export function standInWithProvider(options: SupabaseLocalOptions = {}): StandInWithProvider {
  let server: SupabaseLocal | undefined;
  let provider: TestEmailProvider | undefined;
  beforeAll(async () => {
    provider = await startTestEmailProvider();
    server = await startSupabaseLocal({
      port: 0,
      dataDir: 'memory',
      outboxDir: 'unused',
      emailApiUrl: provider.url,
      emailApiKey: 're_test',
      sweepIntervalMs: 0,
      log: () => {},
      ...options,
    });
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });
  return {
    get server() {
      if (!server) throw new Error('Le remplaçant local n’a pas démarré.');
      return server;
    },
    get provider() {
      if (!provider) throw new Error('Le faux fournisseur d’e-mails n’a pas démarré.');
      return provider;
    },
  };
}
