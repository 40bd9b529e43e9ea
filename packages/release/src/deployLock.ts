/**
 * One deploy (or rollback) of an app at a time, per target (issue 34, point 3: two deploys of one
 * app at once lost a history entry, and once left `current` on a folder the other had pruned).
 *
 *   <deploy>/<app>/deploy.lock              the folder target (nginx, the embedded proxy, the local edge)
 *   <deploy>/cloudflare/<app>/deploy.lock   the Cloudflare target: one deploy per Worker at a time
 *   <deploy>/cloudflare/router/deploy.lock  the edge router's Worker
 *
 * The lock file says who holds it: `{ pid, host, since, command, token }`. It is taken with
 * `link(2)`: the record is written whole to a file of its own, then linked to the lock's name,
 * which fails with EEXIST if the name exists. That is atomic on local disks and on NFS (where
 * `open(…, 'wx')` was not always), and a reader never sees a half-written record.
 *
 * Stale rule (a deploy killed with SIGKILL, a machine that went down): a lock is abandoned when
 * its holder's process is gone (same host: `kill(pid, 0)` answers ESRCH), or when it shows no sign
 * of life for `staleAfterMs` (default 60 s): its holder touches the file every `heartbeatMs`
 * (5 s), so a holder on another host, or a pid reused by another program, ages out too.
 * An abandoned lock is taken over under a second, short-lived lock (`deploy.lock.takeover`), by
 * renaming it aside and checking it is still the record judged stale: two processes that find
 * the same abandoned lock never both take it, and a fresh lock is never removed for a stale one.
 * The holder checks the lock is still its own just before going live (`assertHeld`): if it lost
 * it (a machine suspended past the bound), it stops with nothing switched.
 *
 * Why not `proper-lockfile` (4.1.2, the well-kept choice, runs on Node 20): its lock is a bare
 * folder (nothing says who holds it, so no message could name the pid, host and time), and its
 * stale removal is `rmdir` then `mkdir` without checking what it removes (lib/lockfile.js,
 * `acquireLock`): two processes that judge the same lock stale can remove each other's fresh lock
 * and both hold it, the very race this lock exists to close.
 */
import { randomUUID } from 'node:crypto';
import { link, mkdir, open, readFile, rename, stat, unlink, utimes } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

export const LOCK_FILE = 'deploy.lock';
/** Without a touch for this long, a lock is abandoned, whoever holds it. */
export const DEFAULT_STALE_AFTER_MS = 60_000;
/** How often the holder touches its lock: well inside the bound above. */
export const DEFAULT_HEARTBEAT_MS = 5_000;
/** The takeover lock is held for a read, a rename and an unlink: a few milliseconds. */
const TAKEOVER_STALE_AFTER_MS = 10_000;
/** How often a waiting deploy looks again, and how often it says it still waits. */
const POLL_MS = 100;
const NOTICE_EVERY_MS = 10_000;

export interface LockHolder {
  pid: number;
  host: string;
  /** ISO 8601, UTC: when it took the lock. */
  since: string;
  /** What it runs, as typed (`npm run deploy -- entreprises`). */
  command: string;
  /** This holding, unique: a pid can be reused, a token cannot. */
  token: string;
}

/** What is at a lock's path: its record (undefined if unreadable), its last sign of life, its file. */
interface Seen {
  holder: LockHolder | undefined;
  mtimeMs: number;
  ino: number;
}

export type Staleness = { stale: false } | { stale: true; reason: string };

/** Whether a process exists on this machine (EPERM: it does, as another user). */
export function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The stale rule (header): pure, so its cases are tested without killing anything. */
export function stalenessOf(
  holder: LockHolder | undefined,
  ageMs: number,
  context: { host: string; isAlive: (pid: number) => boolean; staleAfterMs: number },
): Staleness {
  if (holder && holder.host === context.host && !context.isAlive(holder.pid)) {
    return { stale: true, reason: `le processus ${holder.pid} n’existe plus` };
  }
  if (ageMs > context.staleAfterMs) {
    return { stale: true, reason: `aucun signe de vie depuis ${Math.round(ageMs / 1000)}\u00a0s` };
  }
  return { stale: false };
}

/** `processus 1234 sur web-1, depuis le 28/11/2026 14:02:11 (npm run deploy -- entreprises)` */
export function describeHolder(holder: LockHolder | undefined): string {
  if (!holder) return 'détenteur illisible (fichier de verrou abîmé)';
  const since = new Date(holder.since).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' });
  return `processus ${holder.pid} sur ${holder.host}, depuis le ${since} (${holder.command})`;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const errno = (error: unknown) => (error as NodeJS.ErrnoException).code;

function parseHolder(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    return typeof value.pid === 'number' && typeof value.host === 'string' && typeof value.token === 'string' ? (value as LockHolder) : undefined;
  } catch {
    return undefined;
  }
}

