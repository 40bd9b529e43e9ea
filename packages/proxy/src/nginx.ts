import { existsSync } from 'node:fs';
import { APP_NAMES, APPS, htmlFileOf, NOT_FOUND_APP, NOT_FOUND_FILE, PAGE_APPS, REDIRECTS, ROUTES, sitemapFileOf, variantPathOf } from '@ecole/routes';
import { LOCAL_SUPABASE_PATH } from '@ecole/settings/localSupabase';
import { REFERRER_HOST_PATTERN } from './accessLog.ts';
import { DEFAULT_TYPE, FILE_TYPES, mimeTypesWhere } from './contentTypes.ts';
import { type RoutedExperiment, routedExperiments, routerSiteHosts } from './experiments.ts';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, CACHE_VARIANT, FRAMEABLE_FILES, headerSet, type PolicySources, policySourcesFrom } from './headers.ts';
import type { AppRoots } from './roots.ts';
import { resolveRequest } from './rules.ts';

export interface NginxConfigOptions {
  /** Absolute path of each app's `build/client` folder. */
  roots: AppRoots;
  /** `80`, `8080`, `127.0.0.1:8080`… */
  listen: string | number;
  /**
   * `production`: one `server {}` block for /etc/nginx/conf.d (the host's nginx.conf supplies
   * the rest). `test`: a whole nginx.conf runnable with
   * `nginx -p DIR -c nginx.conf -g 'daemon off;'` by any user, every file inside DIR.
   */
  mode: 'production' | 'test';
  /** Test mode: absolute folder for pid, logs and temp files; default relative to `-p`. */
  prefixDir?: string;
  /**
   * Test mode: the `user` directive. Default: `root` when this process runs as root, else none
   * (nginx ignores `user` for a non-root master and would only warn). `''`: never.
   */
  user?: string;
  /** `server_name`; `_` (any host) by default. */
  serverName?: string;
  /**
   * Test mode: the local Supabase stand-in (`http://127.0.0.1:PORT`) that `/_supabase/…` is
   * forwarded to, as the embedded proxy does. Production builds call their hosted project.
   */
  supabaseUpstream?: string;
  /**
   * The access log (format `ecole`, see src/accessLog.ts). Default: `/var/log/nginx/ecole-access.log`
   * in production, `access.log` in the prefix folder in test mode.
   */
  accessLog?: string;
  /**
   * The hosts the Content-Security-Policy allows besides the site (deployment settings,
   * @ecole/settings). Default: this process's environment.
   */
  policy?: PolicySources;
  /**
   * Serve the `.br` siblings written at build (src/precompress.ts) with `brotli_static on;`.
   * Default: whether Debian's module (`libnginx-mod-http-brotli-static`) is installed here
   * (`BROTLI_STATIC_MODULE`), since nginx refuses a config naming a directive it does not know.
   */
  brotliStatic?: boolean;
  /**
   * The experiments the router draws for (src/experiments.ts; default: content's running ones) and
   * the site's own hosts (default: `routerSiteHosts()`, from the deployment settings).
   */
  experiments?: readonly RoutedExperiment[];
  siteHosts?: readonly string[];
}

/**
 * Debian's brotli module for precompressed files (package `libnginx-mod-http-brotli-static`):
 * serves `<file>.br`, compresses nothing itself. The package enables it for the host's nginx.conf
 * (/etc/nginx/modules-enabled); the test mode's own nginx.conf loads it by this path.
 */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The name of the log format, shared by the generated `log_format` and `access_log`. */
export const LOG_FORMAT_NAME = 'ecole';
export const PRODUCTION_ACCESS_LOG = '/var/log/nginx/ecole-access.log';

/**
 * The access log's format, the same JSON line as the embedded proxy writes (src/accessLog.ts):
 * no IP address, the referrer's host only (the `map` keeps it, with the same pattern as the
 * embedded proxy), no cookie, no body. `escape=json` escapes quotes and control characters.
 * Both live in the `http {}` context, which is where Debian's nginx.conf includes conf.d/*.conf.
 */
function logFormatLines(experiments: readonly RoutedExperiment[], siteHosts: readonly string[]): string[] {
  return [
    "# Access log: one JSON line per request, no IP address, the referrer's host only",
    '# (packages/proxy/src/accessLog.ts; docs/staff.md explains its use for the campaign report).',
    ...block('map $http_referer $ecole_referrer_host', [`${q(`~${REFERRER_HOST_PATTERN}`)} $referrer_host;`, 'default "";']),
    ...experimentLines(experiments, siteHosts),
    `log_format ${LOG_FORMAT_NAME} escape=json '{"time":"$time_iso8601","method":"$request_method","path":"$request_uri",'`,
    `    '"status":$status,"referrer_host":"$ecole_referrer_host","user_agent":"$http_user_agent","page":"$ecole_page","variant":"$ecole_variant"}';`,
  ];
}

