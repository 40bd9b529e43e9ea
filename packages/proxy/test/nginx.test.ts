import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_NAMES, APPS, DESK_PATH, REDIRECTS, ROUTES } from '@ecole/routes';
import { readDeploySettings } from '@ecole/settings';
import { afterAll, describe, expect, it } from 'vitest';
import { routedExperiments } from '../src/experiments.ts';
import { FRAMEABLE_FILES, headerSet, policySourcesFrom, SECURITY_HEADERS } from '../src/headers.ts';
import { BROTLI_STATIC_MODULE, generateNginxConfig } from '../src/nginx.ts';
import { testNginxConfig, writeTestPrefix } from '../src/nginxProcess.ts';
import { liveRoots, productionNginxConfig } from '../src/productionConfig.ts';
import { makeFakeBuilds } from './fixtures/make-fake-builds.ts';

const PRODUCTION_ROOTS = liveRoots();
/** What `npm run proxy-config -- nginx` writes for this machine's settings (none: the local stand-ins). */
const production = productionNginxConfig({ settings: readDeploySettings({}).settings });
/** The same for a hosted Supabase project and form provider. */
const HOSTED = readDeploySettings({
  VITE_SUPABASE_URL: 'https://abcd.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'public-anon-key',
  VITE_APPLICATION_FORM_URL: 'https://forms.example.org/candidature',
  VITE_APPLICATION_FORM_SCRIPT: 'https://cdn.forms.example.org/embed.js',
}).settings;
const hosted = productionNginxConfig({ settings: HOSTED, serverName: 'www.ecole.example' });
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => Promise.all(cleanups.map((cleanup) => cleanup())));

/** Every `location … { … }` block of a config, with its text. */
function locations(config: string): string[] {
  return config
    .split(/\n(?=\s*location )/)
    .slice(1)
    .map((part) => part.slice(0, part.indexOf('}') + 1));
}

