#!/usr/bin/env node
import { join } from 'node:path';
// `npm start`: installs the workspace, builds the four apps (turbo cache makes a second start
// fast) and serves the whole site on one origin with the local Supabase stand-in.
// Needs only Node 20.19+ and npm: no nginx, no Docker, no Supabase account.
import { checkNode, planSteps, pnpm, ROOT, run, step } from './lib/run.mjs';

checkNode();
planSteps(3);

step('Installation des dépendances (pnpm, lockfile figé)');
await pnpm(['install', '--frozen-lockfile']);

step('Build des quatre applications (turbo, avec cache)');
await pnpm(['exec', 'turbo', 'run', 'build', '--filter=./apps/*', '--output-logs=errors-only']);

step('Démarrage du site et du Supabase local');
await run(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'scripts/serve.ts'), ...process.argv.slice(2)]);
