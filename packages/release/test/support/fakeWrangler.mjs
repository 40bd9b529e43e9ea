// A stand-in for `wrangler deploy` and `wrangler versions upload` (ECOLE_WRANGLER), for the
// Cloudflare tests and the CI trial: a real deploy needs a Cloudflare account. It does what they
// need to know of an upload: refuses two uploads of one Worker at once (as the lock must make
// impossible), checks the assets folder is complete, and appends the upload, with the tag and
// message wrangler would annotate the version with, to FAKE_WRANGLER_STATE/<worker>.ndjson: the last
// deployed line is what "Cloudflare" serves (a preview, `versions upload`, is a version never
// deployed). With FAKE_CLOUDFLARE_SERVE, the uploaded assets are also kept there as Cloudflare keeps
// a version's (`<serve>/<app>/versions/<id>`, without the .br/.gz copies `.assetsignore` leaves
// out), and a deploy points `<serve>/<app>/current` at them: a folder the local edge serves.
import { randomUUID } from 'node:crypto';
import { appendFileSync, cpSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const config = JSON.parse(readFileSync(option('--config'), 'utf8'));
const preview = args[0] === 'versions' && args[1] === 'upload';
const state = process.env.FAKE_WRANGLER_STATE;
mkdirSync(state, { recursive: true });
const busy = join(state, `${config.name}.uploading`);
try {
  openSync(busy, 'wx');
} catch {
  console.error(`✘ [ERROR] another deploy of ${config.name} is in progress`);
  process.exit(1);
}
const count = (dir) => readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => sum + (entry.isDirectory() ? count(join(dir, entry.name)) : 1), 0);

/** Keeps the version's assets where the local edge can serve them; a deploy switches `current` to them. */
function keep(assets, versionId) {
  const serve = process.env.FAKE_CLOUDFLARE_SERVE;
  if (!serve || !assets) return;
  const app = join(serve, config.name.replace(/^ecole-/, ''));
  const folder = join(app, 'versions', versionId);
  cpSync(assets, folder, { recursive: true, filter: (source) => !/\.(br|gz)$/.test(source) });
  if (preview) return;
  const link = join(app, 'current');
  symlinkSync(join('versions', versionId), `${link}.tmp`);
  renameSync(`${link}.tmp`, link);
}

try {
  const assets = config.assets?.directory;
  if (assets && !(existsSync(assets) && statSync(assets).isDirectory())) {
    console.error(`✘ [ERROR] The directory specified by the "assets.directory" field does not exist: ${assets}`);
    process.exit(1);
  }
  // An upload takes a while: long enough for an overlap, were there one, to be seen.
  await new Promise((done) => setTimeout(done, 50));
  // Each upload is a new Worker version, named as wrangler names it.
  const versionId = randomUUID();
  keep(assets, versionId);
  const line = {
    assets,
    files: assets ? count(assets) : 0,
    versionId,
    at: new Date().toISOString(),
    ...(option('--tag') ? { tag: option('--tag') } : {}),
    ...(option('--message') ? { message: option('--message') } : {}),
    ...(preview ? { preview: option('--preview-alias') ?? '' } : {}),
  };
  appendFileSync(join(state, `${config.name}.ndjson`), `${JSON.stringify(line)}\n`);
  if (preview) {
    const alias = option('--preview-alias');
    console.log(`Uploaded ${config.name} (fake)\nWorker Version ID: ${versionId}`);
    if (alias) console.log(`Version Preview Alias URL: https://${alias}-${config.name}.sous-domaine-du-compte.workers.dev`);
  } else console.log(`Uploaded ${config.name} (fake)\nDeployed ${config.name} triggers (fake)\nCurrent Version ID: ${versionId}`);
} finally {
  rmSync(busy, { force: true });
}
