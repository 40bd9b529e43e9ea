#!/usr/bin/env node
// `npm run typecheck`: every package's types, as `npm test` checks them (scripts/lib/typecheck.mjs):
// one program per group of packages that share their options, the apps and the backend on their own.
import { fail } from './lib/run.mjs';
import { runSuites } from './lib/suites.mjs';
import { typecheckJobs } from './lib/typecheck.mjs';

const failed = await runSuites(typecheckJobs(), { task: 'typecheck', concurrency: 2 });
if (failed.length > 0) fail(`Erreurs de types : ${failed.join(', ')}`);
