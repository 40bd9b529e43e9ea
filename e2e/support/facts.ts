import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PageFacts } from '@ecole/content/pages/facts/pageFacts';
import { pageModuleFiles } from '@ecole/content/pages/pageModules';

export type { PageFacts };

/**
 * Every page's facts, in path order: `packages/content/src/pages/<app>/<slug>.facts.ts`, beside
 * the page's content (pageFacts.ts says what they hold).
 */
export async function loadAllFacts(): Promise<PageFacts[]> {
  const all: PageFacts[] = [];
  for (const page of pageModuleFiles()) {
    const file = page.file.replace(/\.ts$/, '.facts.ts');
    if (!existsSync(file)) continue;
    const module = (await import(pathToFileURL(file).href)) as { facts?: PageFacts };
    if (!module.facts) throw new Error(`${page.shown.replace(/\.ts$/, '.facts.ts')} n’exporte pas « facts ».`);
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
