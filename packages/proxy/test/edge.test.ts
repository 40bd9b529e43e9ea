/**
 * What the edge does beyond the proxy contract of conformance.test.ts, on Cloudflare's runtime
 * (workerd, through Miniflare): an app that is not deployed or that fails answers a French page
 * with the school's phone and e-mail and status 503; a deploy switches one app without refusing a
 * connection and leaves the others as they were; the CSP follows the deployment settings.
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCHOOL } from '@ecole/content/school';
import { htmlFileOf } from '@ecole/routes';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalEdge } from '../src/edge/localEdge.ts';
import { SECURITY_HEADERS } from '../src/headers.ts';
import type { AppRoots } from '../src/roots.ts';
import { makeFakeBuilds } from './fixtures/make-fake-builds.ts';
import { send } from './support/http.ts';

const builds = await makeFakeBuilds();
const work = await mkdtemp(join(tmpdir(), 'ecole-edge-'));
afterAll(async () => {
  await builds.cleanup();
  await rm(work, { recursive: true, force: true });
});

/** A copy of the fake builds that a test may change. */
async function copyOf(name: string): Promise<AppRoots> {
  const roots = {} as AppRoots;
  for (const [app, root] of Object.entries(builds.roots) as [keyof AppRoots, string][]) {
    roots[app] = join(work, name, app);
    await cp(root, roots[app], { recursive: true });
  }
  return roots;
}

function expectFallback(response: Awaited<ReturnType<typeof send>>) {
  expect(response.status).toBe(503);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['content-security-policy']).toBe(SECURITY_HEADERS['Content-Security-Policy']);
  expect(response.text).toContain('<html lang="fr">');
  expect(response.text).toContain('Cette page est momentanément indisponible');
  expect(response.text).toContain(`href="tel:${SCHOOL.phoneHref}"`);
  expect(response.text).toContain(SCHOOL.phone);
  expect(response.text).toContain(`href="mailto:${SCHOOL.email}"`);
}

describe('the edge, when an app is missing or failing', () => {
  it('answers the pages of an app that is not deployed with the fallback page and 503, the others as usual', async () => {
    const { entreprises: _missing, ...deployed } = builds.roots;
    const edge = await startLocalEdge({ port: 0, roots: deployed });
    try {
      expectFallback(await send(edge.url, '/tpe'));
      expectFallback(await send(edge.url, '/assets/entreprises/entry.client-Fake1234.js'));
      expect((await send(edge.url, '/contact')).status).toBe(200);
      expect((await send(edge.url, '/formation-ia')).status).toBe(200);
      const head = await send(edge.url, '/pme', { method: 'HEAD' });
      expect(head.status).toBe(503);
      expect(head.raw.length).toBe(0);
    } finally {
      await edge.close();
    }
  });

  it('answers the fallback page, never a blank error, when an app’s files cannot be read', async () => {
    const roots = await copyOf('failing');
    const edge = await startLocalEdge({ port: 0, roots });
    try {
      expect((await send(edge.url, '/tpe')).status).toBe(200);
      // The app's Worker lists the file, but it is gone from its storage: the Worker fails.
      await rm(join(roots.entreprises, htmlFileOf('/pme')));
      expectFallback(await send(edge.url, '/pme'));
    } finally {
      await edge.close();
    }
  });
});

describe('a deploy on the edge', () => {
  it('switches one app without refusing a connection, and leaves the other apps as they were', async () => {
    const before = await copyOf('before');
    const after = { ...before, entreprises: join(work, 'after-entreprises') };
    await cp(before.entreprises, after.entreprises, { recursive: true });
    await writeFile(join(after.entreprises, htmlFileOf('/tpe')), '<!DOCTYPE html><html lang="fr"><body><h1>Nouvelle version</h1></body></html>');

    const edge = await startLocalEdge({ port: 0, roots: before });
    const answers: number[] = [];
    const errors: unknown[] = [];
    let stop = false;
    const visitor = async () => {
      while (!stop) {
        try {
          answers.push((await send(edge.url, '/tpe')).status);
        } catch (error) {
          errors.push(error);
        }
      }
    };
    try {
      const home = (await send(edge.url, '/')).text;
      const visitors = [visitor(), visitor()];
      await edge.deploy(after);
      // The switch is done when deploy resolves: the next request sees the new page.
      expect((await send(edge.url, '/tpe')).text).toContain('Nouvelle version');
      stop = true;
      await Promise.all(visitors);
      expect(errors).toEqual([]);
      expect(answers.length).toBeGreaterThan(0);
      expect(new Set(answers)).toEqual(new Set([200]));
      expect((await send(edge.url, '/')).text).toBe(home);
      expect(edge.roots().entreprises).toBe(after.entreprises);
    } finally {
      stop = true;
      await edge.close();
    }
  });
});

describe('the edge’s Content-Security-Policy', () => {
  it('allows the hosted Supabase project and the form provider of the deployment settings', async () => {
    const edge = await startLocalEdge({
      port: 0,
      roots: builds.roots,
      policy: { supabase: 'https://abcd.supabase.co', applicationForm: 'https://forms.example.org' },
    });
    try {
      const policy = String((await send(edge.url, '/contact')).headers['content-security-policy']);
      expect(policy).toContain("connect-src 'self' https://abcd.supabase.co");
      expect(policy).toContain("form-action 'self' https://abcd.supabase.co");
      expect(policy).toContain("frame-src 'self' https://forms.example.org");
    } finally {
      await edge.close();
    }
  });
});
