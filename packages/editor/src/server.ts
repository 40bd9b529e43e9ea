import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { editorCollections, editorConfig } from './config.ts';

/**
 * The editor on this machine (`npm run edit`): Decap CMS's own bundle from npm (no CDN: the build
 * machines reach only the npm registry), our script (typography on save), and Decap's local
 * backend (`decap-server`) on the repository, both on 127.0.0.1 only. decap-server has no
 * authentication: it must never listen beyond this machine (https://decapcms.org/docs/decap-proxy/).
 */

const require = createRequire(import.meta.url);
const DECAP_DIST = join(dirname(require.resolve('decap-cms/package.json')), 'dist');
const DECAP_SERVER = join(dirname(require.resolve('decap-server/package.json')), 'dist/index.js');
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface EditorServerOptions {
  /** The port of the editor's page (0: any free one). */
  port: number;
  /** The port of decap-server. */
  proxyPort: number;
  /** The git repository whose `packages/content/data` is edited (this one by default). */
  repo?: string;
  /** Editorial workflow: decap-server in git mode, each change on its own branch until it is published. */
  workflow?: boolean;
  /** Where the site runs, for the editor's links to it. */
  siteUrl?: string;
  /** Where decap-server's lines go (`inherit` for a person, `ignore` in tests). */
  logs?: 'inherit' | 'ignore';
}

export interface EditorServer {
  url: string;
  proxyUrl: string;
  close(): Promise<void>;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

/** Our script, bundled for the browser (it imports the content package's typography). */
async function editorScript(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'ecole-editor-'));
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      build: {
        outDir,
        emptyOutDir: true,
        minify: false,
        lib: { entry: fileURLToPath(new URL('./admin/main.ts', import.meta.url)), formats: ['iife'], name: 'EcoleEditor', fileName: () => 'editor.js' },
      },
    });
    return readFileSync(join(outDir, 'editor.js'), 'utf8');
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The branch the changes go to: the repository's current one. */
export function currentBranch(repo: string): string {
  return execFileSync('git', ['rev-parse', '--abbrev-ref', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
}

/** Files a person has changed and not committed: git mode would carry them across its branch checkouts. */
export function uncommittedFiles(repo: string): string[] {
  return execFileSync('git', ['status', '--porcelain'], { cwd: repo, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3));
}

const escapeScript = (json: string) => json.replace(/</g, '\\u003c');

function page(config: unknown, textPaths: unknown): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Éditeur des données de l’école</title>
<script>window.CMS_MANUAL_INIT = true; window.ECOLE_EDITOR = ${escapeScript(JSON.stringify({ config, textPaths }))};</script>
<script src="/decap-cms.js"></script>
</head>
<body>
<script src="/editor.js"></script>
</body>
</html>`;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      done(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/** decap-server, on 127.0.0.1, until it says it listens. */
function startDecapServer(
  options: Required<Pick<EditorServerOptions, 'proxyPort' | 'workflow' | 'logs'>> & { repo: string; origin: string },
): Promise<ChildProcess> {
  // dotenv in decap-server reads a `.env` of its working folder: an empty one, never the repository's.
  const cwd = mkdtempSync(join(tmpdir(), 'ecole-decap-server-'));
  const child = spawn(process.execPath, [DECAP_SERVER], {
    cwd,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(options.proxyPort),
      BIND_HOST: '127.0.0.1',
      MODE: options.workflow ? 'git' : 'fs',
      GIT_REPO_DIRECTORY: options.repo,
      ORIGIN: options.origin,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((done, fail) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (options.logs === 'inherit') process.stderr.write(chunk);
      if (/listening on/i.test(output)) done(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      rmSync(cwd, { recursive: true, force: true });
      fail(new Error(`Le serveur local de l’éditeur (decap-server) s’est arrêté (code ${code}) : ${output.trim().split('\n').at(-1) ?? ''}`));
    });
  });
}

export async function startEditor(options: EditorServerOptions): Promise<EditorServer> {
  const repo = resolve(options.repo ?? REPO_ROOT);
  const workflow = options.workflow ?? false;
  const dataDir = join(repo, 'packages/content/data');
  const script = await editorScript();
  const http = createServer();
  const port = await listen(http, options.port);
  const url = `http://127.0.0.1:${port}`;
  const proxyUrl = `http://127.0.0.1:${options.proxyPort}/api/v1`;
  const decap = await startDecapServer({ proxyPort: options.proxyPort, workflow, logs: options.logs ?? 'inherit', repo, origin: url });
  http.on('request', (request, response) => {
    const path = new URL(request.url ?? '/', url).pathname;
    const headers = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'x-robots-tag': 'noindex, nofollow' };
    if (path === '/' || path === '/index.html') {
      // Written at each load: a schema changed meanwhile gives its new fields.
      const { textPaths } = editorCollections(dataDir);
      const config = editorConfig({ proxyUrl, branch: currentBranch(repo), workflow, ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}) }, dataDir);
      response.writeHead(200, { ...headers, 'content-type': CONTENT_TYPES['.html']! }).end(page(config, textPaths));
      return;
    }
    if (path === '/editor.js') {
      response.writeHead(200, { ...headers, 'content-type': CONTENT_TYPES['.js']! }).end(script);
      return;
    }
    // Decap's bundle and the chunks it loads next to itself.
    const file = normalize(join(DECAP_DIST, path));
    const extension = /\.[a-z]+$/.exec(path)?.[0] ?? '';
    if (!file.startsWith(DECAP_DIST) || !CONTENT_TYPES[extension]) {
      response.writeHead(404, headers).end();
      return;
    }
    try {
      const body = readFileSync(file);
      response.writeHead(200, { ...headers, 'content-type': CONTENT_TYPES[extension]! }).end(body);
    } catch {
      response.writeHead(404, headers).end();
    }
  });
  return {
    url,
    proxyUrl,
    close: () =>
      new Promise((done) => {
        decap.removeAllListeners('exit');
        decap.once('exit', () => done());
        decap.kill();
        http.close();
      }),
  };
}
