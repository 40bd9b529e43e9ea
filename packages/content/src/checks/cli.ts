// `npm run content-check [-- --data DOSSIER]`: the content checks alone (the data files against
// their schemas, the facts that must agree, every page's typography and links), as the release runs
// them: what CI runs on a change proposed in the editor's workflow. Exit 1 while one fails.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkContent, contentProblemCount, formatContentReport } from './contentChecks.ts';

let data: string | undefined;
try {
  ({
    values: { data },
  } = parseArgs({ options: { data: { type: 'string' } } }));
} catch (error) {
  console.error(`Option inconnue ou incomplète (${(error as Error).message}). Option : --data DOSSIER (le dossier des données à vérifier).`);
  process.exit(2);
}
const report = await checkContent(data ? { dataDir: resolve(process.env.INIT_CWD ?? process.cwd(), data) } : {});
console.log(formatContentReport(report));
if (contentProblemCount(report) > 0) process.exitCode = 1;
