import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import getPort from 'get-port';
import { parse } from 'smol-toml';
import { authenticateFunction } from './auth.ts';
import { corsHeaders, gatewayHeaders, preflightHeaders, sendJson } from './http.ts';

export interface EdgeFunctionsOptions {
  functionsDir: string;
  /** supabase/config.toml, read for `[functions.<name>] verify_jwt`. */
  configToml: string;
  denoDir: string;
  /** What Supabase (and our `.env` stand-in) gives every function; `updateEnv` changes it. */
  env: Record<string, string>;
  /**
   * A script Deno runs before each function (`--preload`): the stand-in's clock
   * (deno/localClock.ts), which reads LOCAL_CLOCK_OFFSET_MS from `env`.
   */
  preload?: string;
  log: (line: string) => void;
  /** How long a first start may take: Deno fetches the function's npm packages once. */
  bootTimeoutMs?: number;
}

interface RunningFunction {
  name: string;
  port: number;
  child: ChildProcess;
}

/** `send-contact-email`; `_shared` and friends are code, not functions. */
const FUNCTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'proxy-connection', 'te', 'trailer']);

/** The Deno binary the `deno` npm package ships (run directly, so killing it kills Deno). */
export function denoBinary(): string {
  const require = createRequire(import.meta.url);
  const dir = dirname(require.resolve('deno/package.json'));
  const binary = join(dir, process.platform === 'win32' ? 'deno.exe' : 'deno');
  if (!existsSync(binary)) throw new Error(`Binaire Deno introuvable (${binary})\u00a0: relancez «\u00a0pnpm install\u00a0».`);
  return binary;
}

