// `npm run campaign-report -- [--from AAAA-MM-JJ] [--to AAAA-MM-JJ] [--log FICHIER]`: visits,
// requests and conversion per landing page and per campaign (options: src/reportCommand.ts).
import { main } from './reportCommand.ts';

process.exitCode = await main(process.argv.slice(2));
