/**
 * A rollback from CI has a history (issue 38): a CI checkout's `.deploy/cloudflare` starts empty, so
 * `rollback --target cloudflare` and `release:status --target cloudflare` read the releases from
 * Cloudflare itself: each upload tags its Worker version with the release (`--tag`, `--message`),
 * the Versions API gives the tags back, the Deployments API says which version served when. Against
 * the local fake of the documented API (test/support/fakeCloudflareApi.ts).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PlatformDeployment } from '../src/platformDeployments.ts';
import { platformHistory, platformRollbackTarget } from '../src/platformHistory.ts';
import { listVersions, namesOf, type PlatformVersion, versionAnnotations } from '../src/platformVersions.ts';
import { runCli } from './support/cli.ts';
import { cloudflareScene } from './support/cloudflareScene.ts';

const APP = 'entreprises';
const { work, api, env, a, b } = await cloudflareScene(APP, 'ecole-platform-history-');
const cli = async (args: string[], extra: NodeJS.ProcessEnv = {}) => {
  const run = await runCli(args, { env: { ...env, ...extra } });
  return { code: run.code, output: run.stdout + run.stderr };
};

// Bounds against a hang only: commands as child processes on a loaded 2-core machine.
const HANG = 300_000;

const deployment = (id: string, versionId: string, at: string, extra: Partial<PlatformDeployment> = {}): PlatformDeployment => ({
  id,
  created_on: at,
  source: 'wrangler',
  strategy: 'percentage',
  versions: [{ version_id: versionId, percentage: 100 }],
  ...extra,
});
/** A version as the Versions API lists it, uploaded with the annotations a deploy gives it. */
function version(id: string, release: string, appVersion: string): PlatformVersion {
  const { tag, message } = versionAnnotations(APP, { id: release, version: appVersion });
  return {
    id,
    metadata: { created_on: '2026-11-20T10:00:00Z', source: 'wrangler' },
    annotations: { 'workers/triggered_by': 'upload', 'workers/tag': tag, 'workers/message': message },
  };
}

describe('the release a Worker version is, from its annotations', () => {
  it('the tag is the release id, the message names the app and its version, within the API’s 100 bytes', () => {
    expect(versionAnnotations(APP, { id: '20261128-150000-abc1234', version: '1.0.1' })).toEqual({
      tag: '20261128-150000-abc1234',
      message: 'entreprises@1.0.1 (release 20261128-150000-abc1234)',
    });
    const long = versionAnnotations(APP, { id: `20261128-150000-${'x'.repeat(120)}`, version: '1.0.1' }, true);
    expect(Buffer.byteLength(long.message)).toBeLessThanOrEqual(100);
    expect(namesOf(version('v1', 'r1', '2.0.0'))).toEqual({ release: 'r1', appVersion: '2.0.0', rollback: false });
    // A version uploaded by hand or from the dashboard names nothing.
    expect(namesOf({ id: 'v9', annotations: { 'workers/triggered_by': 'upload' } })).toEqual({ rollback: false });
  });

  it('the deployments, oldest first: a version deployed again is a rollback; the target follows our history’s rule', () => {
    // As the API lists them: the latest (serving) first. r2 was rolled back in the dashboard, then r3 deployed.
    const deployments = [
      deployment('d4', 'v3', '2026-11-20T13:00:00Z'),
      deployment('d3', 'v1', '2026-11-20T12:00:00Z', { source: 'dash', annotations: { 'workers/triggered_by': 'rollback' } }),
      deployment('d2', 'v2', '2026-11-20T11:00:00Z'),
      deployment('d1', 'v1', '2026-11-20T10:00:00Z'),
    ];
    const versions = [version('v3', 'r3', '1.1.0'), version('v2', 'r2', '1.0.1'), version('v1', 'r1', '1.0.0')];
    const entries = platformHistory(deployments, versions);
    expect(entries.map((entry) => [entry.release, entry.appVersion, entry.action])).toEqual([
      ['r1', '1.0.0', 'deploy'],
      ['r2', '1.0.1', 'deploy'],
      ['r1', '1.0.0', 'rollback'],
      ['r3', '1.1.0', 'deploy'],
    ]);
    // Back from r3 goes to what was live before it: r1, through its version v1 (nothing uploaded).
    expect(platformRollbackTarget(entries)).toMatchObject({ release: 'r1', versionId: 'v1' });
    // Once back on r1, nothing earlier than r1's own deploy.
    expect(platformRollbackTarget(entries.slice(0, 3))).toBeUndefined();
  });
});

