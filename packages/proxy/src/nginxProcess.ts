import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import getPort from 'get-port';
import type { PolicySources } from './headers.ts';
import { generateNginxConfig } from './nginx.ts';
import { type AppRoots, assertBuildsExist, defaultRoots } from './roots.ts';
import type { RunningProxy } from './server.ts';

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/** nginx comes from Debian's package; the repository's `npm test` installs it. */
export function assertNginxInstalled(): void {
  if (!existsSync(NGINX_BIN)) {
    throw new Error(
      `nginx est introuvable (${NGINX_BIN}). Lancez \`npm test\` à la racine du dépôt, qui l’installe ` +
        '(apt-get install -y nginx), ou installez-le vous-même.',
    );
  }
}

export interface NginxOptions {
  /** 0: a free port, chosen here (nginx cannot report an ephemeral one). */
  port: number;
  host?: string;
  roots?: AppRoots;
  /** The local Supabase stand-in that `/_supabase/…` is forwarded to (see NginxConfigOptions). */
  supabase?: string;
  /** The access log file (default: inside the temporary prefix, removed by `close()`). */
  accessLog?: string;
  /** The hosts the Content-Security-Policy allows besides the site; default: this process's environment. */
  policy?: PolicySources;
}

/** Writes a test-mode config into a fresh prefix folder; returns the folder. */
export async function writeTestPrefix(options: {
  roots: AppRoots;
  listen: string | number;
  supabase?: string;
  accessLog?: string;
  policy?: PolicySources;
}): Promise<string> {
  const prefix = await mkdtemp(join(tmpdir(), 'ecole-nginx-'));
  const config = generateNginxConfig({
    roots: options.roots,
    listen: options.listen,
    mode: 'test',
    prefixDir: prefix,
    ...(options.supabase ? { supabaseUpstream: options.supabase } : {}),
    ...(options.accessLog ? { accessLog: resolve(options.accessLog) } : {}),
    ...(options.policy ? { policy: options.policy } : {}),
  });
  await writeFile(join(prefix, 'nginx.conf'), config);
  return prefix;
}

/** `nginx -t` on a config: resolves with nginx's report, throws it when the test fails. */
export function testNginxConfig(prefix: string, configFile = 'nginx.conf'): string {
  assertNginxInstalled();
  const result = spawnSync(NGINX_BIN, ['-t', '-p', prefix, '-c', configFile, '-e', join(prefix, 'error.log')], {
    encoding: 'utf8',
  });
  const report = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) throw new Error(`nginx -t a échoué :\n${report}`);
  return report;
}

/**
 * Ready = its pid file exists (nginx writes it only after binding its sockets, so another
 * program already on the port cannot pass for it) and the port accepts connections.
 */
function waitForNginx(pidFile: string, host: string, port: number, deadline: number, exited: () => string | undefined): Promise<void> {
  return new Promise((done, fail) => {
    const attempt = () => {
      const reason = exited();
      if (reason) return fail(new Error(reason));
      if (!existsSync(pidFile)) {
        if (Date.now() > deadline) fail(new Error(`nginx n’a pas démarré après 10 s`));
        else setTimeout(attempt, 25);
        return;
      }
      const socket = connect({ host, port });
      socket.once('connect', () => {
        socket.destroy();
        done();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) fail(new Error(`nginx n’écoute pas sur ${host}:${port} après 10 s`));
        else setTimeout(attempt, 25);
      });
    };
    attempt();
  });
}

/**
 * Runs the real nginx in the foreground with the generated test config (the production rules
 * on a local port). `close()` stops it and removes its prefix folder.
 */
export async function startNginx(options: NginxOptions): Promise<RunningProxy> {
  assertNginxInstalled();
  const host = options.host ?? '127.0.0.1';
  const roots = Object.fromEntries(Object.entries(options.roots ?? defaultRoots()).map(([app, root]) => [app, resolve(root)])) as AppRoots;
  assertBuildsExist(roots);

  // nginx needs a number up front; it cannot report an ephemeral port it picked itself.
  const port = options.port === 0 ? await getPort({ host }) : options.port;
  const prefix = await writeTestPrefix({
    roots,
    listen: `${host}:${port}`,
    ...(options.supabase ? { supabase: options.supabase } : {}),
    ...(options.accessLog ? { accessLog: options.accessLog } : {}),
    ...(options.policy ? { policy: options.policy } : {}),
  });
  const errorLog = join(prefix, 'error.log');
  const child = spawn(NGINX_BIN, ['-p', prefix, '-c', 'nginx.conf', '-e', errorLog, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((done) =>
    child.once('exit', (code) => {
      exitCode = code;
      done();
    }),
  );

  const stop = async () => {
    if (exitCode === undefined) {
      // SIGQUIT would wait for keep-alive connections; SIGTERM is nginx's fast shutdown.
      child.kill('SIGTERM');
      await exited;
    }
    await rm(prefix, { recursive: true, force: true });
  };

  try {
    await waitForNginx(join(prefix, 'nginx.pid'), host, port, Date.now() + 10_000, () =>
      exitCode === undefined ? undefined : `nginx s’est arrêté au démarrage (code ${exitCode}) :\n${stderr}`,
    );
  } catch (error) {
    const log = await readFile(errorLog, 'utf8').catch(() => '');
    await stop();
    throw new Error(`${(error as Error).message}\n${log}`);
  }

  return { url: `http://${host}:${port}`, close: stop };
}
