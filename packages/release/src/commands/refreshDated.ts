/**
 * npm run refresh-dated [-- --deploy [--target nginx|cloudflare] [--to <dir>]] [--dry-run]
 *
 * What a timer runs every night (docs/releases.md, « Contenu daté »): for each app, compares what
 * its dated pages say today with what they said on the day its latest release was built as of, and
 * rebuilds and releases (`npm run release`, content checks included) only the apps that changed;
 * with `--deploy`, deploys each new release (`npm run deploy`). `--dry-run` only says which.
 * Today is the UTC day, as every build's `SITE_AS_OF`: the timer runs after 02:00 UTC.
 */
import { parseArgs } from 'node:util';
import { APP_NAMES } from '@ecole/routes';
import { refreshVerdict } from '../datedOutput.ts';
import { storeDir } from '../paths.ts';
import { listReleases } from '../store.ts';
import { deployCommand } from './deploy.ts';
import { buildAsOf, releaseCommand } from './release.ts';
import type { Steps } from './steps.ts';

export async function refreshDatedCommand(args: string[], steps: Steps): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { deploy: { type: 'boolean' }, target: { type: 'string' }, to: { type: 'string' }, 'dry-run': { type: 'boolean' } },
  });
  if ((values.target || values.to) && !values.deploy) throw new Error('--target et --to ne valent qu’avec --deploy.');
  const today = buildAsOf();
  const store = storeDir();
  const verdicts = [];
  for (const app of APP_NAMES) verdicts.push(await refreshVerdict(app, (await listReleases(store, app)).at(-1), today));
  console.log(`Contenu daté au ${today} :`);
  for (const verdict of verdicts) console.log(`  ${verdict.refresh ? '↻' : '='} ${verdict.app} : ${verdict.why}`);
  const stale = verdicts.filter((verdict) => verdict.refresh);
  if (stale.length === 0) {
    console.log('Rien à republier.');
    return;
  }
  if (values['dry-run']) {
    console.log(`À republier (--dry-run : rien n’est fait) : ${stale.map((verdict) => verdict.app).join(', ')}.`);
    return;
  }
  // Every build of this run is as of the same day, whatever the environment said.
  process.env.SITE_AS_OF = today;
  for (const { app } of stale) {
    console.log(`\n── ${app} : build et release au ${today}`);
    await releaseCommand([app], steps);
    if (values.deploy) {
      await deployCommand([app, ...(values.target ? ['--target', values.target] : []), ...(values.to ? ['--to', values.to] : [])], steps);
    }
  }
  console.log(
    `\nRepublié${stale.length > 1 ? 's' : ''} au ${today} : ${stale.map((verdict) => verdict.app).join(', ')}${values.deploy ? ' (déployé)' : ' (à déployer : npm run deploy -- <app>)'}.`,
  );
}
