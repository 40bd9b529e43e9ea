// A real PostgreSQL 15 server for the SQL tests. With DATABASE_URL set, that server is used;
// otherwise a throwaway cluster is made in a temporary folder with Debian's binaries, started
// on a free port of 127.0.0.1 and removed at the end. PostgreSQL refuses to run as root, so
// as root the binaries run as the `postgres` user (runuser), who owns the temporary folder.

import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import getPort from 'get-port';

const run = promisify(execFile);

export const POSTGRES_BIN_DIR = '/usr/lib/postgresql/15/bin';

export interface PostgresServer {
  /** Connection string of a superuser on the server. */
  url: string;
  /** True when the server was started here (and is stopped by stop()). */
  owned: boolean;
  stop(): Promise<void>;
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** Argument vector running a PostgreSQL binary as the right user. */
function asPostgres(binary: string, args: string[]): [string, string[]] {
  const path = join(POSTGRES_BIN_DIR, binary);
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
}

function missingBinariesMessage(): string {
  return (
    `PostgreSQL 15 server binaries are missing: ${POSTGRES_BIN_DIR}/initdb and pg_ctl were not found.\n` +
    'Run `npm test` from the repository root: it installs them (Debian package postgresql-15).\n' +
    'Or install them yourself (`apt-get install -y postgresql-15`), or set DATABASE_URL to a ' +
    'PostgreSQL 15 server whose user may create databases.'
  );
}

export async function startPostgres(): Promise<PostgresServer> {
  const external = process.env.DATABASE_URL;
  if (external) return { url: external, owned: false, stop: async () => {} };

  if (!existsSync(join(POSTGRES_BIN_DIR, 'initdb')) || !existsSync(join(POSTGRES_BIN_DIR, 'pg_ctl'))) {
    throw new Error(missingBinariesMessage());
  }

  const dir = await mkdtemp(join(tmpdir(), 'ecole-pg15-'));
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    await chown(dir, uid, gid);
  }
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  const port = await getPort({ host: '127.0.0.1' });

  let started = false;
  const stop = async (): Promise<void> => {
    process.off('exit', stopOnExit);
    if (started) {
      started = false;
      const [cmd, args] = asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      await run(cmd, args).catch(() => {});
    }
    await rm(dir, { recursive: true, force: true });
  };
  // If the test process dies early, do not leave a server running.
  function stopOnExit(): void {
    if (!started) return;
    const [cmd, args] = asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
    try {
      execFileSync(cmd, args, { stdio: 'ignore' });
    } catch {
      // already gone
    }
  }
  process.on('exit', stopOnExit);

  try {
    const [initCmd, initArgs] = asPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    await run(initCmd, initArgs);
    // Owned by postgres too: pg_ctl (as postgres) writes the server's log there.
    await writeFile(logFile, '');
    if (isRoot()) execFileSync('chown', ['postgres:postgres', logFile]);
    const options = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${dir}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    const [startCmd, startArgs] = asPostgres('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
    started = true;
    await run(startCmd, startArgs);
  } catch (error) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    await stop();
    throw new Error(`could not start PostgreSQL 15 in ${dir}: ${String(error)}\n${log}`);
  }

  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, owned: true, stop };
}
