#!/usr/bin/env -S npx tsx
// `npm run staff -- add <email> [--role direction] [--name Prénom] | remove <email> | list`
// (src/staffCommand.ts). Exit codes: 2 when the command line is wrong (nothing was sent), 1 when
// the operation failed or had nothing to do.
import { main } from './staffCommand.ts';

process.exitCode = await main(process.argv.slice(2));
