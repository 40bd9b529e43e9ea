/**
 * The edge router: a Cloudflare Worker that applies the proxy rules of src/rules.ts (the same
 * `routeTarget` the embedded proxy runs, built from the route table) in front of one Worker per
 * app, each serving its own static assets (docs/releases.md). Same answers as nginx: routes,
 * redirects, the 404 page with status 404, the security headers and CSP, the cache policy, the
 * access-log line; compression is the platform's (Cloudflare compresses text types with gzip or
 * brotli, and Miniflare does the same locally). An app that is not deployed or fails answers a
 * static French page with the school's phone and e-mail and status 503, never a blank error.
 *
 * Bundled by src/edge/bundle.ts (esbuild) into one ES module; its settings are Worker variables.
 */
import { type AppName, NOT_FOUND_APP, NOT_FOUND_FILE } from '@ecole/routes';
import { formatAccessLogLine, isoTime, referrerHost } from '../accessLogFormat.ts';
import { contentTypeOf, fileTypeOf } from '../contentTypes.ts';
import { type Draw, routedExperiments, seededDraw, servedPage } from '../experiments.ts';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, type HeaderSet } from '../headers.ts';
import { routeTarget } from '../rules.ts';
import { appBinding, DRAW_SEED_VAR, FALLBACK_VAR, SITE_HOSTS_VAR, STAND_IN_BINDING } from './bindings.ts';
import { headersOfEnv as headersOf } from './policyHeaders.ts';

/** A service binding (Cloudflare's `Fetcher`), reduced to what the router calls. */
export interface Fetcher {
  fetch(request: Request): Promise<Response>;
}

export type RouterEnv = Record<string, unknown>;

/** The app Workers are asked for files at this address; only the path matters to them. */
const APP_ORIGIN = 'https://app.internal';

/** Request headers an app Worker needs to answer a revalidation with 304. */
const CONDITIONAL_HEADERS = ['If-None-Match', 'If-Modified-Since'];

/** The running experiments, from the content the router was bundled with (issue 37). */
const EXPERIMENTS = routedExperiments();

/** A uniform number in [0, 1) from the platform's cryptographic randomness. */
const cryptoDraw: Draw = () => crypto.getRandomValues(new Uint32Array(1))[0]! / 4294967296;

let drawing: { key: string; draw: Draw; siteHosts: string[] } | undefined;

/** The draw and the site's hosts for the router's variables (read once per isolate). */
function drawingOf(env: RouterEnv): { draw: Draw; siteHosts: string[] } {
  const seed = typeof env[DRAW_SEED_VAR] === 'string' ? (env[DRAW_SEED_VAR] as string) : '';
  const hosts = typeof env[SITE_HOSTS_VAR] === 'string' ? (env[SITE_HOSTS_VAR] as string) : '[]';
  const key = `${seed}|${hosts}`;
  if (drawing?.key !== key) {
    drawing = { key, draw: seed === '' ? cryptoDraw : seededDraw(Number(seed)), siteHosts: JSON.parse(hosts) as string[] };
  }
  return drawing;
}

/** What the access log says the router served: the page routed to, the variant drawn (issue 37). */
const SERVED = new WeakMap<Request, { page: string; variant: string }>();

function fetcherOf(env: RouterEnv, name: string): Fetcher | undefined {
  const binding = env[name] as Partial<Fetcher> | undefined;
  return typeof binding?.fetch === 'function' ? (binding as Fetcher) : undefined;
}

function text(headers: HeaderSet, status: number, body: string, extra: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { ...headers.base, 'Content-Type': 'text/plain; charset=utf-8', ...extra } });
}

/** The static page of an app that is missing or failing: status 503, never cached. */
function unavailable(env: RouterEnv, headers: HeaderSet, method: string): Response {
  const html = typeof env[FALLBACK_VAR] === 'string' ? (env[FALLBACK_VAR] as string) : 'Service momentanément indisponible.';
  return new Response(method === 'HEAD' ? null : html, {
    status: 503,
    headers: { ...headers.base, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '60' },
  });
}

type FileAnswer = { kind: 'found'; response: Response } | { kind: 'missing' } | { kind: 'unavailable' };

