/**
 * The « done when » trial of issue 38, run by hand (`npm run trial:ci`, docs/production.md, « Le
 * workflow essayé ici »): a commit that touches /tpe's copy, taken through the committed workflow
 * as the local runner runs it (`npm run ci:local`, ciLocal.ts), as the deploying team would see it.
 *
 * In a scratch clone under /tmp (never the working copy): install, then the earlier CI runs (each
 * app released and deployed once, each from its own empty checkout folder), then the commit, then
 * the pull request's run (checks, release, preview) and the preview opened on workerd, then the
 * push to main's run (checks, release, deploy under the lock, status, live check byte for byte),
 * then a rollback from yet another empty folder. « Cloudflare » is the local fake of its API
 * (test/support/fakeCloudflareApi.ts) and the fake wrangler, which keeps each version's files as
 * the platform does; the local edge (workerd: the router and one Worker per app) serves what they
 * hold. Takes many minutes (an install, five builds, two runs of the app's checks): never in
 * `npm test`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PREVIEW_ROBOTS, startAppWorker, type WranglerConfig, workerName } from '@ecole/proxy';
import { APP_NAMES } from '@ecole/routes';
import { previewAliasOf } from '../src/edgePreview.ts';
import { REPO_ROOT } from '../src/paths.ts';
import { startDeployedSite } from '../src/serveDeployed.ts';
import { startFakeCloudflareApi } from '../test/support/fakeCloudflareApi.ts';

// `--skip-checks` (both runs) or `--skip-pr-checks` (the pull request's run only): the runner says, in
// the job's log, that the checks step was not run (they are `npm test`'s suites; a loaded machine
// takes many minutes per run).
const { values } = parseArgs({ options: { work: { type: 'string' }, 'skip-checks': { type: 'boolean' }, 'skip-pr-checks': { type: 'boolean' } } });
const work = values.work ?? `/tmp/ecole-ci-trial-${Date.now()}`;
const checkout = join(work, 'checkout');
const BRANCH = 'essai/tpe-copie';
const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
const title = (text: string) => console.log(`\n════ ${text} (${elapsed()}) ════`);

function git(args: string[], cwd = checkout): string {
  const run = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')} : ${run.stderr}`);
  return run.stdout.trim();
}

/** A command in the checkout, its output shown; rejects when it fails unless `allowFailure`. */
function sh(command: string, args: string[], env: NodeJS.ProcessEnv = {}, allowFailure = false): Promise<number> {
  console.log(`$ ${[command, ...args].join(' ')}`);
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: checkout, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 || allowFailure ? done(code ?? 1) : fail(new Error(`${command} ${args.join(' ')} : code ${code}`))));
  });
}

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

title(`Clone de ${REPO_ROOT} (branche ${git(['rev-parse', '--abbrev-ref', 'HEAD'], REPO_ROOT)}) dans ${checkout}`);
await mkdir(work, { recursive: true });
git(['clone', '--quiet', '--branch', git(['rev-parse', '--abbrev-ref', 'HEAD'], REPO_ROOT), REPO_ROOT, checkout], work);
// The branch cloned plays `main`: the runner is told the push is to refs/heads/main.
const mainBranch = git(['rev-parse', '--abbrev-ref', 'HEAD']);
await sh('node', ['scripts/run-pnpm.mjs', 'install', '--frozen-lockfile']);

