// Hot reload across the three apps on one origin. Each app runs its own Vite dev server; this
// dev proxy routes page paths with the route table (like production) and every other request
// (modules, HMR websocket) to the app whose page the browser tab loaded last, remembered in a
// cookie: Vite's module URLs carry no app prefix, so the path alone cannot tell.
// Limitation: two tabs open on pages of two different apps share that cookie; reload the tab.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { forward, localSupabasePath } from '@ecole/proxy';
import { APP_NAMES, APPS, type AppName, findRedirect, findRoute } from '@ecole/routes';
import { startSupabaseLocal } from '@ecole/supabase-local';

const PORT = Number(process.env.PORT ?? 3000);
const COOKIE = 'ec-dev-app';
// Root files (favicon, robots.txt, the certificate) come from the site app's public/ folder only
// (docs/architecture.md), whichever app the tab shows.
const SITE_PUBLIC_FILES = new Set(readdirSync(new URL('../apps/site/public', import.meta.url)).map((file) => `/${file}`));
const appPorts = Object.fromEntries(APP_NAMES.map((app, index) => [app, 5173 + index])) as Record<AppName, number>;

const children: ChildProcess[] = APP_NAMES.map((app) =>
  spawn('npx', ['-y', 'pnpm@10.34.9', '--filter', `@ecole/app-${app}`, 'exec', 'react-router', 'dev', '--port', String(appPorts[app]), '--strictPort'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  }),
);
const supabase = await startSupabaseLocal({});

function appFromCookie(req: IncomingMessage): AppName {
  const match = new RegExp(`${COOKIE}=([a-z-]+)`).exec(req.headers.cookie ?? '');
  const app = match?.[1] as AppName | undefined;
  return app && APP_NAMES.includes(app) ? app : 'site';
}

function targetApp(req: IncomingMessage): { app: AppName; page: boolean } {
  const path = new URL(req.url ?? '/', 'http://dev').pathname;
  const route = findRoute(path);
  if (route) return { app: route.app, page: true };
  if (SITE_PUBLIC_FILES.has(path)) return { app: 'site', page: false };
  const prefixed = APP_NAMES.find((app) => path.startsWith(`/${APPS[app].assetsDir}/`));
  if (prefixed) return { app: prefixed, page: false };
  // An unknown page (not a module request): the site renders its not-found page.
  if (req.headers.accept?.includes('text/html') && !path.includes('.')) return { app: 'site', page: true };
  return { app: appFromCookie(req), page: false };
}

const server = createServer((req, res) => {
  const redirect = findRedirect(req.url ?? '/');
  if (redirect) {
    res.writeHead(301, { location: redirect.to }).end();
    return;
  }
  // The forms of apps built without a Supabase project call the stand-in on the page's origin.
  const standInPath = localSupabasePath(req.url ?? '/');
  if (standInPath !== undefined) return forward(req, res, new URL(supabase.url), standInPath);

  const { app, page } = targetApp(req);
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