/** One file of an app's build, from its Worker; `unavailable` when the Worker is absent or fails. */
async function fileOf(env: RouterEnv, app: AppName, file: string, request: Request, conditional: boolean): Promise<FileAnswer> {
  const worker = fetcherOf(env, appBinding(app));
  if (!worker) return { kind: 'unavailable' };
  const headers = new Headers();
  if (conditional) {
    for (const name of CONDITIONAL_HEADERS) {
      const value = request.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
  }
  let response: Response;
  try {
    response = await worker.fetch(new Request(`${APP_ORIGIN}/${file}`, { method: request.method === 'HEAD' ? 'HEAD' : 'GET', headers }));
  } catch {
    return { kind: 'unavailable' };
  }
  if (response.status === 404) return { kind: 'missing' };
  if (response.status >= 500 || (response.status !== 200 && response.status !== 304)) return { kind: 'unavailable' };
  return { kind: 'found', response };
}

/** The app's answer with the proxy's headers: type from the shared table, cache policy, validators. */
function served(found: Response, file: string, headers: Record<string, string>, cacheControl: string, method: string, status = found.status): Response {
  const out = new Headers(headers);
  out.set('Content-Type', contentTypeOf(file));
  out.set('Cache-Control', cacheControl);
  if (fileTypeOf(file).compressible) out.set('Vary', 'Accept-Encoding');
  if (status !== 404) {
    for (const name of ['ETag', 'Last-Modified']) {
      const value = found.headers.get(name);
      if (value !== null) out.set(name, value);
    }
  }
  const body = method === 'HEAD' || status === 304 ? null : found.body;
  return new Response(body, { status, headers: out });
}

/** The site's not-found page with status 404 (or words a visitor understands without it). */
async function notFound(env: RouterEnv, headers: HeaderSet, request: Request): Promise<Response> {
  const page = await fileOf(env, NOT_FOUND_APP, NOT_FOUND_FILE, request, false);
  if (page.kind !== 'found') return text(headers, 404, 'Page non trouvée');
  return served(page.response, NOT_FOUND_FILE, headers.base, CACHE_REVALIDATE, request.method, 404);
}

/** The request target as the visitor sent it: path and query (the access log's `path`). */
function targetOf(url: URL): string {
  return `${url.pathname}${url.search}`;
}

export async function route(request: Request, env: RouterEnv): Promise<Response> {
  const headers = headersOf(env);
  const url = new URL(request.url);
  const standIn = fetcherOf(env, STAND_IN_BINDING);
  const decision = routeTarget(targetOf(url), { standIn: standIn !== undefined });

  if (decision.kind === 'stand-in') {
    try {
      return await standIn!.fetch(new Request(`http://stand-in.internal${decision.path}`, request));
    } catch {
      return text(headers, 502, 'Service local injoignable.');
    }
  }
  if (decision.kind === 'bad-request') return text(headers, 400, 'Requête invalide');
  if (decision.kind === 'redirect') {
    return new Response(null, { status: decision.status, headers: { ...headers.base, Location: decision.location } });
  }
  // A page: the page as it is, or an experiment's variant drawn for an arrival from outside
  // (issue 37, src/experiments.ts), whatever the method, as nginx and the embedded proxy draw.
  const page =
    decision.kind === 'route'
      ? servedPage(
          decision,
          { referrerHost: referrerHost(request.headers.get('Referer') ?? undefined), requestHost: url.hostname },
          { experiments: EXPERIMENTS, ...drawingOf(env) },
        )
      : undefined;
  if (decision.kind === 'route') SERVED.set(request, { page: decision.path, variant: page!.variant });
  if (request.method !== 'GET' && request.method !== 'HEAD') return text(headers, 405, 'Méthode non autorisée', { Allow: 'GET, HEAD' });
  if (decision.kind === 'not-found') return notFound(env, headers, request);

  const file = page?.file ?? decision.file;
  let answer = await fileOf(env, decision.app, file, request, true);
  // An app deployed without the variant's file: the page as it is, unmarked.
  if (answer.kind === 'missing' && decision.kind === 'route' && page!.fallback !== undefined) {
    SERVED.set(request, { page: decision.path, variant: '' });
    const asItIs = await fileOf(env, decision.app, page!.fallback, request, true);
    if (asItIs.kind === 'found') {
      const security = headers.forFile(decision.app, page!.fallback);
      return served(asItIs.response, page!.fallback, security, CACHE_REVALIDATE, request.method);
    }
    answer = asItIs;
  }
  if (answer.kind === 'unavailable') return unavailable(env, headers, request.method);
  if (answer.kind === 'missing') return notFound(env, headers, request);
  const security = headers.forFile(decision.app, file);
  const cacheControl = decision.kind === 'asset' ? CACHE_IMMUTABLE : (page?.cacheControl ?? CACHE_REVALIDATE);
  return served(answer.response, file, security, cacheControl, request.method);
}

/** The access-log line (src/accessLogFormat.ts): no IP address, the referrer's host only. */
export function logLine(request: Request, status: number, now: Date): string {
  const url = new URL(request.url);
  return formatAccessLogLine({
    time: isoTime(now),
    method: request.method,
    path: targetOf(url),
    status,
    referrer_host: referrerHost(request.headers.get('Referer') ?? undefined),
    user_agent: request.headers.get('User-Agent') ?? '',
    ...(SERVED.get(request) ?? { page: '', variant: '' }),
  });
}

export default {
  async fetch(request: Request, env: RouterEnv): Promise<Response> {
    const started = new Date();
    let response: Response;
    try {
      response = await route(request, env);
    } catch {
      // Never Cloudflare's blank error page: the visitor gets the school's phone and e-mail.
      response = unavailable(env, headersOf(env), request.method);
    }
    // Workers Logs and Logpush keep what a Worker writes; docs/releases.md says how the campaign report reads it.
    console.log(logLine(request, response.status, started));
    return response;
  },
};
