// @vitest-environment node
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ISLAND_ENTRIES } from './index.ts';

/** The modules of this folder (the list and its tests aside). */
const files = readdirSync(new URL('.', import.meta.url)).filter((file) => file.endsWith('.tsx'));

describe('the islands’ entries', () => {
  it('every entry module of the folder is in the list, and every file the list names is there', () => {
    expect(Object.values(ISLAND_ENTRIES).sort()).toEqual(files.sort());
  });

  it.each(Object.entries(ISLAND_ENTRIES))('%s: its module exports what the boot entry calls', async (_name, file) => {
    const module = (await import(`./${file.replace(/\.tsx$/, '')}.tsx`)) as { default: unknown };
    expect(typeof module.default).toBe('function');
  });
});
