/**
 * The access log: the same JSON line from the three proxies (nginx's generated `log_format`, the
 * embedded server and the edge router's `console.log`), with no IP address, no full referrer and
 * nothing of a POST body; and the edge's line read back from Cloudflare's Logpush export.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseAccessLogLine, referrerHost } from '../src/accessLog.ts';
import { startLocalEdge } from '../src/edge/localEdge.ts';
import { startNginx } from '../src/nginxProcess.ts';
import { startEmbeddedProxy } from '../src/server.ts';
import { makeFakeBuilds } from './fixtures/make-fake-builds.ts';
import { send } from './support/http.ts';

const UA = 'Mozilla/5.0 (X11; Linux x86_64) "test" \\ agent';
const REQUESTS: { path: string; method?: string; headers?: Record<string, string>; body?: string }[] = [
  { path: '/tpe?utm_source=salon-laval&utm_medium=print', headers: { Referer: 'https://moi:secret@www.google.com:443/search?q=nom+prenom', 'User-Agent': UA } },
  { path: '/contact/', headers: { Referer: 'android-app://com.linkedin.android/', 'User-Agent': UA } },
  { path: '/page-qui-n-existe-pas', headers: { 'User-Agent': UA } },
  {
    path: '/contact',
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'User-Agent': UA },
    body: 'email=secret%40exemple.fr&name=Jeanne+Secret',
  },
];
// `page`: the page of the route table the request was routed to, whatever the answer (issue 37);
// `variant`: none here, no experiment runs on these pages.
const EXPECTED = [
  {
    method: 'GET',
    path: '/tpe?utm_source=salon-laval&utm_medium=print',
    status: 200,
    referrer_host: 'www.google.com',
    user_agent: UA,
    page: '/tpe',
    variant: '',
  },
  { method: 'GET', path: '/contact/', status: 301, referrer_host: 'com.linkedin.android', user_agent: UA, page: '', variant: '' },
  { method: 'GET', path: '/page-qui-n-existe-pas', status: 404, referrer_host: '', user_agent: UA, page: '', variant: '' },
  { method: 'POST', path: '/contact', status: 405, referrer_host: '', user_agent: UA, page: '/contact', variant: '' },
];

const builds = await makeFakeBuilds();
const dir = await mkdtemp(join(tmpdir(), 'ecole-log-'));
afterAll(async () => {
  await builds.cleanup();
  await rm(dir, { recursive: true, force: true });
});

describe('referrerHost', () => {
  it.each([
    ['https://www.google.com/search?q=x', 'www.google.com'],
    ['http://user:pw@exemple.fr:8080/a', 'exemple.fr'],
    ['android-app://com.linkedin.android/', 'com.linkedin.android'],
    ['', ''],
    ['pas une adresse', ''],
    [undefined, ''],
  ])('%s → %s', (referer, host) => expect(referrerHost(referer)).toBe(host));
});

describe.each([
  ['proxy embarqué', (file: string) => startEmbeddedProxy({ port: 0, roots: builds.roots, accessLog: file })],
  ['nginx', (file: string) => startNginx({ port: 0, roots: builds.roots, accessLog: file })],
  ['edge', (file: string) => startLocalEdge({ port: 0, roots: builds.roots, accessLog: file })],
])('journal d’accès de %s', (name, start) => {
  it('writes one documented JSON line per request, without IP, full referrer or body', async () => {
    const file = join(dir, `${name.replace(/\W/g, '')}.log`);
    const proxy = await start(file);
    let text = '';
    try {
      for (const request of REQUESTS) {
        await send(proxy.url, request.path, { method: request.method, headers: request.headers, body: request.body });
      }
      // nginx logs a request once its connection is done with (a POST's body drained): wait for
      // the lines rather than for a fixed time.
      for (let tries = 0; tries < 100 && text.split('\n').length <= REQUESTS.length; tries += 1) {
        text = await readFile(file, 'utf8').catch(() => '');
        if (text.split('\n').length <= REQUESTS.length) await new Promise((done) => setTimeout(done, 50));
      }
    } finally {
      await proxy.close();
    }
    text = await readFile(file, 'utf8');
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(REQUESTS.length);
    const entries = lines.map((line) => parseAccessLogLine(line));
    expect(entries.map((entry) => entry && { ...entry, time: undefined })).toEqual(EXPECTED.map((row) => ({ ...row, time: undefined })));
    for (const entry of entries) expect(entry!.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(text).not.toMatch(/127\.0\.0\.1|secret|nom\+prenom/);
  });
});

describe('the edge’s line exported by Cloudflare (Workers Trace Events, Logpush)', () => {
  const line = JSON.stringify({ ...EXPECTED[0], time: '2026-11-25T10:00:00+00:00' });

  it('is read from the event’s Logs, in either spelling of the fields', () => {
    const logpush = JSON.stringify({
      EventTimestampMs: 1764064800000,
      Outcome: 'ok',
      ScriptName: 'ecole-router',
      Logs: [{ Level: 'log', Message: [line], TimestampMs: 1764064800000 }],
    });
    expect(parseAccessLogLine(logpush)).toEqual(JSON.parse(line));
    const tail = JSON.stringify({ outcome: 'ok', logs: [{ level: 'log', message: [line], timestamp: 1764064800000 }] });
    expect(parseAccessLogLine(tail)).toEqual(JSON.parse(line));
  });

  it('is nothing when the event carries no line of ours', () => {
    expect(parseAccessLogLine(JSON.stringify({ Logs: [{ Level: 'log', Message: ['autre chose'] }] }))).toBeUndefined();
    expect(parseAccessLogLine(JSON.stringify({ Logs: [] }))).toBeUndefined();
    expect(parseAccessLogLine('{"Logs":')).toBeUndefined();
  });
});
