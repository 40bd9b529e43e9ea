/**
 * npm run release:check [-- --url https://www.exemple.fr] [--app <app>]
 *
 * Reads one page of each app from the live site and says whether their chrome agrees, then reads
 * every page of each live release and compares it byte for byte with the release's file
 * (bodyCheck.ts: the platform's rewrites). Exits 1, naming the apps to redeploy or the routes
 * rewritten, when either fails. Default address: the site `npm start` serves. `--app`: the byte
 * comparison of that app's pages only, what an app's CI job can do (its fresh checkout's store
 * holds the one release it made; the chrome check still reads every app).
 */
import { parseArgs } from 'node:util';
import { checkLiveBodies, formatBodyReport } from '../bodyCheck.ts';
import { compareChrome, formatDriftReport, readLiveApps } from '../driftCheck.ts';
import { appArgument, storeDir } from '../paths.ts';
import type { Steps } from './steps.ts';

export function defaultSiteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return `http://127.0.0.1:${env.PORT || 3000}`;
}

export async function checkCommand(args: string[], steps: Steps): Promise<void> {
  const { values } = parseArgs({ args, options: { url: { type: 'string' }, app: { type: 'string' } } });
  const only = values.app === undefined ? undefined : appArgument(values.app, 'release:check');
  const url = (values.url ?? defaultSiteUrl()).replace(/\/+$/, '');
  steps.plan(2);
  steps.next(`Lecture des releases en ligne sur ${url}`);
  const apps = await readLiveApps(url);
  const report = compareChrome(apps);
  console.log(`\n${formatDriftReport(report, url)}`);
  steps.next('Comparaison de chaque page servie avec le fichier de sa release');
  const live = apps.flatMap((app) => (app.release && (only === undefined || app.app === only) ? [{ app: app.app, release: app.release }] : []));
  const bodies = await checkLiveBodies(url, live, storeDir());
  console.log(`\n${formatBodyReport(bodies, url)}`);
  if (only)
    console.log(
      `(les autres applications ne sont pas comparées ici\u00a0: ce checkout n’a que la release de «\u00a0${only}\u00a0», chacune est comparée par son propre workflow)`,
    );
  if (report.problems.length > 0 || bodies.problems.length > 0) process.exitCode = 1;
}
