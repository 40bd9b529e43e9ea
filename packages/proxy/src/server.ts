import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { NOT_FOUND_APP, NOT_FOUND_FILE } from '@ecole/routes';
import { contentTypeOf, fileTypeOf } from './contentTypes.ts';
import { forward, localSupabasePath } from './forward.ts';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, SECURITY_HEADERS, securityHeadersFor } from './headers.ts';
import { type AppRoots, assertBuildsExist, defaultRoots } from './roots.ts';
import { resolveRequest } from './rules.ts';

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
}

export interface RunningProxy {
  /** `http://host:port`, no trailing slash. */
  url: string;
  close(): Promise<void>;
}

/** nginx's `gzip_min_length` default: tinier bodies grow when compressed. */
const GZIP_MIN_LENGTH = 20;

function acceptsGzip(req: IncomingMessage): boolean {
  const header = req.headers['accept-encoding'];
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    return (coding === 'gzip' || coding === '*') && !refused;
  });
}

function plain(res: ServerResponse, status: number, text: string, extra: OutgoingHttpHeaders = {}): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', ...extra });
  res.end(text);
}

/**
 * The request handler: the rules of src/rules.ts, with the headers, compression and
 * revalidation nginx gives the same files (nginx/site.conf).
 */
function createHandler(roots: AppRoots, supabase: URL | undefined) {
  async function sendFile(req: IncomingMessage, res: ServerResponse, root: string, file: string, cacheControl: string, status: number): Promise<boolean> {
    const absolute = resolve(root, file);
    // The resolver already refuses `..`; this guards the disk against any future rule change.
    if (!absolute.startsWith(root.endsWith(sep) ? root : root + sep)) return false;
    const info = await stat(absolute).catch(() => undefined);
    if (!info?.isFile()) return false;

    const type = fileTypeOf(file);
    const gzip = type.compressible && info.size >= GZIP_MIN_LENGTH && acceptsGzip(req);
    // nginx's ETag format (mtime-size in hex); weakened when the body is re-encoded, as nginx does.
    const strongTag = `"${Math.floor(info.mtimeMs / 1000).toString(16)}-${info.size.toString(16)}"`;
    const etag = gzip ? `W/${strongTag}` : strongTag;
    const lastModified = info.mtime.toUTCString();
    const headers: OutgoingHttpHeaders = {
      ...(status === 200 ? securityHeadersFor(`/${file}`) : SECURITY_HEADERS),
      'Content-Type': contentTypeOf(file),
      'Cache-Control': cacheControl,
      'Last-Modified': lastModified,
      ETag: etag,
    };
    if (type.compressible) headers.Vary = 'Accept-Encoding';

    if (status === 200) {
      const ifNoneMatch = req.headers['if-none-match'];
      const notModified = ifNoneMatch
        ? ifNoneMatch.split(',').some((tag) => [strongTag, `W/${strongTag}`, '*'].includes(tag.trim()))
        : req.headers['if-modified-since'] === lastModified;
      if (notModified) {
        res.writeHead(304, headers);
        res.end();
        return true;
      }
    }

    if (gzip) headers['Content-Encoding'] = 'gzip';
    else headers['Content-Length'] = info.size;
    res.writeHead(status, headers);
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    const source = createReadStream(absolute);
    await (gzip ? pipeline(source, createGzip(), res) : pipeline(source, res));
    return true;
  }

  async function sendNotFound(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const sent = await sendFile(req, res, roots[NOT_FOUND_APP], NOT_FOUND_FILE, CACHE_REVALIDATE, 404);
    // The site's build lacks its 404 page: still answer 404, in words a visitor understands.
    if (!sent) plain(res, 404, 'Page non trouvée');
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = req.url ?? '/';
    const standInPath = supabase ? localSupabasePath(target) : undefined;
    if (supabase && standInPath !== undefined) return forward(req, res, supabase, standInPath);
    const queryAt = target.indexOf('?');
    const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
    const query = queryAt === -1 ? '' : target.slice(queryAt + 1);
    const resolution = resolveRequest(rawPath);

    if (resolution.kind === 'bad-request') return plain(res, 400, 'Requête invalide');
    if (resolution.kind === 'redirect') {
      // Query kept, as nginx's `$is_args$args`: campaign parameters survive an old link.
      const location = query ? `${resolution.location}?${query}` : resolution.location;
      res.writeHead(resolution.status, { ...SECURITY_HEADERS, Location: location, 'Content-Length': 0 });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return plain(res, 405, 'Méthode non autorisée', { Allow: 'GET, HEAD' });
    }

    let sent = false;
    if (resolution.kind === 'route') {
      sent = await sendFile(req, res, roots[resolution.app], resolution.file, CACHE_REVALIDATE, 200);
    } else if (resolution.kind === 'asset') {
      sent = await sendFile(req, res, roots[resolution.app], resolution.file, CACHE_IMMUTABLE, 200);
    } else if (resolution.kind === 'static') {
      sent = await sendFile(req, res, roots[NOT_FOUND_APP], resolution.file, CACHE_REVALIDATE, 200);
    }
    if (!sent) await sendNotFound(req, res);
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

  const handle = createHandler(roots, options.supabase ? new URL(options.supabase) : undefined);
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) plain(res, 500, 'Erreur interne du proxy');
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
        server.close((error) => (error ? fail(error) : done()));
        server.closeAllConnections();
      }),
  };
}
