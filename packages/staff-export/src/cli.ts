#!/usr/bin/env -S npx tsx
// `npm run export-requests -- [--out fichier.csv] [--since AAAA-MM-JJ]` (src/exportCommand.ts).
import { main } from './exportCommand.ts';

process.exitCode = await main(process.argv.slice(2));
