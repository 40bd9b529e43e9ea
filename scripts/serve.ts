// Serves the built site through the embedded reverse proxy, with the local Supabase stand-in
// (127.0.0.1:54321 by default). Run by `npm start` through tsx.
// PORT / HOST choose the site's address (0: any free port); SUPABASE_PORT, SUPABASE_DATA_DIR and
// SUPABASE_OUTBOX_DIR move the stand-in: the apps built without VITE_SUPABASE_URL call it through
// the proxy (`/_supabase/`), so they follow it wherever it listens, and the staff commands read
// the same variables by the same functions (@ecole/settings/supabaseTarget, standInDirs), so they
// read this instance. The stand-in is told the site's origin (SITE_ORIGIN): its mails carry
// absolute links to this site, as a hosted project's carry the real site's. ACCESS_LOG moves the access log
// (default logs/access.log, one JSON line per request: what `npm run campaign-report` reads), and
// ships its new lines to the stand-in's visit counters every 10 seconds (issue 37).
// PROXY chooses what serves the site: `embedded` (default, Node), `nginx` (the production
// rules in Debian's nginx) or `edge` (Cloudflare's runtime, workerd, through Miniflare).
// `--deployed` serves the releases deployed in `.deploy/` (or DEPLOY_DIR) instead of the apps'
// builds: `npm run release -- <app>` then `npm run deploy -- <app>` change what it serves.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLogTail } from '@ecole/campaigns/ship';
import { PROXY_KINDS, proxyKindOf, startProxy } from '@ecole/proxy';
import { startDeployedSite } from '@ecole/release/serveDeployed';
import { localSitePort, localSupabasePort, SettingError } from '@ecole/settings/supabaseTarget';
import { standInDirs, startSupabaseLocal } from '@ecole/supabase-local';

let port: number;
let supabasePort: number | undefined;
try {
  port = localSitePort();
  supabasePort = localSupabasePort();
} catch (error) {
  if (!(error instanceof SettingError)) throw error;
  console.error(error.message);
  process.exit(2);
}
const host = process.env.HOST ?? '127.0.0.1';
const accessLog = resolve(fileURLToPath(new URL('..', import.meta.url)), process.env.ACCESS_LOG || 'logs/access.log');

const kind = proxyKindOf(process.env.PROXY);
if (kind === undefined) {
  console.error(`PROXY=${process.env.PROXY} inconnu : choisissez ${PROXY_KINDS.join(', ')}.`);
  process.exit(2);
}

const supabase = await startSupabaseLocal({
  ...(supabasePort === undefined ? {} : { port: supabasePort }),
  ...standInDirs(),
});
const deployed = process.argv.includes('--deployed');
const deployDir = resolve(fileURLToPath(new URL('..', import.meta.url)), process.env.DEPLOY_DIR || '.deploy');
const proxy = deployed
  ? await startDeployedSite(kind, {
      port,
      host,
      deployDir,
      supabase: supabase.url,
      accessLog,
      onSwitch: (apps) => console.log(`[edge] nouvelle release en ligne : ${apps.join(', ')}`),
    })
  : await startProxy(kind, { port, host, supabase: supabase.url, accessLog });
// Before any function has run: the links of every local mail lead to this site.
await supabase.setSiteOrigin(proxy.url);
// The access log's new lines into the stand-in's visit counters every 10 seconds (issue 37), as
// the shipper does from cron beside a production nginx: the desk's « Campagnes » shows a visit
// the next minute, and `npm run campaign-report` reads the counters.
const tail = startLogTail({
  file: accessLog,
  url: `${supabase.url}/functions/v1/campaign-visits`,
  secret: supabase.campaignIngestSecret,
  intervalMs: 10_000,
  log: (line) => console.log(line),
});

console.log(`\nSupabase local : ${supabase.url}${supabase.clock.offsetMs === 0 ? '' : ` (horloge locale décalée : npm run local-clock -- show)`}`);
console.log(`Proxy : ${kind}${deployed ? ` (releases déployées dans ${deployDir})` : ''}`);
console.log(`Journal d’accès : ${accessLog}`);
console.log(`Espace équipe : ${proxy.url}/equipe (npm run staff -- add prenom@exemple.fr, puis le code reçu)`);
console.log(`Boîte d’envoi locale (mails et codes de connexion) : ${proxy.url}/_supabase/__local/mails, ou npm run mails`);
console.log(`Site disponible sur ${proxy.url}`);
console.log('Ctrl+C pour arrêter.');

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([proxy.close()]);
  await tail.stop();
  await Promise.allSettled([supabase.close()]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
