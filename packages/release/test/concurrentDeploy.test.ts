/**
 * Issue 34, point 3: two deploys of one app at once. Each pair is two real child processes, as
 * `npm run deploy` runs them, started together; after each pair the live pointer resolves to a
 * complete deployment, the history keeps both deployments, and `release:status` says what is
 * served. On the folder target (what nginx and the embedded proxy serve) and on Cloudflare (with a
 * fake wrangler that records each upload and refuses two at once: a real deploy needs an account).
 *
 * DEPLOY_PAIRS pairs per target: 3 in the default lane, 20 in the stress lane
 * (scripts/test-stress.mjs), as the issue asks.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, realpath, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../src/deployLock.ts';
import { currentLink, readHistory } from '../src/deployTree.ts';
import { checkLive, isLive } from '../src/liveCheck.ts';
import { readPageStamp } from '../src/pageStamp.ts';
import { createRelease, type ReleaseManifest } from '../src/store.ts';
import { fakeBuild } from './support/builds.ts';
import { type CliRun, runCli, startCli } from './support/cli.ts';
import { startFakeCloudflareApi } from './support/fakeCloudflareApi.ts';

const PAIRS = Number(process.env.DEPLOY_PAIRS ?? '3');
const APP = 'entreprises';
const work = await mkdtemp(join(tmpdir(), 'ecole-concurrent-'));
afterAll(() => rm(work, { recursive: true, force: true }));

const store = join(work, 'store');
const releases: ReleaseManifest[] = [];
for (const [index, version] of ['a', 'b', 'c'].entries()) {
  const build = await fakeBuild(join(work, `build-${version}`), APP, version);
  releases.push(
    await createRelease({
      store,
      app: APP,
      clientDir: build,
      commit: `${version}000000`,
      dirty: false,
      settings: {},
      production: false,
      now: new Date(Date.UTC(2026, 10, 28, 9, index)),
    }),
  );
}

const FAKE_WRANGLER = fileURLToPath(new URL('./support/fakeWrangler.mjs', import.meta.url));
const STALL = fileURLToPath(new URL('./support/stallCopy.mjs', import.meta.url));
const GATE = fileURLToPath(new URL('./support/lockGate.mjs', import.meta.url));

/**
 * Runs the commands together, each held at its first attempt to take the lock until all are
 * there (support/lockGate.mjs): a race for the lock every time, not a matter of scheduling.
 */
async function together(commands: string[][], env: NodeJS.ProcessEnv): Promise<CliRun[]> {
  const gate = join(work, `gate-${randomUUID()}`);
  const runs = commands.map((args) => startCli(args, { env: { ...env, LOCK_GATE: gate }, preload: [GATE] }));
  await Promise.all(runs.map((run) => run.printed(/AT_LOCK_GATE/)));
  await writeFile(gate, '');
  return Promise.all(runs.map((run) => run.done));
}

interface Target {
  name: string;
  /** Where the history is, under the `--to` folder. */
  historyDir: (to: string) => string;
  args: string[];
  env: (to: string) => NodeJS.ProcessEnv;
  /** The deployment folder being served, by the target's own account. */
  served: (to: string) => Promise<string>;
}

const cloudflareApi = await startFakeCloudflareApi({ state: join(work, 'cloudflare', 'wrangler-state'), accountId: 'compte-de-test', token: 'jeton-de-test' });
afterAll(() => cloudflareApi.close());

