// A stand-in for `wrangler deploy` (ECOLE_WRANGLER), for the concurrent-deploy tests: a real
// deploy needs a Cloudflare account. It does what the test needs to know of an upload: refuses two
// uploads of one Worker at once (as the lock must make impossible), checks the assets folder is
// complete, and appends the upload to FAKE_WRANGLER_STATE/<worker>.ndjson: the last line is what
// "Cloudflare" serves.
import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const config = JSON.parse(readFileSync(args[args.indexOf('--config') + 1], 'utf8'));
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
try {
  const assets = config.assets?.directory;
  if (assets && !(existsSync(assets) && statSync(assets).isDirectory())) {
    console.error(`✘ [ERROR] The directory specified by the "assets.directory" field does not exist: ${assets}`);
    process.exit(1);
  }
  // An upload takes a while: long enough for an overlap, were there one, to be seen.
  await new Promise((done) => setTimeout(done, 50));
  // Each upload is a new Worker version, named as wrangler names it after a deploy.
  const versionId = randomUUID();
  appendFileSync(
    join(state, `${config.name}.ndjson`),
    `${JSON.stringify({ assets, files: assets ? count(assets) : 0, versionId, at: new Date().toISOString() })}\n`,
  );
  console.log(`Uploaded ${config.name} (fake)\nDeployed ${config.name} triggers (fake)\nCurrent Version ID: ${versionId}`);
} finally {
  rmSync(busy, { force: true });
}