describe('generateNginxConfig', () => {
  it('serves each app from its live release (`<deploy dir>/<app>/current`, switched by `npm run deploy`)', () => {
    for (const app of APP_NAMES) expect(PRODUCTION_ROOTS[app]).toBe(`/var/www/ecole/${app}/current`);
    expect(liveRoots('/srv/ecole/')['formation-ia']).toBe('/srv/ecole/formation-ia/current');
  });

  it('allows exactly the hosted Supabase project in connect-src and form-action, in every location', () => {
    const policies = [...hosted.matchAll(/add_header Content-Security-Policy "([^"]*)" always;/g)].map((match) => match[1]!);
    expect(policies.length).toBeGreaterThan(ROUTES.length);
    for (const policy of policies) {
      const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));
      expect(directive('connect-src')).toBe("connect-src 'self' https://abcd.supabase.co");
      // The staff desk's own policy (issue 32): the project only, no form posted, no frame.
      if (directive('form-action') === "form-action 'none'") {
        expect(directive('frame-src')).toBeUndefined();
        expect(directive('script-src')).toBe("script-src 'self'");
        continue;
      }
      expect(directive('form-action')).toBe("form-action 'self' https://abcd.supabase.co");
      expect(directive('frame-src')).toBe("frame-src 'self' https://forms.example.org");
      expect(directive('script-src')).toBe("script-src 'self' https://cdn.forms.example.org");
    }
    expect(policies.filter((policy) => policy.includes("form-action 'none'"))).toHaveLength(2);
    expect(hosted).toContain('server_name www.ecole.example;');
    expect(production).toContain("connect-src 'self'; ");
    expect(production).not.toContain('supabase.co');
  });

  it.each(ROUTES)('serves $path from the index.html of $app', (route) => {
    const root = PRODUCTION_ROOTS[route.app];
    const file = route.path === '/' ? '/index.html' : `${route.path}/index.html`;
    // The page's own `page` for the log; a page under an experiment tries the drawn variant first (issue 37).
    const experiment = routedExperiments().find((candidate) => candidate.landing === route.path);
    const tryFiles = experiment ? `try_files $ecole_file_${experiment.id.replace(/-/g, '_')} ${file} =404;` : `try_files ${file} =404;`;
    expect(production).toContain(`location = ${route.path} {\n        root "${root}";\n        set $ecole_page "${route.path}";\n        ${tryFiles}`);
    // One URL per page: the other forms redirect to it.
    const others = route.path === '/' ? ['/index.html'] : [`${route.path}/`, `${route.path}/index.html`];
    for (const other of others) expect(production).toContain(`location = ${other} { return 301 ${route.path}$is_args$args; }`);
  });

  it.each(REDIRECTS)('answers $from with a 301 to $to, keeping the query', (redirect) => {
    expect(production).toContain(`location = ${redirect.from} { return 301 ${redirect.to}$is_args$args; }`);
    expect(production).toContain(`location = ${redirect.from}/ { return 301 ${redirect.to}$is_args$args; }`);
    expect(production).toContain('absolute_redirect off;');
  });

  it.each(APP_NAMES)('serves /assets/%s/ from that app with an immutable cache', (app) => {
    const block = locations(production).find((text) => text.includes(`location ^~ /${APPS[app].assetsDir}/ {`));
    expect(block).toContain(`root "${PRODUCTION_ROOTS[app]}";`);
    expect(block).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
  });

  it('repeats the security headers in every location that sets a header (nginx drops inherited ones)', () => {
    const withHeaders = locations(production).filter((text) => text.includes('add_header'));
    expect(withHeaders.length).toBeGreaterThan(ROUTES.length);
    for (const text of withHeaders) {
      // The files the site frames itself get `frame-ancestors 'self'`, the staff desk (its shell and
      // its assets) its own policy (headers.ts).
      const frameable = FRAMEABLE_FILES.some((file) => text.includes(`location = ${file} {`));
      const desk = text.includes(`location = ${DESK_PATH} {`) || text.includes(`location ^~ /${APPS.equipe.assetsDir}/ {`);
      const set = headerSet(policySourcesFrom());
      for (const [name, value] of Object.entries(desk ? set.desk : frameable ? set.frameable : SECURITY_HEADERS)) {
        expect(text).toContain(`add_header ${name} "${value}" always;`);
      }
    }
  });

  it('answers unknown paths with the site’s 404.html and compresses text', () => {
    expect(production).toContain('error_page 404 /404.html;');
    expect(production).toMatch(/gzip_types [^;]*text\/javascript[^;]*text\/css[^;]*application\/json[^;]*application\/xml[^;]*image\/svg\+xml/);
    expect(production).toMatch(/^server \{$/m);
    expect(production).not.toMatch(/^\s*(user|pid|events)\b/m);
  });

  it('logs one JSON line per request without the IP address or the full referrer', () => {
    expect(production).toMatch(/^log_format ecole escape=json /m);
    expect(production).toContain('access_log "/var/log/nginx/ecole-access.log" ecole;');
    expect(production).not.toMatch(/\$remote_addr|\$http_x_forwarded_for|\$http_referer"|\$request_body|\$http_cookie/);
  });

  it('sends the files precompressed at build: gzip always, brotli where Debian’s module is installed, loaded only then (issue 25)', () => {
    const config = (mode: 'production' | 'test', brotliStatic: boolean) => generateNginxConfig({ roots: PRODUCTION_ROOTS, listen: 80, mode, brotliStatic });
    for (const mode of ['production', 'test'] as const) {
      expect(config(mode, true)).toMatch(/^\s*gzip_static on;$/m);
      expect(config(mode, true)).toMatch(/^\s*brotli_static on;$/m);
      expect(config(mode, false)).toMatch(/^\s*gzip_static on;$/m);
      // nginx refuses a directive of a module it has not loaded.
      expect(config(mode, false)).not.toMatch(/^\s*(brotli_static|load_module)/m);
    }
    // The host's nginx.conf loads Debian's modules (modules-enabled); the test mode's own nginx.conf does it itself.
    expect(config('test', true)).toMatch(new RegExp(`^load_module "${BROTLI_STATIC_MODULE}";$`, 'm'));
    expect(config('production', true)).not.toContain('load_module');
  });

  it('refuses a root nginx would misread', () => {
    expect(() => generateNginxConfig({ roots: { ...PRODUCTION_ROOTS, site: '/srv/$site' }, listen: 80, mode: 'production' })).toThrow(/\$/);
  });
});

describe('nginx -t', () => {
  it('accepts the test-mode config (whole nginx.conf, own prefix)', async () => {
    const builds = await makeFakeBuilds();
    cleanups.push(builds.cleanup);
    const prefix = await writeTestPrefix({ roots: builds.roots, listen: '127.0.0.1:8080' });
    cleanups.push(() => rm(prefix, { recursive: true, force: true }));
    const config = readFileSync(join(prefix, 'nginx.conf'), 'utf8');
    expect(config).toContain(`pid "${prefix}/nginx.pid";`);
    expect(testNginxConfig(prefix)).toContain('test is successful');
  });

  it('accepts the production config for a hosted project inside an http block', async () => {
    const prefix = await mkdtemp(join(tmpdir(), 'ecole-nginx-prod-'));
    cleanups.push(() => rm(prefix, { recursive: true, force: true }));
    await writeFile(join(prefix, 'ecole.conf'), hosted);
    // The host's nginx.conf around it, reduced to what nginx -t needs: Debian's loads the modules its
    // packages enable (/etc/nginx/modules-enabled, paths relative to /etc/nginx: by absolute path here).
    const modules = existsSync(BROTLI_STATIC_MODULE) ? `load_module ${BROTLI_STATIC_MODULE};\n` : '';
    await writeFile(
      join(prefix, 'nginx.conf'),
      `${modules}pid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log;\nevents {}\nhttp {\n    include ${prefix}/ecole.conf;\n}\n`,
    );
    expect(testNginxConfig(prefix)).toContain('test is successful');
  });
});