const TARGETS: Target[] = [
  {
    name: 'dossier (nginx, proxy embarqué)',
    historyDir: (to) => to,
    args: [],
    env: () => ({ RELEASES_DIR: store }),
    // nginx and the embedded proxy follow the link on each request.
    served: (to) => realpath(currentLink(to, APP)),
  },
  {
    name: 'Cloudflare (wrangler factice)',
    historyDir: (to) => join(to, 'cloudflare'),
    args: ['--target', 'cloudflare'],
    env: (to) => ({
      RELEASES_DIR: store,
      CLOUDFLARE_API_TOKEN: 'jeton-de-test',
      CLOUDFLARE_ACCOUNT_ID: 'compte-de-test',
      ECOLE_WRANGLER: FAKE_WRANGLER,
      FAKE_WRANGLER_STATE: join(to, 'wrangler-state'),
      // The status asks "Cloudflare" which version serves: the fake API reads the fake wrangler's uploads.
      CLOUDFLARE_API_BASE_URL: cloudflareApi.url,
    }),
    // What "Cloudflare" serves: the version of its last deployment (an upload by the fake wrangler,
    // or an instant rollback through the fake API), uploaded from the folder of the deployment that
    // recorded it last (a rollback records the earlier version with a deployment folder of its own).
    served: async (to) => {
      const deployments = (await readFile(join(to, 'wrangler-state', 'ecole-entreprises.ndjson'), 'utf8')).trim().split('\n');
      const serving = (JSON.parse(deployments.at(-1)!) as { versionId: string }).versionId;
      const entry = (await readHistory(join(to, 'cloudflare'), APP)).findLast((each) => each.versionId === serving);
      if (!entry) throw new Error(`Cloudflare sert ${serving}, une version que l’historique ne connaît pas`);
      return realpath(join(to, 'cloudflare', APP, 'deployments', entry.folder));
    },
  },
];

const onlineRelease = (run: CliRun) => /release (\S+) en ligne/.exec(run.stdout)?.[1];
const explain = (run: CliRun) => `code ${run.code}\n${run.stdout}\n${run.stderr}`;

/** The app is live as the history says, complete, and served as `release:status` says. */
async function assertConsistent(target: Target, to: string): Promise<string> {
  const dir = target.historyDir(to);
  const check = await checkLive(dir, APP);
  expect(check.problems).toEqual([]);
  expect(isLive(check)).toBe(true);
  const served = await target.served(to);
  expect(served).toBe(check.folder);
  const page = readPageStamp(await readFile(join(served, 'tpe/index.html'), 'utf8'));
  expect(page.release).toBe(`${APP}@${check.live!.release}`);
  return check.live!.release;
}

describe.each(TARGETS)('deux déploiements simultanés de « entreprises » — $name', (target) => {
  it(
    `${PAIRS} paires : le pointeur mène toujours à un déploiement complet, l’historique garde tout, le statut dit ce qui est servi`,
    async () => {
      const to = join(work, target.name.split(' ')[0]!.toLowerCase());
      const env = target.env(to);
      const deploy = (id: string) => ['deploy', APP, '--release', id, '--to', to, ...target.args];
      const rollback = ['rollback', APP, '--to', to, ...target.args];
      const outcomes: string[] = [];

      for (let pair = 0; pair < PAIRS; pair += 1) {
        const before = await readHistory(target.historyDir(to), APP);
        const first = deploy(releases[pair % 3]!.id);
        // Every other pair, a rollback against a deploy (once there is something to roll back to).
        const second = pair % 2 === 1 ? rollback : deploy(releases[(pair + 1) % 3]!.id);
        const started = Date.now();
        const runs = await together([first, second], env);
        for (const run of runs) expect(run.code, explain(run)).toBe(0);

        const history = await readHistory(target.historyDir(to), APP);
        expect(history.slice(0, before.length)).toEqual(before);
        expect(history).toHaveLength(before.length + 2);
        expect(history.map((entry) => entry.seq)).toEqual(history.map((_, index) => index + 1));
        expect(new Set(history.map((entry) => entry.folder)).size).toBe(history.length);
        // Each command's own « en ligne » is in the history, in the order they went live.
        expect(
          history
            .slice(-2)
            .map((entry) => entry.release)
            .sort(),
        ).toEqual(runs.map(onlineRelease).sort());
        expect(await assertConsistent(target, to)).toBe(history.at(-1)!.release);
        // Both tried to take the lock at once: one took it, the other found it taken (and waited,
        // unless the first was done before it looked again: then it took the lock when free).
        expect(runs.map((run) => /LOCK_RACE (won|lost EEXIST)/.exec(run.stdout)?.[0]).sort()).toEqual(['LOCK_RACE lost EEXIST', 'LOCK_RACE won']);
        const named = runs.map(
          (run, index) => `${(index === 0 ? first : second)[0]}${run.stdout.includes('attente de sa fin') ? ' (a attendu)' : ''} → ${onlineRelease(run)}`,
        );
        outcomes.push(`paire ${pair + 1}\u00a0: ${named.join(', ')} — ${Date.now() - started} ms`);
      }
      // No lock left behind, no half-written deployment.
      await expect(stat(join(target.historyDir(to), APP, LOCK_FILE))).rejects.toThrow(/ENOENT/);
      expect((await readdir(join(target.historyDir(to), APP, 'deployments'))).filter((name) => name.includes('.tmp-'))).toEqual([]);

      // The command itself says the same.
      const status = await runCli(['status', '--to', to, ...target.args], { env });
      expect(status.code, explain(status)).toBe(0);
      const live = (await readHistory(target.historyDir(to), APP)).at(-1)!;
      expect(status.stdout).toMatch(new RegExp(`${APP}\\n {2}en ligne {8}${live.release} depuis le .*vérifiée\u00a0: .*fichiers conformes à release\\.json`));
      if (target.args.includes('cloudflare')) expect(status.stdout).toContain(`release ${live.release}, comme l’historique`);
      console.log(`${target.name}\u00a0:\n  ${outcomes.join('\n  ')}`);
      // A bound against a hang only, sized for the slowest machine (each pair waits for what it checks).
    },
    60_000 + PAIRS * 30_000,
  );
});

