// Hot reload across the four apps on one origin. Each app runs its own Vite dev server; this
// dev proxy routes page paths with the route table (like production) and every other request
// (modules, HMR websocket) to the app whose page the browser tab loaded last, remembered in a
// cookie: Vite's module URLs carry no app prefix, so the path alone cannot tell.
// Limitation: two tabs open on pages of two different apps share that cookie; reload the tab.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { forward, routeTarget } from '@ecole/proxy';
import { APP_NAMES, APPS, type AppName, NOT_FOUND_APP } from '@ecole/routes';
import { localSupabasePort } from '@ecole/settings/supabaseTarget';
import { standInDirs, startSupabaseLocal } from '@ecole/supabase-local';

const PORT = Number(process.env.PORT ?? 3000);
const COOKIE = 'ec-dev-app';
// Root files (favicon, robots.txt, the certificate) come from the site app's public/ folder only
// (docs/architecture.md), whichever app the tab shows.
const SITE_PUBLIC_FILES = new Set(readdirSync(new URL('../apps/site/public', import.meta.url)).map((file) => `/${file}`));
const appPorts = Object.fromEntries(APP_NAMES.map((app, index) => [app, 5173 + index])) as Record<AppName, number>;

// The apps of pages run React Router's dev server; the staff desk, plain Vite (its one shell is
// served for /equipe by Vite's own fallback to index.html).
const children: ChildProcess[] = APP_NAMES.map((app) =>
  spawn(
    'npx',
    [
      '-y',
      'pnpm@10.34.9',
      '--filter',
      `@ecole/app-${app}`,
      'exec',
      ...(APPS[app].kind === 'desk' ? ['vite'] : ['react-router', 'dev']),
      '--port',
      String(appPorts[app]),
      '--strictPort',
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  ),
);
// The stand-in where `npm start` puts it (SUPABASE_PORT, SUPABASE_DATA_DIR, SUPABASE_OUTBOX_DIR),
// so the staff commands read this one too; its mails' links lead to this dev proxy.
const supabasePort = localSupabasePort();
const supabase = await startSupabaseLocal({ ...(supabasePort === undefined ? {} : { port: supabasePort }), ...standInDirs() });
await supabase.setSiteOrigin(`http://127.0.0.1:${PORT}`);

function appFromCookie(req: IncomingMessage): AppName {
  const match = new RegExp(`${COOKIE}=([a-z-]+)`).exec(req.headers.cookie ?? '');
  const app = match?.[1] as AppName | undefined;
  return app && APP_NAMES.includes(app) ? app : 'site';
}

/**
 * The app a request goes to, decided by the rules production uses (`routeTarget` of
 * @ecole/proxy): pages and app-prefixed assets by the route table, root files of the site's
 * public/ folder to the site. What the rules call a site static file may instead be one of Vite's
 * module URLs (`/app/root.tsx`, `/@vite/client`), which carry no app prefix: those go to the app
 * of the tab's page (cookie).
 */
function targetApp(req: IncomingMessage, decision: ReturnType<typeof routeTarget>): { app: AppName; page: boolean } {
  if (decision.kind === 'route') return { app: decision.app, page: true };
  if (decision.kind === 'asset') return { app: decision.app, page: false };
  if (decision.kind === 'not-found') return { app: NOT_FOUND_APP, page: true };
  const path = new URL(req.url ?? '/', 'http://dev').pathname;
  if (SITE_PUBLIC_FILES.has(path)) return { app: NOT_FOUND_APP, page: false };
  // An unknown page (not a module request): the site renders its not-found page.
  if (req.headers.accept?.includes('text/html') && !path.includes('.')) return { app: NOT_FOUND_APP, page: true };
  return { app: appFromCookie(req), page: false };
}

const server = createServer((req, res) => {
  // The same decision as the embedded proxy and nginx: redirects (old paths, `/x/`,
  // `/x/index.html`) with their query, then the stand-in, then the app by the route table.
  const decision = routeTarget(req.url ?? '/', { standIn: true });
  if (decision.kind === 'redirect') {
    res.writeHead(decision.status, { location: decision.location }).end();
    return;
  }
  // The forms of apps built without a Supabase project call the stand-in on the page's origin.
  if (decision.kind === 'stand-in') return forward(req, res, new URL(supabase.url), decision.path);

  const { app, page } = targetApp(req, decision);
  forward(req, res, new URL(`http://127.0.0.1:${appPorts[app]}`), req.url ?? '/', {
    answerHeaders: (headers) => (page ? { ...headers, 'set-cookie': [...(headers['set-cookie'] ?? []), `${COOKIE}=${app}; Path=/; SameSite=Lax`] } : headers),
    unreachable: `Le serveur de développement de « ${app} » ne répond pas encore.`,
  });
});

// Vite's HMR websocket: hand the raw connection to the tab's app.
server.on('upgrade', (req, socket, head) => {
  const app = appFromCookie(req);
  const upstream = connect(appPorts[app], '127.0.0.1', () => {
    const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    upstream.write(head);
    upstream.pipe(socket).pipe(upstream);
  });
  upstream.on('error', () => socket.destroy());
  socket.on('error', () => upstream.destroy());
});

server.listen(PORT, '127.0.0.1', () => {
  console.log(`\nSupabase local : ${supabase.url}`);
  console.log(`Développement (rechargement à chaud) sur http://127.0.0.1:${PORT}`);
});

function stop() {
  for (const child of children) child.kill('SIGTERM');
  server.close();
  void supabase.close().finally(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
