import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent (still compressed when Content-Encoding says so). */
  raw: Buffer;
  /** The body decoded (gzip or brotli), as UTF-8. */
  text: string;
}

/**
 * One request with the path sent byte for byte (fetch would resolve `..` and `%2e%2e` before
 * sending, hiding exactly what the traversal tests probe) and no redirect following.
 */
export function send(baseUrl: string, path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((done, fail) => {
    const req = request({ host: hostname, port, path, method: options.method ?? 'GET', headers: { Connection: 'close', ...options.headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body = encoding === 'gzip' ? gunzipSync(raw) : encoding === 'br' ? brotliDecompressSync(raw) : raw;
        done({ status: res.statusCode ?? 0, headers: res.headers, raw, text: body.toString('utf8') });
      });
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end(options.body);
  });
}
