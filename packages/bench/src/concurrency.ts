// `pnpm --filter @ecole/bench concurrency`: 1 000 GETs sent at once, each on its own connection,
// against the embedded proxy and nginx (when installed), for a page (gzip) and a hashed asset.
// Not a test: a shared machine's timings vary; compare the two proxies within one run.
// The embedded proxy runs in its own process (as `npm start` runs it), like nginx: in this one it
// would share its event loop with the 1 000 requests being sent.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { defaultRoots, type RunningProxy, startNginx } from '@ecole/proxy';
import { APPS } from '@ecole/routes';
import { ROOT } from './results.ts';
import { filesUnder, percentile, table } from './sizes.ts';

const COUNT = Number(process.env.BENCH_CONCURRENT ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

/** One GET, gzip accepted; resolves with its duration in ms, rejects on anything but 200. */
function get(baseUrl: string, path: string, agent: Agent): Promise<number> {
  const { hostname, port } = new URL(baseUrl);
  const started = performance.now();
  return new Promise((done, fail) => {
    const req = request({ host: hostname, port, path, agent, headers: { 'accept-encoding': 'gzip' } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? done(performance.now() - started) : fail(new Error(`HTTP ${res.statusCode} pour ${path}`))));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

/** The whole burst: wall time and the per-request latencies' p50 / p95. */
async function burst(baseUrl: string, path: string): Promise<{ wall: number; p50: number; p95: number }> {
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const started = performance.now();
  const times = await Promise.all(Array.from({ length: COUNT }, () => get(baseUrl, path, agent)));
  const wall = performance.now() - started;
  agent.destroy();
  times.sort((a, b) => a - b);
  return { wall, p50: percentile(times, 50), p95: percentile(times, 95) };
}

type Burst = Awaited<ReturnType<typeof burst>>;
const median = (bursts: Burst[]) => [...bursts].sort((x, y) => x.wall - y.wall)[Math.floor(bursts.length / 2)]!;

const assetDir = join(defaultRoots().site, APPS.site.assetsDir);
const asset = `/${APPS.site.assetsDir}/${filesUnder(assetDir).find((file) => file.endsWith('.js'))}`;
/** `ecole-proxy serve --port 0` in a child process; resolves once it prints its address. */
async function startEmbeddedProcess(): Promise<RunningProxy> {
  const bin = join(ROOT, 'packages/proxy/bin/ecole-proxy.mjs');
  const child = spawn(process.execPath, [bin, 'serve', '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  for await (const line of createInterface({ input: child.stdout! })) {
    const url = /Site disponible sur (\S+)/.exec(line)?.[1];
    if (url) {
      child.stdout!.resume();
      return {
        url,
        close: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      };
    }
  }
  throw new Error('Le proxy embarqué n’a pas démarré.');
}

const proxies: Array<[string, RunningProxy]> = [['embarqué (Node)', await startEmbeddedProcess()]];
if (existsSync('/usr/sbin/nginx')) proxies.push(['nginx', await startNginx({ port: 0 })]);
else console.log('(nginx absent : seule la ligne du proxy embarqué est mesurée)');

const rows: string[][] = [];
try {
  for (const path of ['/', asset]) {
    // Rounds alternate between the proxies, so a neighbour's load on the machine hits both alike.
    const bursts = proxies.map(() => [] as Burst[]);
    for (const [, proxy] of proxies) await burst(proxy.url, path); // warm-up
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [index, [, proxy]] of proxies.entries()) bursts[index]!.push(await burst(proxy.url, path));
    }
    const nginxWall = proxies.length > 1 ? median(bursts[1]!).wall : undefined;
    for (const [index, [name]] of proxies.entries()) {
      const { wall, p50, p95 } = median(bursts[index]!);
      const ratio = nginxWall === undefined ? '' : `${(wall / nginxWall).toFixed(1)}×`;
      rows.push([
        name,
        path === '/' ? '/ (HTML, gzip)' : 'asset JS (gzip)',
        `${wall.toFixed(0)} ms`,
        `${Math.round((COUNT / wall) * 1000)}`,
        `${p50.toFixed(0)} / ${p95.toFixed(0)} ms`,
        ratio,
      ]);
    }
  }
} finally {
  await Promise.all(proxies.map(([, proxy]) => proxy.close()));
}
console.log(`${COUNT} GET simultanés, médiane de ${ROUNDS} salves\n`);
console.log(table(['proxy', 'requête', 'durée de la salve', 'requêtes/s', 'latence p50 / p95', 'durée / nginx'], rows));
