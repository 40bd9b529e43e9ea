import type { IncomingMessage, ServerResponse } from 'node:http';

/** What Supabase's API gateway accepts from the browser. supabase-js sends `apikey`,
 * `authorization`, `x-client-info`, and for some calls `prefer`, `content-profile`,
 * `accept-profile`, `range` and `x-supabase-api-version`; a header missing here would make the
 * preflight fail and the browser drop the real request. */
const ALLOWED_HEADERS =
  'authorization, x-client-info, apikey, content-type, content-profile, accept-profile, prefer, range, x-supabase-api-version, x-region, x-upsert, cache-control';
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
// X-Supabase-Api-Version and X-Total-Count too: supabase-js reads Auth's error codes only when
// the answer's version header says 2024-01-01, and counts admin pages from X-Total-Count.
const EXPOSED_HEADERS =
  'Content-Range, Content-Profile, Content-Location, Location, Preference-Applied, Range-Unit, X-Client-Info, X-Supabase-Api-Version, X-Sb-Error-Code, X-Total-Count, Link';

/** CORS headers carried by every answer, so the page can read errors as well as successes. */
export function corsHeaders(): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
  };
}

/** The answer to a browser's preflight. */
export function preflightHeaders(request: IncomingMessage): Record<string, string> {
  const asked = request.headers['access-control-request-headers'];
  return {
    ...corsHeaders(),
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    // Echo what the browser asks for, like the gateway does, so a new supabase-js header never
    // breaks the local site before it breaks production.
    'Access-Control-Allow-Headers': typeof asked === 'string' && asked.trim() !== '' ? asked : ALLOWED_HEADERS,
    'Access-Control-Max-Age': '3600',
    'Content-Length': '0',
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  sendRaw(response, status, JSON.stringify(body), headers);
}

/** Sends an already serialised JSON text (the database builds result bodies itself). */
export function sendRaw(response: ServerResponse, status: number, text: string | null, headers: Record<string, string> = {}): void {
  const body = text === null ? '' : text;
  response.writeHead(status, {
    ...corsHeaders(),
    ...(text === null ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
    'Content-Length': String(Buffer.byteLength(body)),
    ...headers,
  });
  response.end(body);
}

export class BodyTooLargeError extends Error {}

/** Reads the whole body, refusing more than `limit` bytes (the site sends a few kilobytes). */
export async function readBody(request: IncomingMessage, limit = 1024 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyTooLargeError(`Corps de requête supérieur à ${limit} octets`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) written as `127.0.0.1`. */
function plainAddress(address: string | undefined): string {
  if (address === undefined) return '';
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address;
}

/** The address of the client's connection, as the platform in front of a hosted project sees it. */
export function clientAddress(request: IncomingMessage): string {
  return plainAddress(request.socket.remoteAddress);
}

/**
 * The request headers as Supabase's gateway hands them to PostgREST (`request.headers`): the
 * caller's own, plus the address of the connection in `cf-connecting-ip` (overwriting whatever
 * the caller wrote there, as Cloudflare in front of a hosted project does) and appended to
 * `x-forwarded-for` (whose first entries the caller may have written). The contact budget trusts
 * the first header only (public.contact_request_settings, supabase/README.md).
 */
export function gatewayHeaders(request: IncomingMessage): Record<string, string | string[] | undefined> {
  const peer = plainAddress(request.socket.remoteAddress);
  const forwarded = header(request, 'x-forwarded-for');
  return {
    ...request.headers,
    'cf-connecting-ip': peer,
    'x-forwarded-for': forwarded === undefined || forwarded.trim() === '' ? peer : `${forwarded}, ${peer}`,
  };
}
