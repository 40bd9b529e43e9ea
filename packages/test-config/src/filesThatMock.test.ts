import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { filesThatMock } from './vitest.js';

// Written in two parts, so that this file does not read as one that mocks a module.
const MOCK = ['vi.', 'mock('].join('');
const DO_MOCK = ['vi.', 'doMock('].join('');
let root = '';

afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(files: Record<string, string>) {
  root = mkdtempSync(path.join(tmpdir(), 'ecole-mocks-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
}

it('finds the test files that replace a module, wherever they are, and only those: they run in a fresh module graph each', () => {
  write({
    'src/Form/Form.test.tsx': `${MOCK}'../client.ts', () => ({}));`,
    'test/later.test.ts': `it('x', async () => { ${DO_MOCK}'./a.ts', () => ({})); });`,
    'src/plain.test.ts': "import { it } from 'vitest';",
    'src/helper.ts': `${MOCK}'./b.ts');`,
    'node_modules/dep/x.test.ts': `${MOCK}'./c.ts');`,
    'build/x.test.js': `${MOCK}'./c.ts');`,
  });
  expect(filesThatMock(root)).toEqual(['src/Form/Form.test.tsx', 'test/later.test.ts']);
});

it('finds none in a package whose tests mock nothing: they all share one graph', () => {
  write({ 'src/a.test.ts': "import { vi } from 'vitest'; vi.fn();" });
  expect(filesThatMock(root)).toEqual([]);
});
