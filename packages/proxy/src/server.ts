import { statSync } from 'node:fs';
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { type AppName, NOT_FOUND_APP, NOT_FOUND_FILE } from '@ecole/routes';
import compression from 'compression';
import Negotiator from 'negotiator';
import send from 'send';
import { type AccessLog, noteServed, openAccessLog, referrerHost } from './accessLog.ts';
import { contentTypeOf, mimeTypesWhere } from './contentTypes.ts';
import { type Draw, type RoutedExperiment, routedExperiments, routerSiteHosts, servedPage } from './experiments.ts';
import { forward } from './forward.ts';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, type HeaderSet, headerSet, type PolicySources, policySourcesFrom } from './headers.ts';
import { isPrecompressible, PRECOMPRESSED } from './precompress.ts';
import { type AppRoots, assertBuildsExist, defaultRoots } from './roots.ts';
import { routeTarget } from './rules.ts';

export interface EmbeddedProxyOptions {
  port: number;
  host?: string;
  /** Default: every app's `build/client` in this repository. */
  roots?: AppRoots;
  /**
   * The local Supabase stand-in (`http://127.0.0.1:54321`): requests to `/_supabase/…` go there,
   * so apps built without a project reach it wherever it listens (docs/architecture.md).
   * Production proxies have no such path.
   */
  supabase?: string;
  /** Appends one JSON line per request to this file (src/accessLog.ts); none by default. */
  accessLog?: string;
  /** The hosts the Content-Security-Policy allows besides the site; default: this process's environment. */
  policy?: PolicySources;
  /**
   * The experiments' draw (issue 37, src/experiments.ts): `Math.random` by default; a test hands a
   * seeded one. `experiments` replaces content's running experiments (tests of the router alone).
   */
  draw?: Draw;
  experiments?: readonly RoutedExperiment[];
}

/** How the embedded proxy draws experiments' variants. */
interface Drawing {
  experiments: readonly RoutedExperiment[];
  siteHosts: readonly string[];
  draw: Draw;
}

/** The host the visitor asked for, without its port (`127.0.0.1:3000` → `127.0.0.1`). */
function requestHostOf(req: IncomingMessage): string {
  const host = req.headers.host ?? '';
  return host.startsWith('[') ? host.slice(1, host.indexOf(']')) : (host.split(':', 1)[0] ?? '');
}

export interface RunningProxy {
  /** `http://host:port`, no trailing slash. */
  url: string;
  close(): Promise<void>;
}

/** The types nginx compresses (`gzip_types`, from the same table). */
const COMPRESSIBLE = new Set(mimeTypesWhere((type) => type.compressible));

/**
 * gzip as nginx/site.conf does it: level 1 (nginx's default `gzip_comp_level`), from 20 bytes
 * (`gzip_min_length`), the types of the shared table, `Vary: Accept-Encoding`.
 */
const gzip = compression({
  level: 1,
  threshold: 20,
  filter: (_req, res) =>
    COMPRESSIBLE.has(
      String(res.getHeader('Content-Type') ?? '')
        .split(';')[0]!
        .trim(),
    ),
});

/** The request's own `Accept-Encoding`, as it came, before `gzipOnly` narrows it for the compression library. */
const ACCEPT_ENCODING = new WeakMap<IncomingMessage, string | undefined>();

/**
 * Files without a precompressed sibling (too small, or a build without them) are compressed per
 * request, gzip only, as nginx does (Debian's brotli module serves files, it does not compress):
 * the compression library is offered gzip and nothing else.
 */
function gzipOnly(req: IncomingMessage): void {
  const header = req.headers['accept-encoding'];
  ACCEPT_ENCODING.set(req, header);
  if (header === undefined) return;
  req.headers['accept-encoding'] = header
    .split(',')
    .filter((part) => /^\s*(gzip|\*|identity)\s*(;|$)/i.test(part))
    .join(',');
}