async function look(path: string): Promise<Seen | undefined> {
  try {
    const [text, info] = await Promise.all([readFile(path, 'utf8'), stat(path)]);
    return { holder: parseHolder(text), mtimeMs: info.mtimeMs, ino: info.ino };
  } catch (error) {
    if (errno(error) === 'ENOENT') return undefined;
    throw error;
  }
}

/** The same record as `seen`: by its token, or by its file when it cannot be read. */
const sameRecord = (a: Seen | undefined, b: Seen) => a !== undefined && (b.holder ? a.holder?.token === b.holder.token : a.ino === b.ino);

/** Creates `path` holding `holder`, or answers false when it exists. */
async function create(path: string, holder: LockHolder): Promise<boolean> {
  const own = `${path}.${holder.token}`;
  const file = await open(own, 'wx');
  try {
    await file.writeFile(`${JSON.stringify(holder)}\n`);
    // Durable before it is visible: after a crash, a lock file is whole or absent.
    await file.sync();
  } finally {
    await file.close();
  }
  try {
    await link(own, path);
    return true;
  } catch (error) {
    if (errno(error) === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(own).catch(() => {});
  }
}

/**
 * Removes `path` only if it still holds the record `is` accepts: renamed aside first (one process
 * only can rename a given file), then read. A record that turns out to be another is put back.
 */
async function removeIf(path: string, is: (seen: Seen | undefined) => boolean, token: string): Promise<boolean> {
  const aside = `${path}.aside-${token}`;
  try {
    await rename(path, aside);
  } catch (error) {
    if (errno(error) === 'ENOENT') return false;
    throw error;
  }
  if (is(await look(aside))) {
    await unlink(aside);
    return true;
  }
  // Not ours to remove: back under its name, for its holder. If the name was taken meanwhile, its
  // holder finds another record there and stops before going live (assertHeld).
  await link(aside, path).catch(() => {});
  await unlink(aside);
  return false;
}

export interface AcquireOptions {
  /** The lock file (`<deploy>/<app>/deploy.lock`). */
  path: string;
  /** What holds it, for the others' messages. */
  command: string;
  /** How long to wait for another deploy to finish; 0: refuse at once. */
  waitMs: number;
  /** Told when the lock is held by another, then every 10 s while waiting. */
  onWait?: (holder: LockHolder | undefined, waitedMs: number) => void;
  /** Told when an abandoned lock is taken over. */
  onTakeover?: (holder: LockHolder | undefined, reason: string) => void;
  staleAfterMs?: number;
  heartbeatMs?: number;
}

export interface DeployLock {
  path: string;
  holder: LockHolder;
  /** Throws (in French) unless the lock is still this one: called just before going live. */
  assertHeld(): Promise<void>;
  release(): Promise<void>;
}

/** Another deploy holds the lock and did not finish in time. */
export class DeployLockBusy extends Error {
  constructor(
    readonly holder: LockHolder | undefined,
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

/** Messages of the lock, in French, for one app and target (`« entreprises »`, `« entreprises » sur Cloudflare`). */
export function lockMessages(subject: string, staleAfterMs = DEFAULT_STALE_AFTER_MS) {
  return {
    busy: (holder: LockHolder | undefined, path: string, waitMs: number) =>
      `Un autre déploiement de ${subject} est en cours\u00a0: ${describeHolder(holder)}. ` +
      `${waitMs > 0 ? `Attendu ${Math.round(waitMs / 1000)}\u00a0s sans qu’il finisse\u00a0; r` : 'R'}elancez après sa fin (--wait SECONDES attend plus longtemps). ` +
      `S’il a été interrompu, son verrou est repris tout seul dès que son processus n’existe plus (même machine), ` +
      `sinon ${Math.round(staleAfterMs / 1000)}\u00a0s après son dernier signe de vie. Verrou\u00a0: ${path}`,
    waiting: (holder: LockHolder | undefined, waitedMs: number, waitMs: number) =>
      `⏳ Un autre déploiement de ${subject} est en cours (${describeHolder(holder)})\u00a0: attente de sa fin, ` +
      `${Math.round(waitedMs / 1000)}\u00a0s sur ${Math.round(waitMs / 1000)}\u00a0s au plus.`,
    takeover: (holder: LockHolder | undefined, reason: string) => `Verrou abandonné repris\u00a0: ${reason} (${describeHolder(holder)}).`,
    lost: (holder: LockHolder | undefined) =>
      `Le verrou de déploiement de ${subject} n’est plus le nôtre (${describeHolder(holder)})\u00a0: arrêt avant la mise en ligne, rien n’a basculé.`,
  };
}

/**
 * Takes the lock at `options.path`, waiting up to `waitMs` for its holder, taking over an
 * abandoned one (header). Rejects with DeployLockBusy, in French, naming the holder.
 */
export async function acquireDeployLock(options: AcquireOptions, subject = 'cette application'): Promise<DeployLock> {
  const staleAfterMs = options.staleAfterMs ?? DEFAULT_STALE_AFTER_MS;
  const messages = lockMessages(subject, staleAfterMs);
  const me: LockHolder = { pid: process.pid, host: hostname(), since: new Date().toISOString(), command: options.command, token: randomUUID() };
  const context = { host: me.host, isAlive: processExists };
  await mkdir(dirname(options.path), { recursive: true });

  const started = Date.now();
  let noticed = -Infinity;
  for (;;) {
    const seen = await look(options.path);
    if (!seen) {
      if (await create(options.path, { ...me, since: new Date().toISOString() })) break;
      continue;
    }
    const staleness = stalenessOf(seen.holder, Date.now() - seen.mtimeMs, { ...context, staleAfterMs });
    if (staleness.stale) {
      if (await takeOver(options.path, seen, me, staleAfterMs)) options.onTakeover?.(seen.holder, staleness.reason);
      continue;
    }
    const waited = Date.now() - started;
    if (waited >= options.waitMs) throw new DeployLockBusy(seen.holder, options.path, messages.busy(seen.holder, options.path, options.waitMs));
    if (waited - noticed >= NOTICE_EVERY_MS) {
      noticed = waited;
      options.onWait?.(seen.holder, waited);
    }
    await sleep(Math.min(POLL_MS, options.waitMs - waited));
  }

  const held = (await look(options.path))?.holder ?? me;
  let lost: Seen | undefined | 'gone';
  const heartbeat = setInterval(async () => {
    const seen = await look(options.path).catch(() => undefined);
    if (seen?.holder?.token !== held.token) {
      lost = seen ?? 'gone';
      return;
    }
    const now = new Date();
    await utimes(options.path, now, now).catch(() => {});
  }, options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS);
  // The deploy's own work keeps the process alive, not its lock.
  heartbeat.unref();

  return {
    path: options.path,
    holder: held,
    assertHeld: async () => {
      const seen = await look(options.path);
      if (lost !== undefined || seen?.holder?.token !== held.token) throw new Error(messages.lost(seen?.holder));
    },
    release: async () => {
      clearInterval(heartbeat);
      // A lock taken by another meanwhile is left alone, not even moved aside and back.
      if (lost !== undefined || (await look(options.path))?.holder?.token !== held.token) return;
      await removeIf(options.path, (seen) => seen?.holder?.token === held.token, held.token);
    },
  };
}

/**
 * Removes the abandoned lock `seen`, under the takeover lock: re-read there, it must still be the
 * same record and still stale. Answers whether it was removed (the caller then tries to take it).
 */
async function takeOver(path: string, seen: Seen, me: LockHolder, staleAfterMs: number): Promise<boolean> {
  const guard = `${path}.takeover`;
  if (!(await create(guard, me))) {
    // Another process is taking it over; or one was killed while it did: the same rule, shorter.
    const other = await look(guard);
    if (other) {
      const context = { host: me.host, isAlive: processExists, staleAfterMs: TAKEOVER_STALE_AFTER_MS };
      if (stalenessOf(other.holder, Date.now() - other.mtimeMs, context).stale) await removeIf(guard, (now) => sameRecord(now, other), me.token);
    }
    await sleep(POLL_MS);
    return false;
  }
  try {
    const now = await look(path);
    if (!now || !sameRecord(now, seen)) return false;
    const context = { host: me.host, isAlive: processExists, staleAfterMs };
    if (!stalenessOf(now.holder, Date.now() - now.mtimeMs, context).stale) return false;
    return await removeIf(path, (aside) => sameRecord(aside, seen), me.token);
  } finally {
    await removeIf(guard, (now) => now?.holder?.token === me.token, me.token);
  }
}

/** Who holds the lock now, if anyone (release:status says a deploy is under way). */
export async function lockHolder(path: string): Promise<{ holder: LockHolder | undefined; staleness: Staleness } | undefined> {
  const seen = await look(path);
  if (!seen) return undefined;
  return {
    holder: seen.holder,
    staleness: stalenessOf(seen.holder, Date.now() - seen.mtimeMs, { host: hostname(), isAlive: processExists, staleAfterMs: DEFAULT_STALE_AFTER_MS }),
  };
}