describe('from a CI checkout: an empty deploy folder, Cloudflare’s history', () => {
  it(
    'release:status shows the release and version Cloudflare serves, and where a rollback would go',
    async () => {
      // Two earlier CI runs (another checkout each: here, another folder) deployed a, then b.
      for (const release of [a, b]) {
        const deploy = await cli(['deploy', APP, '--release', release.id, '--to', join(work, `run-${release.id}`), '--target', 'cloudflare']);
        expect(deploy.code, deploy.output).toBe(0);
      }
      const versions = await listVersions({ accountId: 'compte-de-test', token: 'jeton-de-test', apiBase: api.url }, 'ecole-entreprises');
      expect(versions.map((each) => each.annotations?.['workers/tag'])).toEqual([b.id, a.id]);
      expect(api.requests).toContain('GET /client/v4/accounts/compte-de-test/workers/scripts/ecole-entreprises/versions?deployable=true');

      const status = await cli(['status', '--to', join(work, 'ci-status'), '--target', 'cloudflare']);
      expect(status.code, status.output).toBe(0);
      expect(status.output).toContain(
        `\u00a0: release ${b.id}, version ${b.version}\u00a0; pas d’historique local (un checkout de CI)\u00a0: celui de Cloudflare fait foi`,
      );
      expect(status.output).toContain(`  version         ${b.version} (d’après Cloudflare)`);
      expect(status.output).toMatch(
        new RegExp(`retour arrière {2}release ${a.id}, version ${a.version}, version Worker [0-9a-f-]{36} \\(d’après Cloudflare\\)`),
      );
    },
    HANG,
  );

  it(
    'rollback --target cloudflare finds the previous release on Cloudflare and makes its version live again, uploading nothing',
    async () => {
      const versionA = (await listVersions({ accountId: 'compte-de-test', token: 'jeton-de-test', apiBase: api.url }, 'ecole-entreprises')).find(
        (each) => each.annotations?.['workers/tag'] === a.id,
      )!.id;
      // A CI job: its deploy folder and its release store both start empty.
      const run = await cli(['rollback', APP, '--to', join(work, 'ci-rollback'), '--target', 'cloudflare'], { RELEASES_DIR: join(work, 'ci-store') });
      expect(run.code, run.output).toBe(0);
      expect(run.output).toContain(`Retour arrière de « ${APP} » : ${b.id} → ${a.id} (retour instantané de Cloudflare à la version ${versionA})`);
      expect(run.output).toContain('seul Cloudflare le garde');
      expect(api.posted.at(-1)).toEqual({
        strategy: 'percentage',
        versions: [{ version_id: versionA, percentage: 100 }],
        annotations: { 'workers/message': `npm run rollback : retour à ${a.id}` },
      });

      const status = await cli(['status', '--to', join(work, 'ci-after'), '--target', 'cloudflare']);
      expect(status.code, status.output).toBe(0);
      expect(status.output).toContain(`Cloudflare sert la version ${versionA} (déploiement par l’API le `);
      expect(status.output).toContain(`\u00a0: release ${a.id}, version ${a.version}\u00a0; pas d’historique local`);
      expect(status.output).toContain('retour arrière  aucune release précédente (d’après Cloudflare)');
    },
    HANG,
  );
});
