import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningProxy, startEmbeddedProxy } from '@ecole/proxy';
import { type SupabaseLocal, startSupabaseLocal } from '@ecole/supabase-local';
import getPort from 'get-port';
import { test } from './test.ts';

/** The fair's QR code (`campaign-link -- /tpe --source salon-laval --medium print`). */
export const QR_CODE = '/tpe?utm_source=salon-laval&utm_medium=print&utm_campaign=rentree-2026';

/** The fair's site: the embedded proxy and a stand-in of its own, with the flood budget as deployed. */
export interface FairSite {
  supabase: SupabaseLocal;
  proxy: RunningProxy;
  /** The stand-in's folder: its database and its outbox (`outbox/`). */
  work: string;
}

/**
 * Starts the fair's site before the file's tests (once per worker) and stops it after them: the
 * budget of 5 requests in 10 minutes per connection is the deployed one, and every browser of the
 * tests is the same client, 127.0.0.1, as the visitors of a stand on one Wi-Fi.
 */
export function useFairSite(): FairSite {
  const site = {} as FairSite;
  test.beforeAll(async () => {
    site.work = mkdtempSync(join(tmpdir(), 'ecole-salon-'));
    site.supabase = await startSupabaseLocal({
      port: 0,
      dataDir: join(site.work, 'db'),
      outboxDir: join(site.work, 'outbox'),
      sweepIntervalMs: 0,
      log: () => {},
    });
    site.proxy = await startEmbeddedProxy({ port: await getPort({ host: '127.0.0.1' }), supabase: site.supabase.url });
  });
  test.afterAll(async () => {
    await Promise.allSettled([site.proxy?.close(), site.supabase?.close()]);
    if (site.work) rmSync(site.work, { recursive: true, force: true });
  });
  return site;
}
