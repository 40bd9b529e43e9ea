import { type AppName, findRedirect, findRoute, routesOf } from '@ecole/routes';
import type { ComponentType, ReactNode } from 'react';
import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { h1Of, linksOf, mainOf } from './html.ts';
import { renderPageIn } from './renderPage.tsx';

export interface RouteModule {
  default: ComponentType;
  meta?: (args: never) => MetaDescriptor[];
}

interface AppPages {
  app: AppName;
  /** The app's root.tsx `AppFrame` (providers and chrome). */
  Frame: ComponentType<{ children: ReactNode }>;
  /** path → route module file, from app/routes.ts. */
  routeFiles: Readonly<Record<string, string>>;
  /** The app's route modules, by file (`import.meta.glob('./routes/*.tsx', { eager: true })`). */
  modules: Record<string, RouteModule>;
}

const described = (descriptors: MetaDescriptor[], name: string) => {
  const found = descriptors.find((descriptor) => 'name' in descriptor && descriptor.name === name);
  return found && 'content' in found ? String(found.content) : undefined;
};

/**
 * What every page of an app must hold in its prerendered HTML, checked on the route modules
 * themselves (no build): one `<h1>`, the route table's `<title>`, a description and canonical,
 * links that lead to routes (router links inside the app, page loads to other apps). A page
 * added to the table gets these checks without a test of its own.
 */
export function describeAppPages({ app, Frame, routeFiles, modules }: AppPages) {
  describe(`every page of the ${app} app`, () => {
    it.each(routesOf(app).map((route) => [route.path, route] as const))('%s', (path) => {
      const module = modules[`./${routeFiles[path]}`];
      expect(module, `no route module for ${path}`).toBeDefined();
      const html = renderPageIn(Frame, module!.default, path);
      const main = mainOf(html);

      expect(main.match(/<h1[\s>]/g) ?? [], 'one <h1> in <main>').toHaveLength(1);
      expect(h1Of(main)?.trim()).toBeTruthy();

      const meta = module!.meta ? module!.meta({ location: { pathname: path } } as never) : [];
      expect(meta[0]).toEqual({ title: expect.stringContaining(findRoute(path)!.title) });
      // What a results page shows whole: a title of 60 characters, a description of 160.
      const title = 'title' in meta[0]! ? String(meta[0].title) : '';
      expect(title.length, title).toBeLessThanOrEqual(60);
      expect(described(meta, 'description')?.length).toBeGreaterThan(40);
      expect(described(meta, 'description')!.length).toBeLessThanOrEqual(160);
      // A social card of its own (drawn by the build at socialCardPath).
      expect(meta).toContainEqual({ property: 'og:image', content: expect.stringMatching(/\/cartes\/[a-z0-9-]+-[0-9a-f]{8}\.png$/) });
      if (described(meta, 'robots') === undefined) {
        expect(meta).toContainEqual(expect.objectContaining({ rel: 'canonical', href: expect.stringMatching(new RegExp(`${path === '/' ? '/' : path}$`)) }));
      }

      for (const link of linksOf(html)) {
        const href = link.href ?? '';
        if (!href.startsWith('/')) continue;
        const target = href.split(/[?#]/)[0]!;
        // Root files the site app serves (the certificate, the stand-in application form).
        if (/\.[a-z]+$/.test(target)) continue;
        expect(findRoute(target) ?? findRedirect(target), `${path}: link to ${href}`).toBeDefined();
        // Every page is its own document (issue 25): no link is left to a router no page runs.
        expect(link.router, `${path}: ${href} is an ordinary link`).toBe(false);
      }
    });
  });
}
