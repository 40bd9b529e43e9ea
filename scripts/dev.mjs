#!/usr/bin/env node
import { join } from 'node:path';
// `npm run dev`: hot reload. The four apps run their Vite dev servers; the local Supabase
// stand-in answers the contact form; a dev proxy joins them on one origin like production.
import { checkNode, planSteps, pnpm, ROOT, run, step } from './lib/run.mjs';

checkNode();
planSteps(2);
step('Installation des dépendances');
await pnpm(['install', '--frozen-lockfile']);
step('Serveurs de développement (Vite) derrière le proxy de développement');
await run(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'scripts/dev.ts'), ...process.argv.slice(2)]);
