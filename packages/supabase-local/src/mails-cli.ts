#!/usr/bin/env -S npx tsx
// `npm run mails -- [numéro] [--limit 20]`: the local outbox (src/mailsCommand.ts).
import { main } from './mailsCommand.ts';

process.exitCode = await main(process.argv.slice(2));
