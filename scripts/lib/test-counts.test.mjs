// node --test scripts/lib/test-counts.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTestCounter } from './test-counts.mjs';

test('adds up Vitest, Deno, node --test and Playwright summaries', () => {
  const counter = createTestCounter();
  for (const line of [
    '@ecole/ui:test: \u001b[2m      Tests \u001b[22m \u001b[1m\u001b[32m261 passed\u001b[39m\u001b[22m\u001b[90m (261)\u001b[39m',
    '@ecole/contact:test:       Tests  1 failed | 27 passed (28)',
    '@ecole/supabase:test: \u001b[0m\u001b[32mok\u001b[0m | 41 passed | 0 failed \u001b[0m(1s)',
    'scripts:test: # pass 7',
    'scripts:test: # fail 1',
    'scripts:test: # tests 8',
    '  50 passed (13.1s)',
    '  348 passed (6.6m)',
    '  Test Files  3 passed (3)',
  ])
    counter.count(line);
  assert.deepEqual(counter.totals, { passed: 261 + 27 + 41 + 7 + 50 + 348, failed: 2, skipped: 0 });
  assert.equal(counter.summary(), '734 passed, 2 failed');
});
