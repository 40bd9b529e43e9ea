import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_DIR, dataFiles } from '../data/validate.ts';
import type { PageCopyData } from './copy.ts';
import { loadAllPages } from './pageModules.ts';
import { typesetText } from './typeset.ts';

/**
 * The pages' texts the school edits (`data/pages/`): each file is one page's, and every text in it
 * is on that page (none left over after a change of the page's code, where an edit would change
 * nothing a visitor sees).
 */
const pages = await loadAllPages();
const copies = dataFiles(DATA_DIR)
  .filter((file) => file.name.startsWith('pages/'))
  .map((file) => ({ file, copy: JSON.parse(readFileSync(join(DATA_DIR, file.name), 'utf8')) as PageCopyData }));

describe('the pages’ texts in data', () => {
  it('are found', () => {
    expect(copies.map(({ file }) => file.name)).toContain('pages/site/faq.json');
  });

  it.each(copies.map(({ file, copy }) => [file.name, copy] as const))('%s: every text is on its page', (_, copy) => {
    const shown = pages.filter((page) => page.path === copy.path).map((page) => JSON.stringify(page));
    expect(shown.length, `no page at ${copy.path}`).toBeGreaterThan(0);
    const unused = Object.entries(copy.texts)
      .filter(([, entry]) => !shown.some((json) => json.includes(JSON.stringify(typesetText(entry.text)).slice(1, -1))))
      .map(([key]) => key);
    expect(unused).toEqual([]);
  });
});
