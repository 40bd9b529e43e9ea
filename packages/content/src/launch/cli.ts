// `npm run launch-check [-- --strict]`: what the school must supply before the site goes live.
// --strict: exit 1 while anything remains (the production build runs it so).
import { formatLaunchReport, isLaunchReady, launchReport } from './launchCheck.ts';
import { loadAllPages } from './loadPages.ts';

const strict = process.argv.includes('--strict');
const report = launchReport(await loadAllPages(), process.env);
console.log(formatLaunchReport(report));
if (strict && !isLaunchReady(report)) {
  console.error('\nMise en ligne refusée : remplacez les valeurs provisoires ci-dessus (packages/content), puis relancez.');
  process.exitCode = 1;
}
