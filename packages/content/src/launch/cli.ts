// `npm run launch-check [-- --strict]` of this package alone: what the school must supply before the
// site goes live (the root `npm run launch-check` adds the proxies and the backend). Exit 1 while
// anything remains, under SITE_ENV=production or with --strict.
import { isProduction } from '@ecole/settings';
import { formatLaunchReport, isLaunchReady, launchReport } from './launchCheck.ts';
import { loadAllPages, loadPagesAsOf } from './loadPages.ts';

const strict = process.argv.includes('--strict') || isProduction(process.env);
const day = process.env.SITE_AS_OF?.trim() || new Date().toISOString().slice(0, 10);
const report = launchReport(await loadAllPages(), process.env, await loadPagesAsOf(day));
console.log(formatLaunchReport(report));
if (strict && !isLaunchReady(report)) {
  console.error('\nMise en ligne refusée : remplacez les valeurs provisoires ci-dessus (packages/content), puis relancez.');
  process.exitCode = 1;
}
