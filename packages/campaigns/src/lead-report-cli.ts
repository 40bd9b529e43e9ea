// `npm run lead-report -- [--from AAAA-MM-JJ] [--to AAAA-MM-JJ] [--out DOSSIER]`: the reply delays
// of the requests (issue 21; options: src/leadReportCommand.ts).
import { main } from './leadReportCommand.ts';

process.exitCode = await main(process.argv.slice(2));
