/**
 * npm run release:check [-- --url https://www.exemple.fr]
 *
 * Reads one page of each app from the live site and says whether their chrome agrees; exits 1,
 * naming the apps to redeploy, when it does not. Default address: the site `npm start` serves.
 */
import { parseArgs } from 'node:util';
import { compareChrome, formatDriftReport, readLiveApps } from '../driftCheck.ts';
import type { Steps } from './steps.ts';

export function defaultSiteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return `http://127.0.0.1:${env.PORT || 3000}`;
}

export async function checkCommand(args: string[], steps: Steps): Promise<void> {
  const { values } = parseArgs({ args, options: { url: { type: 'string' } } });
  const url = (values.url ?? defaultSiteUrl()).replace(/\/+$/, '');
  steps.plan(1);
  steps.next(`Lecture des releases en ligne sur ${url}`);
  const report = compareChrome(await readLiveApps(url));
  console.log(`\n${formatDriftReport(report, url)}`);
  if (report.problems.length > 0) process.exitCode = 1;
}
