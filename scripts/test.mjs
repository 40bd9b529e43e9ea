#!/usr/bin/env node
// `npm test`: everything CI runs, from a fresh Debian machine with only Node 20 and npm.
// Installs Chromium, nginx and PostgreSQL 15 through apt-get when they are missing (as root),
// then the workspace, then builds and runs every suite: unit (Vitest), SQL/RLS on PGlite and
// PostgreSQL 15, the edge function under Deno, the proxy conformance on nginx and the embedded
// proxy, on Node 24 fetched from the npm registry; the Storybook build; and Playwright end-to-end
// in Chromium through nginx.
import { checkNode, fail, NEXT_NODE, nextNodePnpm, planSteps, pnpm, step, stepDurations } from './lib/run.mjs';
import { runSuites, testSuites } from './lib/suites.mjs';
import { ensureSystemDeps } from './lib/system-deps.mjs';
import { createTestCounter } from './lib/test-counts.mjs';
import { typecheckJobs } from './lib/typecheck.mjs';

// No option: everything, always (CI runs exactly this). A word after the command is most likely a
// question (`--help`) or a wish to run a part, and deserves an answer, not a quarter of an hour of tests.
if (process.argv.length > 2) {
  console.error(
    [
      `npm test ne prend pas d’option (reçu\u00a0: ${process.argv.slice(2).join(' ')}). Il fait tout ce que fait la CI, dans l’ordre\u00a0:`,
      'programmes système, installation, build, types, Biome, suites unitaires sur Node 24, Storybook, bout en bout.',
      'Une partie seulement\u00a0:',
      '  npm run typecheck                                   les types',
      '  node scripts/run-pnpm.mjs --filter <paquet> test    la suite d’un paquet (après npm install)',
      '  cd e2e && npx playwright test tests/<spec>.ts       une spec de bout en bout (après un build)',
      '  npm run test:stress                                 les cas de charge, hors de npm test',
    ].join('\n'),
  );
  process.exit(2);
}

const counter = createTestCounter();
const counted = { onOutput: counter.count };

checkNode();
planSteps(8);

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

// Node 20 reached its end of life (30 April 2026): the unit suites run on Node 24, fetched from
// the npm registry (issue 38), so every suite proves the project on a supported LTS whatever Node
// this machine has. The build, the servers of the end-to-end tests and these scripts run on the
// machine's Node (README: a fresh machine with Node 20 and npm).
step('Tests unitaires et d’intégration sur Node 24 (Vitest, PGlite, PostgreSQL 15, Deno, nginx)');
const nextNode = nextNodePnpm();
console.log(`Node ${nextNode.version} (${NEXT_NODE} depuis le registre npm)`);
/**
 * The scripts' own tests (node --test), on this machine's Node: the README's promise is a fresh
 * machine with Node 20. A job among the suites, last: alone before them, it left a core idle for
 * 11 s.
 */
const SCRIPT_TESTS = {
  name: 'scripts',
  dir: '.',
  command: process.execPath,
  args: [
    '--test',
    'scripts/lib/test-counts.test.mjs',
    'scripts/lib/serve.test.mjs',
    'scripts/lib/install-state.test.mjs',
    'scripts/lib/run.test.mjs',
    'scripts/lib/typecheck.test.mjs',
  ],
  env: process.env,
};
// Two suites at a time, one Vitest worker each: no more work than the build machines' 2 cores.
const failedSuites = await runSuites([...testSuites({ exclude: ['@ecole/e2e'] }), SCRIPT_TESTS], {
  ...nextNode.command(['run', 'test']),
  env: nextNode.env,
  concurrency: 2,
  onOutput: counter.count,
});
if (failedSuites.length > 0) fail(`Des suites ont échoué\u00a0: ${failedSuites.join(', ')}. Total\u00a0: ${counter.summary()}`);

step('Build du Storybook');
await pnpm(['exec', 'turbo', 'run', 'build-storybook', '--output-logs=errors-only']);

step('Tests de bout en bout (Playwright, Chromium, nginx, Supabase local)');
await pnpm(['--filter', '@ecole/e2e', 'test'], counted);

if (counter.totals.passed === 0) fail('Aucun test n’a été compté : les résumés des suites ont-ils changé de forme ?');
console.log('\n✓ Tous les tests sont passés.');
console.log(`Total: ${counter.summary()}`);
console.log(`\n${stepDurations()}`);
