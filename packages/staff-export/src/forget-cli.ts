#!/usr/bin/env -S npx tsx
// `npm run forget -- <email>` (src/forgetCommand.ts).
import { main } from './forgetCommand.ts';

process.exitCode = await main(process.argv.slice(2));
