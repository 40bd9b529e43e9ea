import { chromeStamp } from '@ecole/app-build/chromeStamp';
import { describe, expect, it } from 'vitest';
import { compareChrome, formatDriftReport, type LiveApp, readLiveApps } from '../src/driftCheck.ts';
import { pageHtml } from './support/builds.ts';

const live = (app: LiveApp['app'], release: string, parts = chromeStamp(app).parts): LiveApp => ({ app, page: '/', release, chrome: 'x', parts });

describe('the chrome drift check', () => {
  it('passes when every app shows the same parts (the chrome-less landing has fewer)', () => {
    const report = compareChrome([live('site', '20261101-000000-a'), live('formation-ia', '20261102-000000-b'), live('entreprises', '20261103-000000-c')]);
    expect(report.problems).toEqual([]);
    expect(report.redeploy).toEqual([]);
    expect(formatDriftReport(report, 'https://www.exemple.fr')).toContain('✓ Les applications s’accordent');
  });

  it('names the app behind the most recent release, part by part, and only the apps that show that part', () => {
    const changedFooter = { ...chromeStamp('entreprises').parts, footer: 'ffffffff' };
    const report = compareChrome([
      live('site', '20261101-000000-a'),
      live('formation-ia', '20261101-000000-b'),
      live('entreprises', '20261125-120000-c', changedFooter),
    ]);
    expect(report.redeploy).toEqual(['site']);
    expect(report.problems).toEqual([
      '« site » (release 20261101-000000-a) : le pied de page diffère de celui de « entreprises » (release 20261125-120000-c, la plus récente) ; redéployez « site ».',
    ]);
    const text = formatDriftReport(report, 'https://www.exemple.fr');
    expect(text).toContain('✗ Dérive (1)');
    expect(text).toContain('À redéployer : site');
  });

  it('names an app that does not answer or has no stamp', () => {
    const report = compareChrome([
      live('site', '20261101-000000-a'),
      { app: 'formation-ia', page: '/formation-ia', parts: {}, error: 'répond 503 sur /formation-ia' },
      live('entreprises', '20261101-000000-c'),
    ]);
    expect(report.redeploy).toEqual(['formation-ia']);
    expect(report.problems[0]).toBe('« formation-ia » répond 503 sur /formation-ia : déployez-la.');
  });

  it('reads each app’s first page from the live site', async () => {
    const pages: Record<string, { status: number; body: string }> = {
      'https://www.exemple.fr/': { status: 200, body: pageHtml('site', 'Accueil', { release: 'site@20261101-000000-a' }) },
      'https://www.exemple.fr/formation-ia': { status: 200, body: pageHtml('formation-ia', 'IA', { release: 'formation-ia@20261101-000000-b' }) },
      'https://www.exemple.fr/entreprises': { status: 200, body: '<html><head><title>ancienne</title></head></html>' },
      'https://www.exemple.fr/equipe': { status: 200, body: pageHtml('equipe', 'Espace équipe', { release: 'equipe@20261128-000000-c' }) },
    };
    const apps = await readLiveApps('https://www.exemple.fr/', async (url) => ({ status: pages[url]!.status, text: async () => pages[url]!.body }));
    expect(apps.map((app) => [app.app, app.release, app.error])).toEqual([
      ['site', '20261101-000000-a', undefined],
      ['formation-ia', '20261101-000000-b', undefined],
      ['entreprises', undefined, '/entreprises n’a pas d’estampille de release (construite avant les releases ?)'],
      ['equipe', '20261128-000000-c', undefined],
    ]);
    expect(apps[0]!.parts).toEqual(chromeStamp('site').parts);
  });
});
