// node --test scripts/lib/run.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { planSteps, step, stepDurations } from './run.mjs';

test('the end of a long command says how long each step took, and in all (issue 36)', () => {
  const log = console.log;
  console.log = () => {};
  try {
    planSteps(2);
    step('Build');
    step('Tests de bout en bout');
  } finally {
    console.log = log;
  }
  // Measured 61 s after the last step started: it took 1 min 01 s, the first about nothing.
  const lines = stepDurations(Date.now() + 61_000).split('\n');
  assert.equal(lines[0], 'Durée de chaque étape :');
  assert.match(lines[1], /^ +0 s {2}\[1\/2\] Build$/);
  assert.match(lines[2], /^ +1 min 01 s {2}\[2\/2\] Tests de bout en bout$/);
  assert.match(lines[3], /^ +1 min 0[12] s {2}en tout$/);
});
