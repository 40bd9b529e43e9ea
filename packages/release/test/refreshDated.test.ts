import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { refreshVerdict } from '../src/datedOutput.ts';
import type { ReleaseManifest } from '../src/store.ts';
import { startCli } from './support/cli.ts';

/**
 * `npm run refresh-dated` (issue 35, point 4): what the nightly timer runs. The AI course's data
 * has its session of 23 October 2025 and none later, so /formation-ia said « Prochaine session »
 * built before that day and « Prochaines dates bientôt disponibles » built after it: a release
 * built as of 1 October 2025 is stale on 28 November 2026, one built on the 27th is not.
 */
const store = mkdtempSync(join(tmpdir(), 'ecole-refresh-'));
afterAll(() => rmSync(store, { recursive: true, force: true }));

const manifest = (app: ReleaseManifest['app'], id: string, asOf?: string): ReleaseManifest => ({
  app,
  id,
  createdAt: '2025-10-01T02:00:00.000Z',
  commit: null,
  dirty: false,
  chrome: { digest: 'x', parts: {} as ReleaseManifest['chrome']['parts'] },
  hosts: {},
  production: false,
  ...(asOf ? { asOf } : {}),
  pages: [],
  files: [],
  bytes: 0,
});

describe('which apps the nightly refresh rebuilds', () => {
  it('an app whose dated pages say something else today: the AI course once its session has passed', async () => {
    const verdict = await refreshVerdict('formation-ia', manifest('formation-ia', 'a', '2025-10-01'), '2026-11-28');
    expect(verdict).toMatchObject({ refresh: true, from: '2025-10-01', to: '2026-11-28' });
  });

  it('not one whose dated pages say the same, nor one already as of today, nor one without dated page or release', async () => {
    expect(await refreshVerdict('formation-ia', manifest('formation-ia', 'a', '2026-11-27'), '2026-11-28')).toMatchObject({ refresh: false });
    expect(await refreshVerdict('formation-ia', manifest('formation-ia', 'a', '2026-11-28'), '2026-11-28')).toMatchObject({ refresh: false });
    expect(await refreshVerdict('equipe', manifest('equipe', 'a', '2025-10-01'), '2026-11-28')).toMatchObject({ refresh: false, why: 'aucune page datée' });
    expect(await refreshVerdict('formation-ia', undefined, '2026-11-28')).toMatchObject({ refresh: false });
  });

  it('a release made before releases were dated: rebuilt once, to be sure', async () => {
    expect(await refreshVerdict('formation-ia', manifest('formation-ia', 'a'), '2026-11-28')).toMatchObject({ refresh: true });
  });
});

describe('npm run refresh-dated -- --dry-run', () => {
  it('names the stale app and the ones left alone, in French, and builds nothing', async () => {
    for (const [app, asOf] of [
      ['formation-ia', '2025-10-01'],
      ['equipe', '2025-10-01'],
    ] as const) {
      const dir = join(store, app, '20251001-020000-sans-commit');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'release.json'), JSON.stringify(manifest(app, '20251001-020000-sans-commit', asOf)));
    }
    const run = await startCli(['refresh-dated', '--dry-run'], { env: { RELEASES_DIR: store, SITE_AS_OF: '2026-11-28' } }).done;
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Contenu daté au 2026-11-28 :');
    expect(run.stdout).toContain('↻ formation-ia : pages datées changées depuis le 2025-10-01 (release 20251001-020000-sans-commit)');
    expect(run.stdout).toContain('= equipe : aucune page datée');
    expect(run.stdout).toMatch(/= site : aucune release/);
    expect(run.stdout).toContain('À republier (--dry-run : rien n’est fait) : formation-ia.');
  });
});
