/**
 * Apps built without a Supabase project call the local stand-in on the site's own origin
 * (`/_supabase/…`): both local proxies forward it there, wherever the stand-in listens, so a
 * second stand-in (the e2e run beside `npm start`) never fights over one fixed port.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateNginxConfig } from '../src/nginx.ts';
import { startNginx } from '../src/nginxProcess.ts';
import { type RunningProxy, startEmbeddedProxy } from '../src/server.ts';
import { makeFakeBuilds } from './fixtures/make-fake-builds.ts';
import { send } from './support/http.ts';

/** A stand-in for the stand-in: answers with what it received. */
let upstream: Server;
let upstreamUrl: string;
beforeAll(async () => {
  upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      res.writeHead(201, { 'content-type': 'application/json', 'x-upstream': 'oui' });
      res.end(JSON.stringify({ method: req.method, url: req.url, apikey: req.headers.apikey, body }));
    });
  });
  await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => upstream.close(() => done())));

const fake = await makeFakeBuilds();
afterAll(() => fake.cleanup());

const PROXIES = [
  { name: 'proxy embarqué (Node)', start: () => startEmbeddedProxy({ port: 0, roots: fake.roots, supabase: upstreamUrl }) },
  { name: 'nginx (configuration de test)', start: () => startNginx({ port: 0, roots: fake.roots, supabase: upstreamUrl }) },
];

describe.each(PROXIES)('$name', (proxy) => {
  let running: RunningProxy;
  beforeAll(async () => {
    running = await proxy.start();
  });
  afterAll(() => running.close());

  it('forwards /_supabase/… to the stand-in, method, path, query, headers and body kept', async () => {
    const response = await fetch(`${running.url}/_supabase/rest/v1/contact_requests?columns=name`, {
      method: 'POST',
      headers: { apikey: 'cle-anon', 'content-type': 'application/json' },
      body: '{"name":"Camille"}',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-upstream')).toBe('oui');
    expect(await response.json()).toEqual({
      method: 'POST',
      url: '/rest/v1/contact_requests?columns=name',
      apikey: 'cle-anon',
      body: '{"name":"Camille"}',
    });
  });

  it('still serves the site around it', async () => {
    expect((await send(running.url, '/contact')).status).toBe(200);
    expect((await send(running.url, '/page-inconnue')).status).toBe(404);
  });
});

describe('without a stand-in', () => {
  it('the embedded proxy answers /_supabase/… like any unknown path', async () => {
    const running = await startEmbeddedProxy({ port: 0, roots: fake.roots });
    try {
      expect((await send(running.url, '/_supabase/rest/v1/contact_requests')).status).toBe(404);
    } finally {
      await running.close();
    }
  });

  it('the production nginx config has no such path, and refuses to get one', () => {
    expect(generateNginxConfig({ roots: fake.roots, listen: 80, mode: 'production' })).not.toContain('_supabase');
    expect(() => generateNginxConfig({ roots: fake.roots, listen: 80, mode: 'production', supabaseUpstream: upstreamUrl })).toThrow(/configuration de test/);
  });
});
