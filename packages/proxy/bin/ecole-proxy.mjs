#!/usr/bin/env node
// Node 20 cannot run TypeScript: register tsx (a dependency of this package, so it resolves
// from here whatever the caller's folder) before loading the CLI.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
