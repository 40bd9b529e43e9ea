#!/usr/bin/env node
// `npm test`: everything CI runs, from a fresh Debian machine with only Node 20 and npm.
// Installs Chromium, nginx and PostgreSQL 15 through apt-get when they are missing (as root),
// then the workspace, then builds and runs every suite: unit (Vitest), SQL/RLS on PGlite and
// PostgreSQL 15, the edge function under Deno, the proxy conformance on nginx and the embedded
// proxy, the Storybook build, and Playwright end-to-end in Chromium through nginx; and the unit
// suites once more on Node 24, fetched from the npm registry.
import { checkNode, fail, NEXT_NODE, nextNodePnpmCommand, planSteps, pnpm, pnpmCommand, run, step, stepDurations } from './lib/run.mjs';
import { runSuites, testSuites } from './lib/suites.mjs';
import { ensureSystemDeps } from './lib/system-deps.mjs';
import { createTestCounter } from './lib/test-counts.mjs';
import { typecheckJobs } from './lib/typecheck.mjs';

const counter = createTestCounter();
const counted = { onOutput: counter.count };

checkNode();
planSteps(9);

step('Programmes système : Chromium, nginx, PostgreSQL 15, Java');
await ensureSystemDeps();

step('Installation des dépendances (pnpm, lockfile figé)');
await pnpm(['install', '--frozen-lockfile']);

step('Build des quatre applications');
await pnpm(['exec', 'turbo', 'run', 'build', '--filter=./apps/*', '--output-logs=errors-only']);

step('Vérification des types (TypeScript strict)');
// One program per group of packages with the same options, each file checked once; the apps and
// the backend by their own script (scripts/lib/typecheck.mjs).
const failedTypes = await runSuites(typecheckJobs(), { task: 'typecheck', concurrency: 2 });
if (failedTypes.length > 0) fail(`Erreurs de types : ${failedTypes.join(', ')}`);

step('Format et lint (Biome)');
await pnpm(['exec', 'biome', 'ci', '.']);

step('Tests unitaires et d’intégration (Vitest, PGlite, PostgreSQL 15, Deno, nginx)');
await run(
  'node',
  [
    '--test',
    'scripts/lib/test-counts.test.mjs',
    'scripts/lib/serve.test.mjs',
    'scripts/lib/install-state.test.mjs',
    'scripts/lib/run.test.mjs',
    'scripts/lib/typecheck.test.mjs',
  ],
  {
    onOutput: countNodeTests,
  },
);
// Two suites at a time, one Vitest worker each: no more work than the build machines' 2 cores.
const failedSuites = await runSuites(testSuites({ exclude: ['@ecole/e2e'] }), {
  ...pnpmCommand(['run', 'test']),
  concurrency: 2,
  onOutput: counter.count,
});
if (failedSuites.length > 0) fail(`Des suites ont échoué : ${failedSuites.join(', ')}. Total : ${counter.summary()}`);

// Node 20 reached its end of life (30 April 2026): unit suites once more on Node 24, fetched from
// the npm registry, so the project is proved on a supported LTS whatever Node this machine has.
// The suites of pure modules (routes, settings, the browser runtime, the register check): the
// backend's, the proxies' and the content's (PGlite, Deno, nginx, workerd; 15 minutes more on two
// cores) wait for the move of the default path to Node 22 (docs/releases.md, « Node »).
step(`Tests unitaires sur Node 24 (${NEXT_NODE} depuis le registre npm)`);
await run('npx', ['-y', '-p', NEXT_NODE, 'node', '-e', 'console.log("Node " + process.version); if (!process.version.startsWith("v24.")) process.exit(1)']);
const nextNodeCounter = createTestCounter();
const NEXT_NODE_SUITES = ['@ecole/routes', '@ecole/settings', '@ecole/browser', '@ecole/registers'];
const failedOnNextNode = await runSuites(
  testSuites().filter((suite) => NEXT_NODE_SUITES.includes(suite.name)),
  {
    ...nextNodePnpmCommand(['run', 'test']),
    concurrency: 2,
    onOutput: nextNodeCounter.count,
  },
);
if (failedOnNextNode.length > 0) fail(`Des suites ont échoué sur Node 24 : ${failedOnNextNode.join(', ')}. Total : ${nextNodeCounter.summary()}`);
console.log(`Sur Node 24 : ${nextNodeCounter.summary()}`);

step('Build du Storybook');
await pnpm(['exec', 'turbo', 'run', 'build-storybook', '--output-logs=errors-only']);

step('Tests de bout en bout (Playwright, Chromium, nginx, Supabase local)');
await pnpm(['--filter', '@ecole/e2e', 'test'], counted);

if (counter.totals.passed === 0) fail('Aucun test n’a été compté : les résumés des suites ont-ils changé de forme ?');
console.log('\n✓ Tous les tests sont passés.');
console.log(`Total: ${counter.summary()}`);
console.log(`\n${stepDurations()}`);

/** node --test ends with "# pass N" / "# fail N" lines. */
function countNodeTests(line) {
  const match = /^# (pass|fail) (\d+)$/.exec(line);
  if (match) counter.count(match[1] === 'pass' ? `  ${match[2]} passed` : `  ${match[2]} failed`);
}
