/**
 * `npm run release:check -- --url` compares what the live site serves with what was released
 * (issue 38): a local server plays the live site, serving the releases as they are, then as
 * Cloudflare's e-mail obfuscation rewrites them, then with one byte changed.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_NAMES, type AppName, appForPath, findRoute, htmlFileOf } from '@ecole/routes';
import { afterAll, describe, expect, it } from 'vitest';
import { describeDifference } from '../src/bodyCheck.ts';
import { CLIENT_DIR, createRelease, type ReleaseManifest, releaseDir } from '../src/store.ts';
import { fakeBuild } from './support/builds.ts';
import { runCli } from './support/cli.ts';

const work = await mkdtemp(join(tmpdir(), 'ecole-body-'));
const store = join(work, 'store');
const SCHOOL = 'contact@cfa-exemple.fr';

/** One release of each app; `/tpe` shows the school's address, as the real pages do. */
const releases = {} as Record<AppName, ReleaseManifest>;
for (const app of APP_NAMES) {
  const build = await fakeBuild(join(work, `build-${app}`), app, 'a');
  if (app === 'entreprises') {
    const file = join(build, htmlFileOf('/tpe'));
    const html = await readFile(file, 'utf8');
    await writeFile(file, html.replace('</h1>', `</h1><p>Écrivez-nous\u00a0: <a href="mailto:${SCHOOL}">${SCHOOL}</a></p>`));
  }
  releases[app] = await createRelease({ store, app, clientDir: build, commit: 'abcdef0123', dirty: false, settings: {}, production: false });
}

/** What Cloudflare's « Email Address Obfuscation » does to a page (as seen on a zone where it is on). */
function obfuscate(html: string): string {
  const hex = Buffer.from(SCHOOL).toString('hex');
  // Only a page with an address is rewritten, and only it gets the decoding script.
  if (!html.includes(`mailto:${SCHOOL}`)) return html;
  return html
    .replaceAll(
      `<a href="mailto:${SCHOOL}">${SCHOOL}</a>`,
      `<a href="/cdn-cgi/l/email-protection#${hex}"><span class="__cf_email__" data-cfemail="${hex}">[email&#160;protected]</span></a>`,
    )
    .replace('</body>', '<script data-cfasync="false" src="/cdn-cgi/scripts/5c5dd728/cloudflare-static/email-decode.min.js"></script></body>');
}

/** The live site: each route's file from its release, through `rewrite`. */
async function liveSite(rewrite: (html: string, path: string) => string): Promise<{ url: string; server: Server }> {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const app = appForPath(path);
    if (!app) {
      response.writeHead(404).end();
      return;
    }
    const html = await readFile(join(releaseDir(store, app, releases[app].id), CLIENT_DIR, htmlFileOf(path)), 'utf8');
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(rewrite(html, path));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function check(rewrite: (html: string, path: string) => string) {
  const { url, server } = await liveSite(rewrite);
  try {
    const run = await runCli(['check', '--url', url], { env: { RELEASES_DIR: store, FORCE_COLOR: '0' } });
    return { code: run.code, output: run.stdout + run.stderr };
  } finally {
    await new Promise((done) => server.close(done));
  }
}

afterAll(() => rm(work, { recursive: true, force: true }));

describe('release:check --url, page by page against the releases', () => {
  // Every route's page; an experiment's variants have no address of their own (issue 37).
  const pages = APP_NAMES.reduce((sum, app) => sum + releases[app].pages.filter((page) => findRoute(page)).length, 0);

  it('a site serving the releases as they are: passes, every page counted', async () => {
    const run = await check((html) => html);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(`✓ ${pages} pages identiques aux releases, octet pour octet.`);
    expect(run.output).toContain(`entreprises@${releases.entreprises.id}\u00a0: ${releases.entreprises.pages.length} pages`);
  });

  it('addresses obfuscated by the edge: fails, naming the route, the markers, the injected script and the setting', async () => {
    const run = await check(obfuscate);
    expect(run.code, run.output).toBe(1);
    expect(run.output).toContain('✗ Réécritures (1)');
    const line = run.output.split('\n').find((text) => text.startsWith('  • /tpe '));
    expect(line, run.output).toContain(
      'adresses e-mail masquées par Cloudflare (/cdn-cgi/l/email-protection, __cf_email__, data-cfemail, email-decode.min.js)',
    );
    expect(line).toContain('désactivez « Email Address Obfuscation »');
    expect(line).toContain('<script data-cfasync="false" src="/cdn-cgi/scripts/5c5dd728/cloudflare-static/email-decode.min.js">');
  });

  it('one byte changed on one page: fails, naming the route and where', async () => {
    const run = await check((html, path) => (path === '/faq' ? html.replace('<h1>', '<h1 >') : html));
    expect(run.code, run.output).toBe(1);
    expect(run.output).toContain('✗ Réécritures (1)');
    expect(run.output).toMatch(
      /• \/faq \(«\u00a0site\u00a0»\)\u00a0: premier octet différent à l’octet \d+ \(ligne 1, colonne \d+\)\u00a0: publié ">Questions fréquentes a</,
    );
  });
});

describe('describeDifference', () => {
  it('the same bytes: nothing to say', () => {
    expect(describeDifference(Buffer.from('<p>a</p>'), Buffer.from('<p>a</p>'))).toBeUndefined();
  });

  it('minified or rewritten by Rocket Loader: the rewritten script tag and the first byte', () => {
    const released = Buffer.from('<html>\n<script type="module" src="/a.js"></script>\n</html>');
    const served = Buffer.from('<html>\n<script type="4f2b9c-module" src="/a.js"></script>\n</html>');
    expect(describeDifference(released, served)).toBe(
      'script ajouté ou réécrit\u00a0: <script type="4f2b9c-module" src="/a.js">\u00a0; premier octet différent à l’octet 21 (ligne 2, colonne 15)\u00a0: ' +
        'publié "module\\" src=\\"/a.js\\"></script>\\n</html>", servi "4f2b9c-module\\" src=\\"/a.js\\"></script>\\n</h"\u00a0; 65 octets servis pour 58 publiés',
    );
  });
});
