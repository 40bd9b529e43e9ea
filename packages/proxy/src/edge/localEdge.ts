/**
 * The edge target on this machine: Cloudflare's own runtime, workerd, through Miniflare (its 3.x
 * line runs on Node 20), running the same Workers a Cloudflare deploy runs (src/edge/wrangler.ts):
 * the router and one Worker per app with that app's build as its static assets.
 *
 * A deploy is a new set of Workers, switched atomically: the new runtime starts beside the old
 * one, and only when it is ready do new connections go to it (a TCP switch in front, the only
 * part here that is not workerd); the old one ends once its connections close. Miniflare's own
 * reload stops the runtime for about a second, during which connections are refused.
 */
import { createWriteStream, existsSync, mkdirSync, statSync, type WriteStream } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { dirname, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { AppName } from '@ecole/routes';
import { Log, LogLevel, Miniflare, type WorkerOptions } from 'miniflare';
import { parseAccessLogLine } from '../accessLogFormat.ts';
import { routerSiteHosts } from '../experiments.ts';
import { type PolicySources, policySourcesFrom } from '../headers.ts';
import type { AppRoots } from '../roots.ts';
import {
  appBinding,
  COMPATIBILITY_DATE,
  DRAW_SEED_VAR,
  EDGE_APPS,
  FALLBACK_VAR,
  POLICY_VAR,
  SITE_HOSTS_VAR,
  STAND_IN_BINDING,
  workerName,
} from './bindings.ts';
import { bundleWorker } from './bundle.ts';
import { fallbackPage } from './fallbackPage.ts';

export interface LocalEdgeOptions {
  port: number;
  host?: string;
  /**
   * Each app's static files. An app left out (not deployed yet) answers the fallback page with
   * status 503, as on Cloudflare when its Worker is missing.
   */
  roots: Partial<AppRoots>;
  /** The local Supabase stand-in that `/_supabase/…` is forwarded to (local builds only). */
  supabase?: string;
  /** Appends the router's access-log lines (the same JSON line as nginx's) to this file. */
  accessLog?: string;
  /** The hosts the Content-Security-Policy allows besides the site; default: this process's environment. */
  policy?: PolicySources;
  /** Tests only: seeds the experiments' draw (src/experiments.ts); crypto's randomness otherwise. */
  drawSeed?: number;
}

export interface LocalEdge {
  /** `http://host:port`, no trailing slash. */
  url: string;
  /** Switches to new app roots (a deploy): resolves once new connections reach them. */
  deploy(roots: Partial<AppRoots>): Promise<void>;
  /** The roots being served. */
  roots(): Partial<AppRoots>;
  close(): Promise<void>;
}

/** One running workerd (a Miniflare instance) and the connections given to it. */
interface Runtime {
  miniflare: Miniflare;
  port: number;
  sockets: Set<Socket>;
}

function assertFolder(app: string, root: string): void {
  if (!(existsSync(root) && statSync(root).isDirectory())) {
    throw new Error(`L’edge local ne peut pas servir « ${app} » : dossier introuvable (${root}).`);
  }
}

/** The router's access-log lines go to the log file; anything else a Worker prints, to the console. */
function stdioHandler(log: WriteStream | undefined) {
  const pipe = (stream: Readable, other: NodeJS.WriteStream) => {
    createInterface({ input: stream }).on('line', (line) => {
      if (parseAccessLogLine(line)) log?.write(`${line}\n`);
      else if (line.trim() !== '') other.write(`[edge] ${line}\n`);
    });
  };
  return (stdout: Readable, stderr: Readable) => {
    pipe(stdout, process.stdout);
    pipe(stderr, process.stderr);
  };
}

async function startRuntime(worker: WorkerOptions, log: WriteStream | undefined): Promise<Runtime> {
  const miniflare = new Miniflare({
    host: '127.0.0.1',
    port: 0,
    // Miniflare's own request log and pretty error pages are not the edge's: the router logs.
    log: new Log(LogLevel.NONE),
    handleRuntimeStdio: stdioHandler(log),
    ...worker,
  });
  const url = await miniflare.ready;
  return { miniflare, port: Number(url.port), sockets: new Set() };
}

/**
 * One app's Worker, in a workerd of its own. (Miniflare 3 names the storage of static assets
 * after the plugin, not the Worker, so two Workers with assets in one instance read the first
 * one's folder; one instance per app is also what « each app deploys alone » means.)
 */
async function startApp(app: AppName, root: string): Promise<Runtime> {
  assertFolder(app, root);
  return startRuntime(
    {
      name: workerName(app),
      modules: true,
      script: await bundleWorker('app'),
      compatibilityDate: COMPATIBILITY_DATE,
      assets: {
        directory: resolve(root),
        binding: 'ASSETS',
        routerConfig: { has_user_worker: true },
        assetConfig: { html_handling: 'none', not_found_handling: 'none' },
      },
    },
    undefined,
  );
}

/** The router, bound to each running app's Worker (and to the local stand-in when there is one). */
async function startRouter(options: LocalEdgeOptions, apps: ReadonlyMap<AppName, Runtime>, log: WriteStream | undefined): Promise<Runtime> {
  const serviceBindings: NonNullable<WorkerOptions['serviceBindings']> = Object.fromEntries(
    [...apps].map(([app, runtime]) => [appBinding(app), { external: { address: `127.0.0.1:${runtime.port}`, http: {} } }]),
  );
  if (options.supabase) serviceBindings[STAND_IN_BINDING] = { external: { address: new URL(options.supabase).host, http: {} } };
  return startRuntime(
    {
      name: workerName('router'),
      modules: true,
      script: await bundleWorker('router'),
      compatibilityDate: COMPATIBILITY_DATE,
      bindings: {
        [POLICY_VAR]: JSON.stringify(options.policy ?? policySourcesFrom()),
        [FALLBACK_VAR]: fallbackPage(),
        [SITE_HOSTS_VAR]: JSON.stringify(routerSiteHosts()),
        ...(options.drawSeed === undefined ? {} : { [DRAW_SEED_VAR]: String(options.drawSeed) }),
      },
      serviceBindings,
    },
    log,
  );
}

/** Ends a replaced runtime once the connections it was given are closed (or after `graceMs`). */
function retire(runtime: Runtime, graceMs = 10_000): Promise<void> {
  return new Promise((done) => {
    const finish = () => {
      clearTimeout(timer);
      for (const socket of runtime.sockets) socket.destroy();
      runtime.miniflare.dispose().then(done, done);
    };
    const timer = setTimeout(finish, graceMs);
    const check = () => {
      if (runtime.sockets.size === 0) finish();
    };
    for (const socket of runtime.sockets) socket.once('close', check);
    check();
  });
}

/**
 * Serves the site through workerd on `options.port` (0: a free port), like `startNginx` and
 * `startEmbeddedProxy`; `deploy(roots)` switches to new builds without refusing a connection.
 */
export async function startLocalEdge(options: LocalEdgeOptions): Promise<LocalEdge> {
  const host = options.host ?? '127.0.0.1';
  let log: WriteStream | undefined;
  if (options.accessLog !== undefined) {
    mkdirSync(dirname(options.accessLog), { recursive: true });
    log = createWriteStream(options.accessLog, { flags: 'a' });
  }
  let roots: Partial<AppRoots> = {};
  let apps = new Map<AppName, Runtime>();
  const retiring = new Set<Promise<void>>();

  /** Starts the apps whose folder changed, then a router bound to the new set. */
  async function prepare(next: Partial<AppRoots>) {
    const nextApps = new Map<AppName, Runtime>();
    const started: Runtime[] = [];
    try {
      for (const app of EDGE_APPS) {
        const root = next[app] === undefined ? undefined : resolve(next[app]!);
        if (root === undefined) continue;
        const same = roots[app] !== undefined && resolve(roots[app]!) === root ? apps.get(app) : undefined;
        const runtime = same ?? (await startApp(app, root));
        if (!same) started.push(runtime);
        nextApps.set(app, runtime);
      }
      const router = await startRouter(options, nextApps, log);
      return { router, apps: nextApps };
    } catch (error) {
      await Promise.all(started.map((runtime) => runtime.miniflare.dispose()));
      throw error;
    }
  }

  const first = await prepare(options.roots);
  let current = first.router;
  apps = first.apps;
  roots = { ...options.roots };

  // The switch: each connection is piped to the runtime that is current when it arrives.
  const everySocket = new Set<Socket>();
  const server: Server = createServer((client) => {
    const runtime = current;
    const upstream = connect({ host: '127.0.0.1', port: runtime.port });
    // Without it, Nagle's algorithm meets the peer's delayed acknowledgement: every small answer
    // waited about 40 ms in the switch.
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    runtime.sockets.add(upstream);
    everySocket.add(upstream);
    upstream.once('close', () => {
      runtime.sockets.delete(upstream);
      everySocket.delete(upstream);
    });
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.once('error', end).once('close', end);
    upstream.once('error', end).once('close', end);
  });
  try {
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(options.port, host, () => {
        server.off('error', fail);
        done();
      });
    });
  } catch (error) {
    // The port is taken: nothing may keep running behind it.
    await Promise.all([current.miniflare.dispose(), ...[...apps.values()].map((runtime) => runtime.miniflare.dispose())]);
    throw error;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  let queue = Promise.resolve();
  const deploy = (next: Partial<AppRoots>) => {
    const run = queue.then(async () => {
      const fresh = await prepare(next);
      const previous = { router: current, apps };
      // From here on, new connections reach the new Workers; the old ones finish what they serve.
      current = fresh.router;
      apps = fresh.apps;
      roots = { ...next };
      const replaced = [...previous.apps.values()].filter((runtime) => ![...fresh.apps.values()].includes(runtime));
      const done = retire(previous.router).then(() => Promise.all(replaced.map((runtime) => runtime.miniflare.dispose())).then(() => {}));
      retiring.add(done);
      done.finally(() => retiring.delete(done));
    });
    queue = run.catch(() => {});
    return run;
  };

  return {
    url: `http://${urlHost}:${port}`,
    deploy,
    roots: () => ({ ...roots }),
    close: async () => {
      await queue;
      await new Promise<void>((done) => {
        server.close(() => done());
        for (const socket of everySocket) socket.destroy();
      });
      await Promise.all([current.miniflare.dispose(), ...[...apps.values()].map((runtime) => runtime.miniflare.dispose()), ...retiring]);
      await new Promise<void>((done) => (log ? log.end(done) : done()));
    },
  };
}
