/**
 * `npm run rollback -- <app> --target cloudflare` is Cloudflare's instant rollback (issue 38): a new
 * deployment of the Worker version the earlier release was uploaded as, nothing uploaded again,
 * through a local fake of the documented API (test/support/fakeCloudflareApi.ts), with deploys
 * made by the fake wrangler; `release:status` then shows Cloudflare serving that version.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readHistory } from '../src/deployTree.ts';
import { runCli } from './support/cli.ts';
import { cloudflareScene } from './support/cloudflareScene.ts';

const APP = 'entreprises';
const { to, state, api, env, a, b } = await cloudflareScene(APP, 'ecole-instant-rollback-');

const cli = async (args: string[]) => {
  const run = await runCli(args, { env });
  return { code: run.code, output: run.stdout + run.stderr };
};
const deploy = (id: string) => cli(['deploy', APP, '--release', id, '--to', to, '--target', 'cloudflare']);
const rollback = (...extra: string[]) => cli(['rollback', APP, '--to', to, '--target', 'cloudflare', ...extra]);
const status = () => cli(['status', '--to', to, '--target', 'cloudflare']);
/** The uploads the fake wrangler made: each one a new Worker version. */
const uploads = async () =>
  (await readFile(join(state, 'ecole-entreprises.ndjson'), 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { versionId: string; assets?: string })
    .filter((line) => line.assets !== undefined);
const history = () => readHistory(join(to, 'cloudflare'), APP);

// Bounds against a hang only: several commands as child processes on a loaded 2-core machine.
const HANG = 300_000;

describe('npm run rollback -- entreprises --target cloudflare', () => {
  it(
    'makes the earlier release’s Worker version live again through the API, uploads nothing; the status shows it',
    async () => {
      for (const release of [a, b]) expect((await deploy(release.id)).code).toBe(0);
      const [versionA] = (await history()).map((entry) => entry.versionId);
      expect(versionA).toMatch(/^[0-9a-f-]{36}$/);

      const run = await rollback();
      expect(run.code, run.output).toBe(0);
      expect(run.output).toContain(`Retour arrière de « ${APP} » : ${b.id} → ${a.id} (retour instantané de Cloudflare à la version ${versionA})`);
      expect(run.output).toContain(`version ${versionA} à 100\u00a0%, en ligne (rien n’a été renvoyé)`);
      expect(api.posted.at(-1)).toEqual({
        strategy: 'percentage',
        versions: [{ version_id: versionA, percentage: 100 }],
        annotations: { 'workers/message': `npm run rollback : retour à ${a.id}` },
      });
      expect(await uploads()).toHaveLength(2);
      expect((await history()).at(-1)).toMatchObject({ release: a.id, action: 'rollback', versionId: versionA });

      const shown = await status();
      expect(shown.code, shown.output).toBe(0);
      expect(shown.output).toMatch(new RegExp(`en ligne {8}${a.id} depuis le .* \\(retour arrière\\)`));
      expect(shown.output).toContain(`Cloudflare      Cloudflare sert la version ${versionA} (déploiement par l’API le `);
      expect(shown.output).toContain(`\u00a0: release ${a.id}, comme l’historique`);
    },
    HANG,
  );

  it(
    'a rollback the API refuses (a secret changed since): said with what to do, nothing changes',
    async () => {
      expect((await deploy(b.id)).code).toBe(0);
      const before = await history();
      api.refuseNextDeployment({ code: 10220, message: 'A secret has changed since this version was deployed' });
      const run = await rollback();
      expect(run.code).toBe(1);
      expect(run.output).toContain(
        `l’API Cloudflare refuse le retour arrière de ecole-entreprises à la version ${before[0]!.versionId} (HTTP 400\u00a0: 10220 A secret has changed since this version was deployed).`,
      );
      expect(run.output).toContain('--redeploy');
      expect(await history()).toEqual(before);
      const shown = await status();
      expect(shown.code, shown.output).toBe(0);
      expect(shown.output).toContain(`\u00a0: release ${b.id}, comme l’historique`);
    },
    HANG,
  );

  it(
    '--dry-run says what Cloudflare would receive and sends nothing',
    async () => {
      const before = await history();
      const posts = api.posted.length;
      const run = await rollback('--dry-run');
      expect(run.code, run.output).toBe(0);
      expect(run.output).toContain(`--dry-run : Cloudflare recevrait un déploiement de la version ${before[0]!.versionId} de ecole-entreprises à 100\u00a0%`);
      expect(api.posted).toHaveLength(posts);
      expect(await history()).toEqual(before);
    },
    HANG,
  );

  it(
    '--redeploy uploads the earlier release again, as a new Worker version',
    async () => {
      const run = await rollback('--redeploy');
      expect(run.code, run.output).toBe(0);
      expect(await uploads()).toHaveLength(4);
      const last = (await history()).at(-1)!;
      expect(last).toMatchObject({ release: a.id, action: 'rollback' });
      expect(last.versionId).toBe((await uploads()).at(-1)!.versionId);
      expect((await status()).code).toBe(0);
    },
    HANG,
  );
});
