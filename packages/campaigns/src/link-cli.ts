// `npm run campaign-link -- /tpe --source salon-laval --medium print --campaign rentree-2026`
// (options: src/linkCommand.ts).
import { main } from './linkCommand.ts';

process.exitCode = await main(process.argv.slice(2));