/** `verify_jwt` of one function in config.toml; true when unset, as on Supabase. */
export function verifyJwtSetting(configToml: string, name: string): boolean {
  if (!existsSync(configToml)) return true;
  const config = parse(readFileSync(configToml, 'utf8')) as { functions?: Record<string, { verify_jwt?: unknown } | undefined> };
  return config.functions?.[name]?.verify_jwt !== false;
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * The edge functions' gateway: checks the JWT like Supabase (verify_jwt), then forwards the
 * call to the real function file running under Deno, one process per function, started on
 * first use and stopped with the server.
 */
export class EdgeFunctions {
  #options: EdgeFunctionsOptions;
  readonly #running = new Map<string, Promise<RunningFunction>>();
  readonly #children = new Set<ChildProcess>();
  #closed = false;
  /** Deno must not outlive a Node process that exits without calling close(). */
  readonly #killOnExit = () => {
    for (const child of this.#children) child.kill('SIGKILL');
  };

  constructor(options: EdgeFunctionsOptions) {
    this.#options = { ...options };
    process.on('exit', this.#killOnExit);
  }

  async handle(request: IncomingMessage, response: ServerResponse, name: string, subpath: string, search: string): Promise<void> {
    const entry = join(this.#options.functionsDir, name, 'index.ts');
    if (!FUNCTION_NAME.test(name) || !existsSync(entry)) {
      return sendJson(response, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    }
    // A browser's preflight carries no token: Supabase hands it to the function, which answers
    // CORS itself (https://supabase.com/docs/guides/functions/cors).
    if (request.method !== 'OPTIONS' && verifyJwtSetting(this.#options.configToml, name)) {
      const auth = await authenticateFunction(request);
      if (!auth.ok) return sendJson(response, auth.refusal.status, auth.refusal.body, auth.refusal.headers);
    }
    let running: RunningFunction;
    try {
      running = await this.#start(name, entry);
    } catch (error) {
      this.#options.log(`Fonction ${name}\u00a0: démarrage impossible (${(error as Error).message})`);
      return sendJson(response, 503, { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' });
    }
    await this.#forward(request, response, running, `/${name}${subpath}${search}`);
  }

  #start(name: string, entry: string): Promise<RunningFunction> {
    if (this.#closed) return Promise.reject(new Error('serveur arrêté'));
    let running = this.#running.get(name);
    if (running === undefined) {
      running = this.#spawn(name, entry);
      this.#running.set(name, running);
      // A failed start is retried on the next call rather than cached.
      running.catch(() => this.#running.delete(name));
    }
    return running;
  }

  async #spawn(name: string, entry: string): Promise<RunningFunction> {
    const { functionsDir, denoDir, env, log, preload } = this.#options;
    const port = await getPort({ host: '127.0.0.1' });
    mkdirSync(denoDir, { recursive: true });
    const config = join(functionsDir, 'deno.json');
    const args = [
      'run',
      '--allow-net',
      '--allow-env',
      '--no-prompt',
      ...(existsSync(config) ? ['--config', config] : []),
      ...(preload === undefined ? [] : ['--preload', preload]),
      entry,
    ];
    const child = spawn(denoBinary(), args, {
      cwd: functionsDir,
      env: { ...process.env, ...env, PORT: String(port), DENO_DIR: denoDir, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#children.add(child);
    const output: string[] = [];
    const relay = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() === '') continue;
        output.push(line);
        if (output.length > 20) output.shift();
        log(`[${name}] ${line}`);
      }
    };
    child.stdout?.on('data', relay);
    child.stderr?.on('data', relay);
    let exited = false;
    child.once('exit', (code, signal) => {
      exited = true;
      this.#children.delete(child);
      this.#running.delete(name);
      if (!this.#closed) log(`Fonction ${name} arrêtée (${signal ?? `code ${code}`}).`);
    });

    const deadline = Date.now() + (this.#options.bootTimeoutMs ?? 120_000);
    while (!(await portAnswers(port))) {
      if (exited) throw new Error(`Deno s’est arrêté au démarrage\u00a0: ${output.slice(-5).join(' | ')}`);
      if (Date.now() > deadline) {
        await stopChild(child);
        throw new Error('délai de démarrage dépassé');
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    log(`Fonction ${name} prête (Deno, port ${port}).`);
    return { name, port, child };
  }

  #forward(request: IncomingMessage, response: ServerResponse, running: RunningFunction, path: string): Promise<void> {
    const headers: Record<string, string | string[]> = {};
    // As on a hosted project, the function sees the caller's address in `cf-connecting-ip`,
    // written by the platform over whatever the caller sent: submit-contact-form hands it to the
    // database's flood budget on the visitor's behalf.
    for (const [key, value] of Object.entries(gatewayHeaders(request))) {
      if (value !== undefined && !HOP_BY_HOP.has(key)) headers[key] = value;
    }
    return new Promise((resolve) => {
      const upstream = httpRequest({ host: '127.0.0.1', port: running.port, method: request.method, path, headers }, (answer) => {
        const out: Record<string, string | string[]> = {};
        for (const [key, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(key)) out[key] = value;
        }
        // A function that answers CORS per origin says so with `Vary: Origin` (submit-contact-form's
        // proof-of-work lane, issue 34): its silence towards another site's page is the point, and
        // must not be filled in with `*` here.
        const perOrigin = /(^|,)\s*origin\s*(,|$)/i.test(String(answer.headers.vary ?? ''));
        if (answer.headers['access-control-allow-origin'] === undefined && !perOrigin) {
          // On Supabase the browser would block this answer: say so, then let it through.
          this.#options.log(`Fonction ${running.name}\u00a0: réponse sans en-têtes CORS (le navigateur la bloquerait en production).`);
          Object.assign(out, request.method === 'OPTIONS' ? preflightHeaders(request) : corsHeaders());
        }
        response.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(response);
        answer.once('end', () => resolve());
        answer.once('error', () => resolve());
      });
      upstream.once('error', (error) => {
        if (!response.headersSent) {
          sendJson(response, 502, { code: 'BAD_GATEWAY', message: `Function unreachable: ${error.message}` });
        } else response.destroy(error);
        resolve();
      });
      request.pipe(upstream);
    });
  }

  /** The process id of a running function (tests watch its memory), or undefined. */
  async pid(name: string): Promise<number | undefined> {
    const running = this.#running.get(name);
    return running === undefined ? undefined : (await running).child.pid;
  }

  /**
   * Changes what every function gets in its environment, as `supabase secrets set` does on a hosted
   * project, where the next cold start reads them: the running functions are stopped (SIGTERM; a
   * call under way is cut, so the stand-in changes it between sweeps), and the next call starts
   * each again with the new values.
   */
  async updateEnv(patch: Record<string, string | undefined>): Promise<void> {
    const env = { ...this.#options.env };
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) delete env[key];
      else env[key] = value;
    }
    if (Object.entries(env).every(([key, value]) => this.#options.env[key] === value) && Object.keys(env).length === Object.keys(this.#options.env).length)
      return;
    this.#options.env = env;
    await Promise.allSettled([...this.#running.values()]);
    await Promise.all([...this.#children].map(stopChild));
  }

  /** SIGKILL the function's process, as a crash would; the next call starts it again. */
  async crash(name: string): Promise<void> {
    const running = this.#running.get(name);
    if (running === undefined) return;
    const { child } = await running;
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    process.off('exit', this.#killOnExit);
    // Stop Deno first: a function still booting then fails its start instead of being awaited.
    await Promise.all([...this.#children].map(stopChild));
    await Promise.allSettled([...this.#running.values()]);
    await Promise.all([...this.#children].map(stopChild));
  }
}
