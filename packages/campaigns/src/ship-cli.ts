// `npm run campaign-ship -- [--log FICHIER]…`: the access log's new lines to the visit counters
// (options: src/shipCommand.ts).
import { main } from './shipCommand.ts';

process.exitCode = await main(process.argv.slice(2));
