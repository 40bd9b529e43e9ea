import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { proxyKindOf, startProxy } from '@ecole/proxy';
import { startSupabaseLocal } from '@ecole/supabase-local';
import getPort from 'get-port';

/**
 * Serves what production serves: the built apps behind nginx (or the embedded proxy with
 * E2E_PROXY=embedded) (the production rules, generated
 * from the route table), and the local Supabase stand-in on a free port, which nginx forwards
 * `/_supabase/` to: the apps built without VITE_SUPABASE_URL send the contact form there. Free
 * ports, a fresh database and outbox per run: a `npm start` serving beside it is no bother.
 * Values for the tests go through process.env, which Playwright hands to the workers.
 */
export default async function globalSetup() {
  if (process.env.BASE_URL && process.env.E2E_OUTBOX_DIR) return undefined;

  const work = mkdtempSync(join(tmpdir(), 'ecole-e2e-'));
  const outboxDir = join(work, 'outbox');
  // Every page of the run is one client (Chromium on 127.0.0.1, through nginx) writing from one
  // domain: its flood budget and the acknowledgements' cap per domain are not what these tests are
  // about (packages/supabase-local/test/abuse.test.ts and acknowledgement.test.ts are).
  const supabase = await startSupabaseLocal({
    port: 0,
    dataDir: join(work, 'db'),
    outboxDir,
    contactBudget: { clientPer10Minutes: 1000, clientPerDay: 10_000, acknowledgementsPerDomain: 100_000 },
    log: () => {},
  });
  // E2E_PROXY=embedded or edge: the same run through the embedded Node proxy of `npm start` or
  // through the edge on Cloudflare's runtime instead.
  const kind = proxyKindOf(process.env.E2E_PROXY || 'nginx');
  if (!kind) throw new Error(`E2E_PROXY=${process.env.E2E_PROXY} inconnu (embedded, nginx ou edge).`);
  // Its access log, which the tests read: nothing a visitor typed may end up in it.
  const accessLog = join(work, 'access.log');
  const proxy = await startProxy(kind, { port: Number(process.env.E2E_PORT) || (await getPort({ host: '127.0.0.1' })), supabase: supabase.url, accessLog });
  // As scripts/serve.ts does: the mails' links are absolute links to the site under test.
  await supabase.setSiteOrigin(proxy.url);

  process.env.BASE_URL = proxy.url;
  process.env.E2E_OUTBOX_DIR = outboxDir;
  process.env.E2E_ACCESS_LOG = accessLog;
  process.env.E2E_SUPABASE_URL = supabase.url;

  return async () => {
    await Promise.allSettled([proxy.close(), supabase.close()]);
    rmSync(work, { recursive: true, force: true });
  };
}