/** A host name as a literal in a PCRE pattern. */
const regexLiteral = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** nginx variable names for an experiment (`formation-ia-titre` → `formation_ia_titre`). */
const variableOf = (experiment: RoutedExperiment) => experiment.id.replace(/-/g, '_');

/**
 * The experiments' draw (issue 37; src/experiments.ts takes the same decision in the embedded proxy
 * and the edge). `split_clients` hashes `$request_id` (16 random bytes per request, MurmurHash2):
 * each request its own draw, nothing kept, no cookie. `$ecole_from_inside` is the visit count's
 * « outside » rule: 1 when the referrer's host is the page's own host or one of the site's, 0 with
 * no referrer or another site's. The page's location tries the drawn variant's file first
 * (`try_files` then names it in `$uri`), the page's own when none was drawn or the file is missing;
 * what `$uri` ends up naming sets the log's `variant` and the `Cache-Control`, so both say what was
 * served, not what was drawn.
 */
function experimentLines(experiments: readonly RoutedExperiment[], siteHosts: readonly string[]): string[] {
  const lines = ['# Experiments (issue 37): a variant drawn for each arrival from outside the site, no cookie.'];
  const variantFiles = experiments.flatMap((experiment) => Object.values(experiment.variants));
  lines.push(
    ...block('map $uri $ecole_variant', [...variantFiles.map((variant) => `${q(`/${variant.file}`)} ${q(variant.key)};`), 'default "";']),
    ...block('map $uri $ecole_page_cache', [
      ...variantFiles.map((variant) => `${q(`/${variant.file}`)} ${q(CACHE_VARIANT)};`),
      `default ${q(CACHE_REVALIDATE)};`,
    ]),
  );
  if (experiments.length === 0) return lines;
  const hosts = siteHosts.map(regexLiteral).join('|');
  lines.push(
    ...block('split_clients "$request_id" $ecole_draw', ['50% a;', '* b;']),
    ...block('map "$ecole_referrer_host|$host" $ecole_from_inside', [
      `${qPattern('~^\\|')} 0;`,
      `${qPattern('~*^([^|]+)\\|\\1$')} 1;`,
      `${qPattern(`~*^(${hosts})\\|`)} 1;`,
      'default 0;',
    ]),
  );
  for (const experiment of experiments) {
    const name = variableOf(experiment);
    lines.push(
      ...block(`map $ecole_from_inside $ecole_drawn_${name}`, ['1 "";', 'default $ecole_draw;']),
      ...block(`map $ecole_drawn_${name} $ecole_file_${name}`, [
        ...Object.entries(experiment.variants).map(([variant, { file }]) => `${variant} ${q(`/${file}`)};`),
        `default ${q(`/${htmlFileOf(experiment.landing)}`)};`,
      ]),
    );
  }
  return lines;
}