describe('un déploiement tué au milieu de sa copie (SIGKILL)', () => {
  it('laisse la release précédente en ligne, et le déploiement suivant reprend son verrou abandonné', async () => {
    const to = join(work, 'killed');
    const env = { RELEASES_DIR: store };
    const [a, b, c] = releases as [ReleaseManifest, ReleaseManifest, ReleaseManifest];
    expect((await runCli(['deploy', APP, '--release', a.id, '--to', to], { env })).code).toBe(0);

    const killed = startCli(['deploy', APP, '--release', b.id, '--to', to], { env, preload: [STALL] });
    await killed.printed(/STALLED_MID_COPY/);
    killed.child.kill('SIGKILL');
    expect((await killed.done).signal).toBe('SIGKILL');

    // Its lock and its half-written folder are there; the previous release is still live, whole.
    const lock = JSON.parse(await readFile(join(to, APP, LOCK_FILE), 'utf8')) as { pid: number };
    expect(lock.pid).toBe(killed.child.pid);
    expect((await readdir(join(to, APP, 'deployments'))).some((name) => name.includes('.tmp-'))).toBe(true);
    expect(await assertConsistent(TARGETS[0]!, to)).toBe(a.id);
    const status = await runCli(['status', '--to', to], { env });
    expect(status.stdout).toContain(`verrou          abandonné (le processus ${killed.child.pid} n’existe plus`);
    expect(status.stdout).toMatch(new RegExp(`en ligne {8}${a.id}`));

    // Two deploys at once after it: one takes the abandoned lock over, the other waits for it.
    const next = await together(
      [
        ['deploy', APP, '--release', c.id, '--to', to],
        ['deploy', APP, '--release', b.id, '--to', to],
      ],
      env,
    );
    for (const run of next) expect(run.code, explain(run)).toBe(0);
    const takeovers = next.filter((run) => run.stdout.includes(`Verrou abandonné repris\u00a0: le processus ${killed.child.pid} n’existe plus`));
    expect(takeovers).toHaveLength(1);
    // Both went for the takeover lock at once; one got it.
    expect(next.map((run) => /LOCK_RACE (won|lost EEXIST)/.exec(run.stdout)?.[0]).sort()).toEqual(['LOCK_RACE lost EEXIST', 'LOCK_RACE won']);
    const history = await readHistory(to, APP);
    expect(history).toHaveLength(3);
    expect(history[0]!.release).toBe(a.id);
    expect(
      history
        .slice(1)
        .map((entry) => entry.release)
        .sort(),
    ).toEqual([b.id, c.id].sort());
    expect(await assertConsistent(TARGETS[0]!, to)).toBe(history.at(-1)!.release);
    expect((await readdir(join(to, APP, 'deployments'))).filter((name) => name.includes('.tmp-'))).toEqual([]);
    await expect(stat(join(to, APP, LOCK_FILE))).rejects.toThrow(/ENOENT/);
  }, 180_000);
});
