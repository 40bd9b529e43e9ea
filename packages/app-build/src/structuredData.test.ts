// @vitest-environment node

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_NAMES, APPS, CLIENT_BUILD_DIR, htmlFileOf, routesOf } from '@ecole/routes';
import { describe, expect, it } from 'vitest';

/**
 * The JSON-LD of every built page parses and says what schema.org expects of the types it claims
 * (and what search engines read for rich results). Reads the apps' builds, which the test command
 * makes before the unit tests.
 */
const REPO = fileURLToPath(new URL('../../..', import.meta.url));
type Json = Record<string, unknown>;

const isText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const isUrl = (value: unknown) => typeof value === 'string' && /^https:\/\/[^\s]+$/.test(value);
const isDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}(-\d{2})?$/.test(value);

/** Required properties of each type we use, and how to check them. */
const TYPES: Record<string, (node: Json) => string[]> = {
  EducationalOrganization: (node) => [...(isText(node.name) ? [] : ['name']), ...(isUrl(node.url) ? [] : ['url'])],
  Course: (node) => [
    ...(isText(node.name) ? [] : ['name']),
    ...(isText(node.description) ? [] : ['description']),
    ...(node.provider && typeof node.provider === 'object' ? [] : ['provider']),
    ...(node.hasCourseInstance && typeof node.hasCourseInstance === 'object' ? [] : ['hasCourseInstance']),
  ],
  CourseInstance: (node) => [
    ...(node.courseMode === 'online' ? [] : ['courseMode']),
    ...(node.startDate === undefined || isDate(node.startDate) ? [] : ['startDate']),
    ...(node.endDate === undefined || isDate(node.endDate) ? [] : ['endDate']),
  ],
  FAQPage: (node) => (Array.isArray(node.mainEntity) && node.mainEntity.length > 0 ? [] : ['mainEntity']),
  Question: (node) => [...(isText(node.name) ? [] : ['name']), ...(node.acceptedAnswer ? [] : ['acceptedAnswer'])],
  Answer: (node) => (isText(node.text) ? [] : ['text']),
  BreadcrumbList: (node) => (Array.isArray(node.itemListElement) && node.itemListElement.length > 0 ? [] : ['itemListElement']),
  ListItem: (node) => [...(Number.isInteger(node.position) ? [] : ['position']), ...(isText(node.name) ? [] : ['name'])],
  Service: (node) => [...(isText(node.name) ? [] : ['name']), ...(node.provider ? [] : ['provider'])],
  Event: (node) => [...(isText(node.name) ? [] : ['name']), ...(isDate(node.startDate) ? [] : ['startDate']), ...(node.location ? [] : ['location'])],
  PostalAddress: () => [],
  Place: (node) => (isText(node.name) ? [] : ['name']),
  Offer: () => [],
  Country: () => [],
  BusinessAudience: () => [],
};

/** Problems of a JSON-LD node and every typed node inside it. */
function problems(node: unknown, where: string): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => problems(item, `${where}[${index}]`));
  if (!node || typeof node !== 'object') return [];
  const record = node as Json;
  const found: string[] = [];
  const type = record['@type'];
  if (type !== undefined) {
    const check = typeof type === 'string' ? TYPES[type] : undefined;
    if (!check) found.push(`${where}: type inconnu ${String(type)}`);
    else for (const missing of check(record)) found.push(`${where} (${String(type)}): ${missing} absent ou invalide`);
  }
  for (const [key, value] of Object.entries(record)) if (!key.startsWith('@')) found.push(...problems(value, `${where}.${key}`));
  return found;
}

const pages = APP_NAMES.flatMap((app) =>
  routesOf(app).map((route) => ({
    path: route.path,
    chrome: APPS[app].chrome,
    file: path.join(REPO, APPS[app].dir, CLIENT_BUILD_DIR, htmlFileOf(route.path)),
  })),
);

describe('structured data of every built page', () => {
  it.each(pages)('$path', ({ path: route, chrome, file }) => {
    expect(existsSync(file), `${file}: build the apps first (npm test does)`).toBe(true);
    const html = readFileSync(file, 'utf8');
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Json);
    for (const block of blocks) {
      expect(block['@context'], route).toBe('https://schema.org');
      expect(problems(block, route)).toEqual([]);
    }
    const types = blocks.map((block) => block['@type']);
    // The breadcrumb is on every page but the home page and the chrome-less campaign landing.
    if (route !== '/' && chrome) expect(types, `${route}: a breadcrumb`).toContain('BreadcrumbList');
  });

  it('gives the school to the home page, a Course to each course page, an FAQPage to every page with questions', () => {
    const typesOf = (route: string) => {
      const page = pages.find((each) => each.path === route)!;
      return [...readFileSync(page.file, 'utf8').matchAll(/"@type":"([A-Za-z]+)"/g)].map((match) => match[1]);
    };
    expect(typesOf('/')).toContain('EducationalOrganization');
    for (const course of ['/programmes/marketing-digital', '/programmes/community-manager', '/programmes/digital-business-developer']) {
      expect(typesOf(course), course).toContain('Course');
      expect(typesOf(course), course).toContain('CourseInstance');
    }
    expect(typesOf('/faq')).toContain('FAQPage');
    expect(typesOf('/tpe')).toContain('Service');
  });
});