/** A map's regular expression, quoted: its `$` is the pattern's end, never a variable there. */
function qPattern(value: string): string {
  return `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

/** nginx string literal: always quoted so a path with a space or `;` cannot break the file. */
function q(value: string): string {
  // nginx expands `$name` even inside quotes and has no escape for it.
  if (value.includes('$')) throw new Error(`Chemin ou valeur refusé par nginx (contient « $ ») : ${value}`);
  return `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

/**
 * nginx drops every inherited `add_header` in a location that sets one of its own, so each
 * location repeats the security headers (generated, hence never forgotten). `always`: on 404s
 * and redirects too.
 */
function headerLines(securityHeaders: Readonly<Record<string, string>>, cacheControl?: string): string[] {
  const lines = Object.entries(securityHeaders).map(([name, value]) => `add_header ${name} ${q(value)} always;`);
  // `always` too: the 404 page must not be cached as if it were the page asked for.
  if (cacheControl) lines.push(`add_header Cache-Control ${q(cacheControl)} always;`);
  return lines;
}

function block(head: string, body: string[]): string[] {
  return [`${head} {`, ...body.map((line) => (line === '' ? '' : `    ${line}`)), '}'];
}

/** The `server {}` block: every rule of architecture.md, generated from the route table. */
function serverBlock(options: NginxConfigOptions): string[] {
  const { roots } = options;
  const siteRoot = roots[NOT_FOUND_APP];
  const headers = headerSet(options.policy ?? policySourcesFrom());
  const body: string[] = [];
  const add = (...lines: string[]) => body.push(...lines);

  add(`listen ${options.listen};`, `server_name ${options.serverName ?? '_'};`, 'server_tokens off;');
  const accessLog = options.accessLog ?? (options.mode === 'production' ? PRODUCTION_ACCESS_LOG : undefined);
  if (accessLog !== undefined) add(`access_log ${q(accessLog)} ${LOG_FORMAT_NAME};`);
  add('# Redirects answer a path (Location: /new), never http://host:port/new.');
  add('absolute_redirect off;', `root ${q(siteRoot)};`, '');
  add("# The access log's `page`: set by each page's location; none for anything else (an internal");
  add('# redirect to the not-found page passes here again and clears it).');
  add('set $ecole_page "";', '');

  add('# One MIME table shared with the embedded proxy (src/contentTypes.ts).');
  const byMime = new Map<string, string[]>();
  for (const [extension, type] of Object.entries(FILE_TYPES)) {
    byMime.set(type.mime, [...(byMime.get(type.mime) ?? []), extension]);
  }
  add(
    ...block(
      'types',
      [...byMime].map(([mime, extensions]) => `${mime} ${extensions.join(' ')};`),
    ),
  );
  add(`default_type ${DEFAULT_TYPE.mime};`, 'charset utf-8;');
  add(`charset_types ${mimeTypesWhere((type) => type.charset && type.mime !== 'text/html').join(' ')};`, '');

  add('# Text files are sent as written at build (src/precompress.ts): `<file>.br` (brotli 11) when the');
  add('# request accepts br, else `<file>.gz` (gzip 9); without a sibling (a small file), gzip level 1');
  add('# per request. `gzip_vary` adds `Vary: Accept-Encoding` to all three.');
  add('gzip on;', 'gzip_vary on;', 'gzip_static on;');
  if (options.brotliStatic ?? existsSync(BROTLI_STATIC_MODULE)) add('brotli_static on;');
  else add(`# No brotli_static: ${BROTLI_STATIC_MODULE} is not installed (apt-get install libnginx-mod-http-brotli-static).`);
  add('# text/html is always compressed once gzip is on; listing it again makes nginx warn.');
  add(`gzip_types ${mimeTypesWhere((type) => type.compressible && type.mime !== 'text/html').join(' ')};`, '');

  add('# Inherited only by locations without add_header of their own (the redirects).');
  add(...headerLines(headers.base), '');

  add(`# Unknown paths: the site's not-found page, status kept at 404. Internal: asked for by its`);
  add('# own name, it is an unknown path too (one URL per page).');
  add(`error_page 404 /${NOT_FOUND_FILE};`);
  add(...block(`location = /${NOT_FOUND_FILE}`, ['internal;', `root ${q(siteRoot)};`, ...headerLines(headers.base, CACHE_REVALIDATE)]), '');

  add('# Redirects (REDIRECTS of @ecole/routes), with or without a trailing slash.');
  for (const redirect of REDIRECTS) {
    for (const from of [redirect.from, `${redirect.from}/`]) {
      const resolution = resolveRequest(from);
      if (resolution.kind !== 'redirect') throw new Error(`${from} should redirect`);
      add(`location = ${from} { return ${resolution.status} ${resolution.location}$is_args$args; }`);
    }
  }
  add('');

  add("# Routes (ROUTES of @ecole/routes) → the owning app's prerendered index.html. One URL per");
  add('# page: the trailing-slash and index.html forms answer 301 to it, as the embedded proxy does.');
  const experiments = options.experiments ?? routedExperiments();
  for (const route of ROUTES) {
    const resolution = resolveRequest(route.path);
    if (resolution.kind !== 'route') throw new Error(`${route.path} should be a route`);
    const experiment = experiments.find((candidate) => candidate.landing === route.path);
    const security = headers.forFile(resolution.app, resolution.file);
    add(
      ...block(`location = ${route.path}`, [
        `root ${q(roots[resolution.app])};`,
        `set $ecole_page ${q(route.path)};`,
        ...(experiment
          ? [
              // The variant drawn for an arrival from outside, else (or without its file) the page.
              `try_files $ecole_file_${variableOf(experiment)} /${resolution.file} =404;`,
              ...headerLines(security),
              'add_header Cache-Control $ecole_page_cache always;',
            ]
          : [
              // try_files serves the file in this location, so its .html extension sets the type.
              `try_files /${resolution.file} =404;`,
              // The staff desk's shell has its own, stricter policy (headers.ts, deskSecurityHeaders).
              ...headerLines(security, CACHE_REVALIDATE),
            ]),
      ]),
    );
    // Its variants' files are served in its place only, never at their own address.
    for (const variant of experiment ? Object.keys(experiment.variants) : []) {
      const path = variantPathOf(route.path, variant);
      for (const address of [path, `${path}/`, `/${htmlFileOf(path)}`]) add(`location = ${address} { return 404; }`);
    }
    const others = route.path === '/' ? ['/index.html'] : [`${route.path}/`, `${route.path}/index.html`];
    for (const other of others) {
      const redirect = resolveRequest(other);
      if (redirect.kind !== 'redirect') throw new Error(`${other} should redirect`);
      add(`location = ${other} { return ${redirect.status} ${redirect.location}$is_args$args; }`);
    }
  }
  add('');

  add('# Hashed assets, each app under its own prefix (APPS[app].assetsDir).');
  for (const app of APP_NAMES) {
    const security = headers.forFile(app, `${APPS[app].assetsDir}/`);
    add(...block(`location ^~ /${APPS[app].assetsDir}/`, [`root ${q(roots[app])};`, 'try_files $uri =404;', ...headerLines(security, CACHE_IMMUTABLE)]));
  }
  add('');

  add("# Each public app's own sitemap (sitemapFileOf), from that app; /sitemap.xml, the index, is the site's.");
  for (const app of PAGE_APPS) {
    const resolution = resolveRequest(`/${sitemapFileOf(app)}`);
    if (resolution.kind !== 'static' || resolution.app !== app) throw new Error(`${sitemapFileOf(app)} should be ${app}'s`);
    add(...block(`location = /${sitemapFileOf(app)}`, [`root ${q(roots[app])};`, 'try_files $uri =404;', ...headerLines(headers.base, CACHE_REVALIDATE)]));
  }
  add('');

  if (options.supabaseUpstream) {
    if (options.mode !== 'test') throw new Error('Le Supabase local n’est servi que par la configuration de test.');
    const upstream = new URL(options.supabaseUpstream);
    add('# Local Supabase stand-in for apps built without a project (docs/architecture.md).');
    add(
      ...block(`location ^~ ${LOCAL_SUPABASE_PATH}/`, [
        `proxy_pass http://${upstream.host}/;`,
        'proxy_http_version 1.1;',
        'proxy_buffering off;',
        'client_max_body_size 1m;',
      ]),
      '',
    );
  }

  add("# Files the site frames on its own origin (FRAMEABLE_FILES): frame-ancestors 'self'.");
  for (const file of FRAMEABLE_FILES) {
    add(...block(`location = ${file}`, ['try_files $uri =404;', ...headerLines(headers.frameable, CACHE_REVALIDATE)]));
  }
  add('');

  add(`# Any other file of the site's build (favicon, robots.txt…), else the 404 page.`);
  add(...block('location /', ['try_files $uri =404;', ...headerLines(headers.base, CACHE_REVALIDATE)]));

  return block('server', body);
}

const HEADER = [
  '# Generated by @ecole/proxy from the route table (@ecole/routes) and the deployment settings.',
  '# Do not edit by hand: regenerate it with `npm run proxy-config -- nginx` (packages/proxy/README.md).',
];

export function generateNginxConfig(options: NginxConfigOptions): string {
  const server = serverBlock(
    options.mode === 'test'
      ? { ...options, accessLog: options.accessLog ?? (options.prefixDir ? `${options.prefixDir.replace(/\/$/, '')}/access.log` : 'access.log') }
      : options,
  );
  const http = logFormatLines(options.experiments ?? routedExperiments(), options.siteHosts ?? routerSiteHosts());
  if (options.mode === 'production') {
    return [...HEADER, '# Include inside the http {} block (e.g. /etc/nginx/conf.d/ecole.conf).', ...http, '', ...server, ''].join('\n');
  }

  const at = (name: string) => (options.prefixDir ? `${options.prefixDir.replace(/\/$/, '')}/${name}` : name);
  const user = options.user ?? (process.getuid?.() === 0 ? 'root' : undefined);
  const lines = [...HEADER, '# Test mode: nginx -p DIR -c nginx.conf -g "daemon off;" — every file it writes is in DIR.'];
  if (user) {
    lines.push(
      '# Started as root, nginx switches its workers to `nobody`, who cannot read a build under a',
      "# private folder (mkdtemp makes 0700 folders). Test mode only: production keeps the host's user.",
      `user ${user};`,
    );
  }
  // Main context only: the module's directive is known to the server block below once loaded.
  if (options.brotliStatic ?? existsSync(BROTLI_STATIC_MODULE)) lines.push(`load_module ${q(BROTLI_STATIC_MODULE)};`);
  lines.push(
    'worker_processes 1;',
    `pid ${q(at('nginx.pid'))};`,
    `error_log ${q(at('error.log'))} warn;`,
    ...block('events', ['worker_connections 2048;']),
    ...block('http', [
      ...http,
      `client_body_temp_path ${q(at('client_body_temp'))};`,
      `proxy_temp_path ${q(at('proxy_temp'))};`,
      `fastcgi_temp_path ${q(at('fastcgi_temp'))};`,
      `uwsgi_temp_path ${q(at('uwsgi_temp'))};`,
      `scgi_temp_path ${q(at('scgi_temp'))};`,
      'sendfile on;',
      ...server,
    ]),
    '',
  );
  return lines.join('\n');
}