/** Whether `path` is a file; false for anything else, missing or not (`send` answers those). */
function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The precompressed sibling of `file` to send (src/precompress.ts), as nginx's `brotli_static` and
 * `gzip_static` choose it: brotli if the request accepts it, else gzip, else none; q-values (`br;q=0`)
 * are read by `negotiator`, the compression library's own.
 */
function precompressedSibling(req: IncomingMessage, root: string, file: string): (typeof PRECOMPRESSED)[number] | undefined {
  if (!isPrecompressible(file)) return undefined;
  const headers = { 'accept-encoding': ACCEPT_ENCODING.get(req) };
  const ours = PRECOMPRESSED.map(({ encoding }) => encoding);
  // Ours breaks a tie (`gzip, deflate, br`: brotli), as nginx's brotli_static does by coming first.
  // @types/negotiator 0.6.4 lacks the `preferred` argument negotiator 0.6.4 takes (lib/encoding.js).
  const negotiator = new Negotiator({ headers }) as unknown as { encodings(available: string[], preferred: string[]): string[] };
  const accepted = negotiator.encodings(ours, ours);
  for (const encoding of accepted) {
    const sibling = PRECOMPRESSED.find((each) => each.encoding === encoding);
    if (sibling && isFile(join(root, `${file}${sibling.suffix}`))) return sibling;
  }
  return undefined;
}

function plain(res: ServerResponse, headers: HeaderSet, status: number, text: string, extra: OutgoingHttpHeaders = {}): void {
  res.writeHead(status, { ...headers.base, 'Content-Type': 'text/plain; charset=utf-8', ...extra });
  res.end(text);
}

/**
 * Serves one file of a build with `send` (conditional GET → 304, HEAD, ranges, ETag,
 * Last-Modified), with the shared MIME table and cache policy. Resolves `false`, having sent
 * nothing, when the file does not exist (or is a folder).
 */
function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  headers: HeaderSet,
  roots: AppRoots,
  app: AppName,
  file: string,
  cacheControl: string,
  status: 200 | 404,
): Promise<boolean> {
  const root = roots[app];
  return new Promise((done, fail) => {
    res.statusCode = status;
    // The 404 page is the answer to another URL: never validated against it (no 304 for a 404).
    const validators = status === 200;
    // Its own ETag and length: another representation of the same URL (`Vary: Accept-Encoding`,
    // added by the compression middleware for every text type).
    const sibling = precompressedSibling(req, root, file);
    send(req, `/${file}${sibling?.suffix ?? ''}`, { root, dotfiles: 'allow', index: false, cacheControl: false, etag: validators, lastModified: validators })
      .on('headers', (response: ServerResponse) => {
        // The framed stand-in of the application form may be framed by the site (FRAMEABLE_FILES);
        // the staff desk has its own policy.
        for (const [name, value] of Object.entries(status === 200 ? headers.forFile(app, file) : headers.base)) response.setHeader(name, value);
        // The type of the file asked for, not of its sibling; the compression middleware leaves an encoded body alone.
        response.setHeader('Content-Type', contentTypeOf(file));
        if (sibling) response.setHeader('Content-Encoding', sibling.encoding);
        response.setHeader('Cache-Control', cacheControl);
      })
      .on('directory', () => done(false))
      // `send` refuses what it reads as a way out of the root (403: a backslash `..` that the rules
      // let through as an ordinary character) or a malformed path (400): no such file here, as
      // nginx answers, never a 500 (issue 34). Only a real read error is the proxy's failure.
      .on('error', (error: { status?: number }) => (error.status !== undefined && error.status >= 400 && error.status < 500 ? done(false) : fail(error)))
      .on('end', () => done(true))
      .on('stream', (stream: NodeJS.ReadableStream) => stream.on('error', fail))
      .pipe(res);
    // A 304 or a HEAD ends without 'end' from send's stream: the response's own finish says so.
    res.once('finish', () => done(true));
  });
}

/**
 * The request handler: the shared rules of src/rules.ts (`routeTarget`) around the `send` static
 * file library, with the headers, compression and revalidation nginx gives the same files.
 */
