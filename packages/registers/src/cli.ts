// `npm run register-check [-- --write] [--timeout 30]` (options and exit codes: src/registerCheck.ts).
import { main } from './registerCheck.ts';

process.exitCode = await main(process.argv.slice(2));
