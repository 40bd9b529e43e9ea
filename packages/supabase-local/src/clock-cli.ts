#!/usr/bin/env -S npx tsx
// `npm run local-clock -- +2d | +3h | -1d | reset | show`: the local stand-in's clock (src/clockCommand.ts).
import { main } from './clockCommand.ts';

process.exitCode = await main(process.argv.slice(2));