function createHandler(roots: AppRoots, supabase: URL | undefined, log: AccessLog | undefined, headers: HeaderSet, drawing: Drawing) {
  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const decision = routeTarget(req.url ?? '/', { standIn: supabase !== undefined });
    if (decision.kind === 'stand-in') return forward(req, res, supabase!, decision.path);
    // A page: the page as it is, or an experiment's variant drawn for an arrival from outside
    // (issue 37), whatever the method, as nginx draws in the page's location.
    const served =
      decision.kind === 'route'
        ? servedPage(decision, { referrerHost: referrerHost(req.headers.referer), requestHost: requestHostOf(req) }, drawing)
        : undefined;
    if (decision.kind === 'route') noteServed(req, { page: decision.path, variant: served!.variant });
    if (decision.kind === 'bad-request') return plain(res, headers, 400, 'Requête invalide');
    if (decision.kind === 'redirect') {
      res.writeHead(decision.status, { ...headers.base, Location: decision.location, 'Content-Length': 0 });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return plain(res, headers, 405, 'Méthode non autorisée', { Allow: 'GET, HEAD' });
    }

    let sent = false;
    if (decision.kind === 'route') {
      sent = await sendFile(req, res, headers, roots, decision.app, served!.file, served!.cacheControl, 200);
      // A build without the variant's file (the app deployed after the proxy): the page as it is, unmarked.
      if (!sent && served!.fallback !== undefined) {
        noteServed(req, { page: decision.path, variant: '' });
        sent = await sendFile(req, res, headers, roots, decision.app, served!.fallback, CACHE_REVALIDATE, 200);
      }
    } else if (decision.kind === 'asset') sent = await sendFile(req, res, headers, roots, decision.app, decision.file, CACHE_IMMUTABLE, 200);
    else if (decision.kind === 'static') sent = await sendFile(req, res, headers, roots, decision.app, decision.file, CACHE_REVALIDATE, 200);
    if (sent) return;
    // Unknown path: the site's not-found page with status 404, or words a visitor understands
    // when the site's build lacks it.
    if (!(await sendFile(req, res, headers, roots, NOT_FOUND_APP, NOT_FOUND_FILE, CACHE_REVALIDATE, 404))) plain(res, headers, 404, 'Page non trouvée');
  }

  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void => {
    log?.record(req, res);
    gzipOnly(req);
    // Its types name Express's request; the middleware only uses node:http's API.
    gzip(req as Parameters<typeof gzip>[0], res as Parameters<typeof gzip>[1], () => serve(req, res).catch(next));
  };
}

/**
 * The embedded reverse proxy: the three static builds on one origin with the rules of
 * nginx/site.conf, for laptops and CI where nginx is not installed.
 */
export async function startEmbeddedProxy(options: EmbeddedProxyOptions): Promise<RunningProxy> {
  const host = options.host ?? '127.0.0.1';
  const roots = Object.fromEntries(Object.entries(options.roots ?? defaultRoots()).map(([app, root]) => [app, resolve(root)])) as AppRoots;
  assertBuildsExist(roots);

  const log = options.accessLog === undefined ? undefined : openAccessLog(options.accessLog);
  const headers = headerSet(options.policy ?? policySourcesFrom());
  const drawing: Drawing = { experiments: options.experiments ?? routedExperiments(), siteHosts: routerSiteHosts(), draw: options.draw ?? Math.random };
  const handle = createHandler(roots, options.supabase ? new URL(options.supabase) : undefined, log, headers, drawing);
  const server = createServer((req, res) => {
    handle(req, res, (error: unknown) => {
      if (!res.headersSent) plain(res, headers, 500, 'Erreur interne du proxy');
      else res.destroy(error instanceof Error ? error : undefined);
    });
  });

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, host, () => {
      server.off('error', fail);
      done();
    });
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${urlHost}:${port}`,
    close: () =>
      new Promise<void>((done, fail) => {
        server.close((error) => (error ? fail(error) : (log?.close() ?? Promise.resolve()).then(done, fail)));
        server.closeAllConnections();
      }),
  };
}
