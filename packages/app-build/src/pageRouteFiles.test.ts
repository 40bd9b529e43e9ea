import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@ecole/content';
import type { RouteEntry } from '@ecole/routes';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compareSpecifiers, pageRouteFiles, routeModuleSource } from './pageRouteFiles.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ecole-routes-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('pageRouteFiles', () => {
  it('writes each route’s module from its page’s content, and removes the module of a page gone from the table', async () => {
    mkdirSync(join(dir, 'routes', 'generated'), { recursive: true });
    writeFileSync(join(dir, 'routes', 'generated', 'ancienne-page.tsx'), '');

    expect(await pageRouteFiles('formation-ia', dir)).toEqual({
      '/formation-ia': 'routes/generated/formation-ia.tsx',
      // Its experiment's variants (issue 37, packages/content/src/experiments.ts).
      '/formation-ia/_a': 'routes/generated/formation-ia--a.tsx',
      '/formation-ia/_b': 'routes/generated/formation-ia--b.tsx',
    });

    const source = readFileSync(join(dir, 'routes', 'generated', 'formation-ia.tsx'), 'utf8');
    // Dated (the next session): the page as of the build's day, with the renderers of its kinds only.
    expect(source).toContain("import { pageAsOf } from '@ecole/content/pages/formation-ia/formation-ia';");
    expect(source).toContain('pageRoute(pageAsOf(buildAsOf()), { callToAction, cards, contactForm, figures, hero, keyInformation, prose, steps })');
    expect(source).not.toContain('faq');
    expect(existsSync(join(dir, 'routes', 'generated', 'ancienne-page.tsx'))).toBe(false);

    // A variant: the same page and renderers, with the variant applied to it.
    const variant = readFileSync(join(dir, 'routes', 'generated', 'formation-ia--b.tsx'), 'utf8');
    expect(variant).toContain("import { experimentOn, variantPage } from '@ecole/content/experiments';");
    expect(variant).toContain(
      'pageRoute(variantPage(pageAsOf(buildAsOf()), experimentOn("/formation-ia")!, \'b\'), { callToAction, cards, contactForm, figures, hero, keyInformation, prose, steps })',
    );
  });
});

describe('routeModuleSource', () => {
  const page = (kinds: Page['sections'][number]['kind'][]) => ({ path: '/tpe', description: '', sections: kinds.map((kind) => ({ kind })) }) as unknown as Page;
  const route = (template: RouteEntry['template']): RouteEntry => ({ path: '/tpe', app: 'entreprises', template, label: 'TPE', title: 'TPE' });

  it('hands a page of a template with its own route helper to it, naming only the renderers the helper lacks', () => {
    writeFileSync(join(dir, 'segmentRoute.ts'), 'export const SEGMENT_RENDERERS = {\n  hero,\n  faq,\n} as const;\n');
    const source = routeModuleSource('entreprises', 'tpe', route('segment'), { page: page(['hero', 'contactForm', 'faq']) }, dir);
    expect(source).toContain("import { page } from '@ecole/content/pages/entreprises/tpe';");
    expect(source).toContain("import { segmentRoute } from '../../segmentRoute.ts';");
    expect(source).toContain('const route = segmentRoute(page, { contactForm });');
    expect(source).not.toContain('buildAsOf');
  });

  it('renders any other page with pageRoute and the renderers of exactly its kinds', () => {
    const source = routeModuleSource('entreprises', 'tpe', route('content'), { page: page(['hero', 'faq', 'hero']) }, dir);
    expect(source.split('\n').filter((line) => line.startsWith('import'))).toEqual([
      "import { page } from '@ecole/content/pages/entreprises/tpe';",
      "import { faq } from '@ecole/sections/Faq';",
      "import { hero } from '@ecole/sections/Hero';",
      "import { pageRoute } from '@ecole/sections/pageRoute';",
    ]);
    expect(source).toContain('const route = pageRoute(page, { faq, hero });');
  });
});

describe('compareSpecifiers', () => {
  it('orders imports as Biome does, so the bundler meets the modules in the order it always did', () => {
    const sorted = [
      './x.ts',
      '@ecole/sections/pageRoute',
      '@ecole/sections/asOf',
      '@ecole/sections/Prose',
      '@ecole/sections/PaySimulator',
      '@ecole/sections/ApplicationForm',
    ].sort(compareSpecifiers);
    expect(sorted).toEqual([
      '@ecole/sections/ApplicationForm',
      '@ecole/sections/asOf',
      '@ecole/sections/PaySimulator',
      '@ecole/sections/Prose',
      '@ecole/sections/pageRoute',
      './x.ts',
    ]);
  });
});
