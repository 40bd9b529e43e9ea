import { type ProxyKind, proxyKindOf } from '@ecole/proxy';

/**
 * The end-to-end run's lanes, one Playwright project each, in one run (issue 36: `leads.spec`
 * once per proxy inside the main run, not three runs of their own): the main lane, every spec
 * through nginx as production serves (or the proxy E2E_PROXY names), and the forms without
 * JavaScript once more through the embedded proxy of `npm start` and through the edge on
 * Cloudflare's runtime, the staff desk too through the edge. The global setup starts a local
 * Supabase stand-in and a proxy per lane; each project's workers get their lane's addresses
 * (support/test.ts). The release scenario is its own project on the main lane's stand-in: it
 * releases into its own store and serves through its own edge.
 */
export interface Lane {
  /** The Playwright project's name. */
  name: string;
  proxy: ProxyKind;
  /** The specs it runs (file names in tests/); all but the release scenario's when absent. */
  specs?: string[];
}

/** The spec that releases, deploys and rolls back through its own edge (a project of its own). */
export const RELEASE_SPEC = 'release.spec.ts';

export function mainProxy(): ProxyKind {
  const kind = proxyKindOf(process.env.E2E_PROXY || 'nginx');
  if (!kind) throw new Error(`E2E_PROXY=${process.env.E2E_PROXY} inconnu (embedded, nginx ou edge).`);
  return kind;
}

/** The lanes of a run: the main one first, then the other proxies' (none twice). */
export function lanes(): Lane[] {
  const main = mainProxy();
  const others: Lane[] = [
    { name: 'embedded', proxy: 'embedded', specs: ['leads.spec.ts'] },
    { name: 'edge', proxy: 'edge', specs: ['leads.spec.ts', 'desk.spec.ts'] },
  ];
  return [{ name: main, proxy: main }, ...others.filter((lane) => lane.proxy !== main)];
}

/** What a lane's tests need to reach it: the site, its stand-in, the stand-in's outbox, the proxy's access log. */
export interface LaneAddresses {
  BASE_URL: string;
  E2E_SUPABASE_URL: string;
  E2E_OUTBOX_DIR: string;
  E2E_ACCESS_LOG: string;
}

/** The environment variable the global setup hands every lane's addresses through. */
export const LANES_ENV = 'E2E_LANES';
