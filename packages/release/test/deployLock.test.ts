/**
 * The deploy lock (src/deployLock.ts): its stale rule, one holder at a time, the takeover of an
 * abandoned lock, and the French messages a second `npm run deploy` prints while it waits or when
 * it refuses.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDeployLock, DeployLockBusy, type LockHolder, stalenessOf } from '../src/deployLock.ts';
import { createRelease } from '../src/store.ts';
import { fakeBuild } from './support/builds.ts';
import { runCli, startCli } from './support/cli.ts';

const work = await mkdtemp(join(tmpdir(), 'ecole-lock-'));
afterAll(() => rm(work, { recursive: true, force: true }));

const record = (holder: Partial<LockHolder>): LockHolder => ({
  pid: 1,
  host: hostname(),
  since: '2026-11-28T09:00:00.000Z',
  command: 'npm run deploy -- entreprises',
  token: randomUUID(),
  ...holder,
});

/** A pid that was a process and is no more: a child that has exited (and been reaped). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((done) => child.once('close', done));
  return child.pid!;
}

async function writeLock(path: string, holder: LockHolder, ageMs = 0): Promise<void> {
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, JSON.stringify(holder));
  const then = new Date(Date.now() - ageMs);
  await utimes(path, then, then);
}

describe('the stale rule', () => {
  const context = { host: 'web-1', isAlive: (pid: number) => pid === 42, staleAfterMs: 60_000 };
  it('a holder on this host whose process is gone: at once', () => {
    expect(stalenessOf(record({ host: 'web-1', pid: 7 }), 0, context)).toEqual({ stale: true, reason: 'le processus 7 n’existe plus' });
  });
  it('a live holder, or one on another host, only after the bound without a touch', () => {
    expect(stalenessOf(record({ host: 'web-1', pid: 42 }), 59_000, context)).toEqual({ stale: false });
    expect(stalenessOf(record({ host: 'web-2', pid: 7 }), 59_000, context)).toEqual({ stale: false });
    expect(stalenessOf(record({ host: 'web-2', pid: 7 }), 61_000, context)).toEqual({ stale: true, reason: 'aucun signe de vie depuis 61\u00a0s' });
    // A pid reused by another program looks alive: the bound still applies.
    expect(stalenessOf(record({ host: 'web-1', pid: 42 }), 61_000, context).stale).toBe(true);
  });
  it('an unreadable record, only after the bound', () => {
    expect(stalenessOf(undefined, 1_000, context)).toEqual({ stale: false });
    expect(stalenessOf(undefined, 61_000, context).stale).toBe(true);
  });
});

describe('acquireDeployLock', () => {
  it('gives the lock to one holder at a time; the next gets it when the first releases it', async () => {
    const path = join(work, 'one', 'deploy.lock');
    const first = await acquireDeployLock({ path, command: 'premier', waitMs: 0 });
    const written = JSON.parse(await readFile(path, 'utf8')) as LockHolder;
    expect(written).toMatchObject({ pid: process.pid, host: hostname(), command: 'premier', token: first.holder.token });
    await expect(acquireDeployLock({ path, command: 'refusé', waitMs: 0 })).rejects.toBeInstanceOf(DeployLockBusy);

    const waits: number[] = [];
    const second = acquireDeployLock({ path, command: 'second', waitMs: 60_000, onWait: (_holder, waited) => waits.push(waited) });
    await expect.poll(() => waits.length).toBeGreaterThan(0);
    await first.release();
    const held = await second;
    expect(held.holder.command).toBe('second');
    await held.assertHeld();
    await held.release();
    await expect(stat(path)).rejects.toThrow(/ENOENT/);
  });

  it('takes over the lock of a process that is gone, and says so', async () => {
    const path = join(work, 'dead', 'deploy.lock');
    const pid = await deadPid();
    await writeLock(path, record({ pid }));
    const takeovers: string[] = [];
    const lock = await acquireDeployLock({ path, command: 'après', waitMs: 0, onTakeover: (_holder, reason) => takeovers.push(reason) });
    expect(takeovers).toEqual([`le processus ${pid} n’existe plus`]);
    await lock.release();
  });

  it('takes over a lock from another host with no sign of life past the bound, never a fresh one', async () => {
    const path = join(work, 'other-host', 'deploy.lock');
    await writeLock(path, record({ host: 'autre-machine', pid: 4242 }), 5_000);
    await expect(acquireDeployLock({ path, command: 'x', waitMs: 0, staleAfterMs: 60_000 })).rejects.toThrow(
      /Un autre déploiement de cette application est en cours\u00a0: processus 4242 sur autre-machine, depuis le 28\/11\/2026 10:00:00 \(npm run deploy -- entreprises\)/,
    );
    await writeLock(path, record({ host: 'autre-machine', pid: 4242 }), 120_000);
    const takeovers: string[] = [];
    const lock = await acquireDeployLock({ path, command: 'x', waitMs: 0, onTakeover: (_holder, reason) => takeovers.push(reason) });
    expect(takeovers[0]).toMatch(/^aucun signe de vie depuis 1\d\d\u00a0s$/);
    await lock.release();
  });

  it('of several processes that find one abandoned lock, one takes it over; they hold it in turn', async () => {
    const path = join(work, 'race', 'deploy.lock');
    await writeLock(path, record({ pid: await deadPid() }));
    const holding = new Set<string>();
    let overlaps = 0;
    let takeovers = 0;
    await Promise.all(
      Array.from({ length: 6 }, async (_, index) => {
        const lock = await acquireDeployLock({ path, command: `n°${index}`, waitMs: 60_000, onTakeover: () => (takeovers += 1) });
        if (holding.size > 0) overlaps += 1;
        holding.add(lock.holder.token);
        await lock.assertHeld();
        await new Promise((done) => setTimeout(done, 5));
        holding.delete(lock.holder.token);
        await lock.release();
      }),
    );
    expect(overlaps).toBe(0);
    expect(takeovers).toBe(1);
  });

  it('touches its lock while held, and knows when it is no longer its own', async () => {
    const path = join(work, 'heartbeat', 'deploy.lock');
    const lock = await acquireDeployLock({ path, command: 'long', waitMs: 0, heartbeatMs: 20 });
    const old = new Date(Date.now() - 30_000);
    await utimes(path, old, old);
    await expect.poll(async () => (await stat(path)).mtimeMs).toBeGreaterThan(old.getTime() + 10_000);
    // Another process took it (this one was suspended past the bound): stop before going live.
    await writeFile(path, JSON.stringify(record({ pid: 99, host: 'autre-machine' })));
    await expect(lock.assertHeld()).rejects.toThrow(/n’est plus le nôtre \(processus 99 sur autre-machine.*arrêt avant la mise en ligne, rien n’a basculé/);
    await lock.release();
    // Its release leaves the other's lock in place.
    expect((JSON.parse(await readFile(path, 'utf8')) as LockHolder).pid).toBe(99);
  });
});

describe('a second npm run deploy of the same app', async () => {
  const store = join(work, 'store');
  const build = await fakeBuild(join(work, 'build'), 'entreprises', 'l');
  const release = await createRelease({ store, app: 'entreprises', clientDir: build, commit: null, dirty: false, settings: {}, production: false });
  const to = join(work, 'deploy');
  const env = { RELEASES_DIR: store };
  const path = join(to, 'entreprises', 'deploy.lock');

  it('refuses with --wait 0, naming who holds the lock (pid, host, since when)', async () => {
    const lock = await acquireDeployLock({ path, command: 'npm run deploy -- entreprises', waitMs: 0 });
    try {
      const run = await runCli(['deploy', 'entreprises', '--to', to, '--wait', '0'], { env });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        `✗ Un autre déploiement de «\u00a0entreprises\u00a0» dans ${to} est en cours\u00a0: processus ${process.pid} sur ${hostname()}, depuis le `,
      );
      expect(run.stderr).toContain('. Relancez après sa fin (--wait SECONDES attend plus longtemps).');
      expect(run.stderr).toContain(`Verrou\u00a0: ${path}`);
      // Nothing was deployed.
      await expect(stat(join(to, 'entreprises', 'history.json'))).rejects.toThrow(/ENOENT/);
    } finally {
      await lock.release();
    }
  });

  it('waits for the first with a progress line, then deploys', async () => {
    const lock = await acquireDeployLock({ path, command: 'npm run deploy -- entreprises', waitMs: 0 });
    const second = startCli(['deploy', 'entreprises', '--to', to], { env });
    const line = await second.printed(
      /⏳ Un autre déploiement de «\u00a0entreprises\u00a0» .* est en cours \(processus \d+ .*\)\u00a0: attente de sa fin, \d+\u00a0s sur 600\u00a0s au plus\./,
    );
    expect(line).toContain(`processus ${process.pid} sur ${hostname()}`);
    await lock.release();
    const run = await second.done;
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`release ${release.id} en ligne`);
  });
});