// « Cloudflare »: its API, the versions it keeps, and what it serves, on the local edge.
const account = { accountId: 'compte-essai', token: 'jeton-essai' };
const api = await startFakeCloudflareApi({ state: join(work, 'cloudflare-state'), serve: join(work, 'cloudflare'), ...account });
const port = await freePort();
const site = `http://127.0.0.1:${port}`;
const vars = {
  SITE_ORIGIN: site,
  SUPABASE_URL: 'https://essai-ci.supabase.co',
  APPLICATION_FORM_URL: '',
  APPLICATION_FORM_SCRIPT: '',
};
const secrets = { SUPABASE_ANON_KEY: 'cle-anon-essai', CLOUDFLARE_API_TOKEN: account.token, CLOUDFLARE_ACCOUNT_ID: account.accountId };
/** What a CI machine has besides the workflow: here, the fakes in place of the account. */
const machine = {
  CLOUDFLARE_API_BASE_URL: api.url,
  ECOLE_WRANGLER: join(checkout, 'packages/release/test/support/fakeWrangler.mjs'),
  FAKE_WRANGLER_STATE: join(work, 'cloudflare-state'),
  FAKE_CLOUDFLARE_SERVE: join(work, 'cloudflare'),
  FORCE_COLOR: '0',
};
// The workflow's SITE_ENV=production refuses to build while the school's facts are placeholders
// (launch-check): the one departure, said by the runner in each job's log.
const override = ['--override-env', 'SITE_ENV=essai'];
const runnerArgs = [
  ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}=${value}`]),
  ...Object.entries(secrets).flatMap(([name, value]) => ['--secret', `${name}=${value}`]),
  ...override,
  ...(values['skip-checks'] ? ['--skip', 'Checks'] : []),
];
const prArgs = [...runnerArgs, ...(values['skip-pr-checks'] && !values['skip-checks'] ? ['--skip', 'Checks'] : [])];
const buildEnv = {
  ...machine,
  SITE_ENV: 'essai',
  VITE_SITE_ORIGIN: vars.SITE_ORIGIN,
  VITE_SUPABASE_URL: vars.SUPABASE_URL,
  VITE_SUPABASE_ANON_KEY: secrets.SUPABASE_ANON_KEY,
  CLOUDFLARE_API_TOKEN: account.token,
  CLOUDFLARE_ACCOUNT_ID: account.accountId,
};

title('Les runs précédents : chaque application publiée et déployée une fois, chacune depuis un checkout vide');
const base = git(['rev-parse', 'HEAD']);
for (const app of APP_NAMES) {
  const earlier = { ...buildEnv, RELEASES_DIR: join(work, `earlier-${app}`, 'releases') };
  await sh('npm', ['run', '--silent', 'release', '--', app], earlier);
  await sh('npm', ['run', '--silent', 'deploy', '--', app, '--target', 'cloudflare', '--to', join(work, `earlier-${app}`, 'deploy')], earlier);
}
const edge = await startDeployedSite('edge', { port, deployDir: join(work, 'cloudflare'), onSwitch: (apps) => console.log(`[edge] suit ${apps.join(', ')}`) });
console.log(`« Cloudflare » servi par l’edge local (workerd) : ${edge.url}`);

title('Le commit : une phrase de /tpe');
const tpe = join(checkout, 'packages/content/src/pages/entreprises/tpe.ts');
const before = 'une fois les priorités fixées avec vous.';
const after = 'une fois les priorités fixées ensemble, dès la première semaine.';
const text = await readFile(tpe, 'utf8');
if (!text.includes(before)) throw new Error(`La phrase « ${before} » n’est plus dans ${tpe} : choisissez-en une autre.`);
await writeFile(tpe, text.replace(before, after));
git(['checkout', '--quiet', '-b', BRANCH]);
git([
  '-c',
  'user.name=Équipe entreprises',
  '-c',
  'user.email=entreprises@cfa-exemple.fr',
  'commit',
  '--quiet',
  '-am',
  'tpe : les priorités se fixent dès la première semaine',
]);
console.log(`${git(['log', '--oneline', '-1'])}\n${git(['diff', '--stat', base, 'HEAD'])}`);

/** A new CI job starts from a fresh checkout: no release store, no deploy folder. */
const freshJob = () => sh('rm', ['-rf', '.releases', '.deploy']);

title(`La pull request (${BRANCH}) : le workflow tel que le lanceur local le lance`);
await freshJob();
const pr = await sh('npm', ['run', '--silent', 'ci:local', '--', '--event', 'pull_request', '--base', base, '--head-ref', BRANCH, ...prArgs], machine, true);
if (pr !== 0) throw new Error('Le run de la pull request a échoué (voir ci-dessus).');

title('L’aperçu, ouvert comme un collègue l’ouvrirait (la version envoyée, sur workerd)');
const alias = previewAliasOf(BRANCH, workerName('entreprises'));
const uploads = (await readFile(join(work, 'cloudflare-state', 'ecole-entreprises.ndjson'), 'utf8'))
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line));
const upload = uploads.findLast((line: { preview?: string }) => line.preview === alias) as { versionId: string; tag: string; message: string };
console.log(`version ${upload.versionId}, étiquette ${upload.tag}, message « ${upload.message} »`);
const config = JSON.parse(await readFile(join(checkout, '.deploy/cloudflare/entreprises', `preview-${alias}.wrangler.json`), 'utf8')) as WranglerConfig;
const preview = await startAppWorker({
  ...config,
  assets: { ...(config.assets as object), directory: join(work, 'cloudflare', 'entreprises', 'versions', upload.versionId) },
});
const page = await fetch(`${preview.url}/tpe`, { redirect: 'manual' });
const body = await page.text();
console.log(`GET /tpe → ${page.status}, nouvelle phrase : ${body.includes(after) ? 'oui' : 'NON'}`);
console.log(`X-Robots-Tag: ${page.headers.get('X-Robots-Tag')} (${page.headers.get('X-Robots-Tag') === PREVIEW_ROBOTS ? 'noindex' : 'MANQUE'})`);
console.log(`Content-Security-Policy: ${page.headers.get('Content-Security-Policy')}`);
const other = await fetch(`${preview.url}/formation-ia`, { redirect: 'manual' });
console.log(`GET /formation-ia → ${other.status} ${other.headers.get('Location')}`);
const live = await (await fetch(`${site}/tpe`)).text();
console.log(`Le site en ligne, pendant ce temps : nouvelle phrase sur /tpe : ${live.includes(after) ? 'OUI (ne devrait pas)' : 'non'}`);
await preview.close();

title('La fusion dans main : le workflow de la poussée');
git(['checkout', '--quiet', mainBranch]);
git(['merge', '--quiet', '--ff-only', BRANCH]);
await freshJob();
const push = await sh('npm', ['run', '--silent', 'ci:local', '--', '--event', 'push', '--base', base, ...runnerArgs], machine, true);
const served = await (await fetch(`${site}/tpe`)).text();
console.log(`\nGET ${site}/tpe : nouvelle phrase : ${served.includes(after) ? 'oui' : 'NON'}`);

title('Un retour arrière depuis un autre checkout vide (l’historique vient de Cloudflare)');
await sh('npm', ['run', '--silent', 'rollback', '--', 'entreprises', '--target', 'cloudflare', '--to', join(work, 'rollback-job')], buildEnv, true);
await sh('npm', ['run', '--silent', 'release:status', '--', '--target', 'cloudflare', '--to', join(work, 'status-job')], buildEnv, true);
await new Promise((done) => setTimeout(done, 1500));
const back = await (await fetch(`${site}/tpe`)).text();
console.log(`GET ${site}/tpe après le retour arrière : nouvelle phrase : ${back.includes(after) ? 'OUI (ne devrait pas)' : 'non, la phrase d’avant'}`);

await edge.close();
await api.close();
title(`Fin : pull request ${pr === 0 ? 'passée' : 'ÉCHEC'}, main ${push === 0 ? 'passée' : 'ÉCHEC'} (dossier de l’essai : ${work})`);
process.exit(push === 0 ? 0 : 1);
