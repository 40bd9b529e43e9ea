import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RoutePath } from '@ecole/routes';

/**
 * What the specification (section 2, and the issue that wrote the page) lists for one page, as
 * the e2e suite checks it on the page served through the proxy (tests/pages.spec.ts):
 * - `elements`: each element the spec names for the page (« 6-question FAQ », « hero button
 *   'Je réserve ma place' »…), with words that prove it is there, found in the raw HTML a
 *   crawler or a visitor without JavaScript gets. Their count is the page's « spec elements
 *   present / total »;
 * - `actions`: calls to action by their accessible name, and where they must lead.
 * One file per page, `e2e/facts/<slug>.ts`, exporting `facts`.
 */
export interface PageFacts {
  path: RoutePath;
  elements: Readonly<Record<string, readonly string[]>>;
  actions?: readonly { name: string | RegExp; href: string }[];
}

const FACTS_DIR = fileURLToPath(new URL('../facts/', import.meta.url));

/** Every page's facts, in path order. */
export async function loadAllFacts(): Promise<PageFacts[]> {
  const files = readdirSync(FACTS_DIR)
    .filter((file) => file.endsWith('.ts'))
    .sort();
  const all: PageFacts[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(`${FACTS_DIR}${file}`).href)) as { facts?: PageFacts };
    if (!module.facts) throw new Error(`e2e/facts/${file} n’exporte pas « facts ».`);
    all.push(module.facts);
  }
  return all.sort((a, b) => a.path.localeCompare(b.path));
}

/** Text as a reader sees it: no tags, entities decoded, every kind of space one plain space. */
export function readableText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/[\s\u00a0\u202f]+/g, ' ');
}
