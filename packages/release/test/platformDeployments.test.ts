import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readHistory } from '../src/deployTree.ts';
import { runCli } from './support/cli.ts';
import { cloudflareScene } from './support/cloudflareScene.ts';

const APP = 'entreprises';
const { to, api, env, a, b } = await cloudflareScene(APP, 'ecole-platform-');
const status = async (extra: NodeJS.ProcessEnv = {}) => {
  const run = await runCli(['status', '--to', to, '--target', 'cloudflare'], { env: { ...env, ...extra } });
  return { code: run.code, output: run.stdout + run.stderr };
};

// Bounds against a hang only: two deploys and a status as child processes on a loaded 2-core machine.
const HANG = 300_000;

describe('release:status --target cloudflare asks Cloudflare which version serves', () => {
  it(
    'each deploy records the Worker version wrangler made; the platform agrees with the history',
    async () => {
      for (const release of [a, b]) {
        const deploy = await runCli(['deploy', APP, '--release', release.id, '--to', to, '--target', 'cloudflare'], { env });
        expect(deploy.code, deploy.stdout + deploy.stderr).toBe(0);
      }
      const history = await readHistory(join(to, 'cloudflare'), APP);
      expect(history.map((entry) => entry.versionId)).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/), expect.stringMatching(/^[0-9a-f-]{36}$/)]);
      const run = await status();
      expect(run.code, run.output).toBe(0);
      expect(run.output).toContain(`Cloudflare      Cloudflare sert la version ${history[1]!.versionId} (envoi par wrangler le `);
      expect(run.output).toContain(`par ci@cfa-exemple.fr)\u00a0: release ${b.id}, comme l’historique`);
      // Apps never deployed: the platform has no such Worker (10007), nothing to disagree with.
      expect(run.output).not.toContain('illisible');
      expect(api.requests).toContain('GET /client/v4/accounts/compte-de-test/workers/scripts/ecole-entreprises/deployments');
    },
    HANG,
  );

  it(
    'a rollback made in the dashboard shows: the release it put back, who, when; the status exits 1',
    async () => {
      const history = await readHistory(join(to, 'cloudflare'), APP);
      api.dashboardRollback('ecole-entreprises', history[0]!.versionId!, 'camille@cfa-exemple.fr');
      const run = await status();
      expect(run.code, run.output).toBe(1);
      expect(run.output).toContain(`✗ Cloudflare    Cloudflare sert la version ${history[0]!.versionId} (retour arrière dans le tableau de bord le `);
      expect(run.output).toContain(`par camille@cfa-exemple.fr)\u00a0: release ${a.id}, pas ${b.id} comme le dit l’historique`);
      expect(run.output).toContain('✗ À corriger\u00a0: «\u00a0entreprises\u00a0»');
    },
    HANG,
  );

  it(
    'a token the API refuses: said, with the API’s own error',
    async () => {
      const run = await status({ CLOUDFLARE_API_TOKEN: 'mauvais-jeton' });
      expect(run.code).toBe(1);
      expect(run.output).toContain(
        'illisible\u00a0: l’API Cloudflare refuse la liste des déploiements de ecole-entreprises (HTTP 403\u00a0: 10000 Authentication error)',
      );
    },
    HANG,
  );

  it(
    'without a token: the deployed folders only, and it says Cloudflare was not asked',
    async () => {
      const run = await status({ CLOUDFLARE_API_TOKEN: '' });
      expect(run.output).toContain('Cloudflare n’est pas interrogé sans CLOUDFLARE_API_TOKEN et CLOUDFLARE_ACCOUNT_ID');
      expect(run.output).not.toContain('Cloudflare sert');
    },
    HANG,
  );
});
