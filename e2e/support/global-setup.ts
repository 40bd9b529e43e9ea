import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProxy } from '@ecole/proxy';
import { startSupabaseLocal } from '@ecole/supabase-local';
import getPort from 'get-port';
import { LANES_ENV, type Lane, type LaneAddresses, lanes } from './lanes.ts';

/**
 * Serves what production serves, once per lane (support/lanes.ts): the built apps behind nginx
 * (the production rules, generated from the route table), the embedded proxy or the edge, each in
 * front of a local Supabase stand-in of its own on a free port, which the proxy forwards
 * `/_supabase/` to: the apps built without VITE_SUPABASE_URL send the contact form there. Free
 * ports, a fresh database and outbox per lane: a `npm start` serving beside it is no bother, and
 * one lane's requests never count in another's. Values for the tests go through process.env, which
 * Playwright hands to the workers: the main lane's as BASE_URL…, every lane's in E2E_LANES.
 */
export default async function globalSetup() {
  if (process.env.BASE_URL && process.env.E2E_OUTBOX_DIR) return undefined;

  const work = mkdtempSync(join(tmpdir(), 'ecole-e2e-'));
  const started: { close: () => Promise<void> }[] = [];
  const addresses: Record<string, LaneAddresses> = {};
  try {
    // One after the other: each start is a burst of work (PGlite's migrations, Deno, workerd) that
    // two at once on two cores would only slow down.
    for (const [index, lane] of lanes().entries()) {
      addresses[lane.name] = await startLane(lane, join(work, lane.name), index === 0 ? Number(process.env.E2E_PORT) || undefined : undefined, started);
    }
  } catch (error) {
    await Promise.allSettled(started.map((server) => server.close()));
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
  const main = Object.values(addresses)[0]!;
  Object.assign(process.env, main, { [LANES_ENV]: JSON.stringify(addresses) });

  return async () => {
    await Promise.allSettled(started.map((server) => server.close()));
    rmSync(work, { recursive: true, force: true });
  };
}

async function startLane(lane: Lane, work: string, port: number | undefined, started: { close: () => Promise<void> }[]): Promise<LaneAddresses> {
  const outboxDir = join(work, 'outbox');
  // Every page of the run is one client (Chromium on 127.0.0.1, through the proxy) writing from one
  // domain: its flood budget and the acknowledgements' cap per domain are not what these tests are
  // about (packages/supabase-local/test/abuse.test.ts and acknowledgement.test.ts are).
  const supabase = await startSupabaseLocal({
    port: 0,
    dataDir: join(work, 'db'),
    outboxDir,
    contactBudget: { clientPer10Minutes: 1000, clientPerDay: 10_000, acknowledgementsPerDomain: 100_000 },
    log: () => {},
  });
  started.push(supabase);
  // Its access log, which the tests read: nothing a visitor typed may end up in it.
  const accessLog = join(work, 'access.log');
  const proxy = await startProxy(lane.proxy, { port: port ?? (await getPort({ host: '127.0.0.1' })), supabase: supabase.url, accessLog });
  started.push(proxy);
  // As scripts/serve.ts does: the mails' links are absolute links to the site under test.
  await supabase.setSiteOrigin(proxy.url);
  return { BASE_URL: proxy.url, E2E_SUPABASE_URL: supabase.url, E2E_OUTBOX_DIR: outboxDir, E2E_ACCESS_LOG: accessLog };
}
