import { type IncomingHttpHeaders, type IncomingMessage, request, type ServerResponse } from 'node:http';
import { LOCAL_SUPABASE_PATH } from '@ecole/supabase-local/keys';

export interface ForwardOptions {
  /** Changes the answer's headers before they are sent (the dev proxy adds a cookie). */
  answerHeaders?: (headers: IncomingHttpHeaders) => IncomingHttpHeaders;
  /** What the visitor reads when the other server does not answer. */
  unreachable?: string;
}

/**
 * Hands a request to another local HTTP server and streams its answer back. Used for the local
 * Supabase stand-in behind `/_supabase/` (docs/architecture.md) and by the dev proxy for the Vite
 * servers. `path` replaces the request's path and query.
 */
export function forward(req: IncomingMessage, res: ServerResponse, upstream: URL, path: string, options: ForwardOptions = {}): void {
  const outgoing = request(
    {
      protocol: upstream.protocol,
      hostname: upstream.hostname,
      port: upstream.port,
      path,
      method: req.method,
      headers: { ...req.headers, host: upstream.host },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, options.answerHeaders ? options.answerHeaders({ ...answer.headers }) : answer.headers);
      answer.pipe(res);
    },
  );
  outgoing.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(options.unreachable ?? 'Service local injoignable.');
  });
  req.pipe(outgoing);
}

/**
 * The stand-in's own path for a request to `/_supabase/…` on the site's origin (the query kept),
 * or `undefined` when the request is for the site itself.
 */
export function localSupabasePath(target: string): string | undefined {
  if (!target.startsWith(`${LOCAL_SUPABASE_PATH}/`)) return undefined;
  return target.slice(LOCAL_SUPABASE_PATH.length);
}
