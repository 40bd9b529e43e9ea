/**
 * `npm run release:check`: are the live apps built with the same chrome (route table, tokens,
 * header, footer)? Reads one page of each app from the live site (its `release`, `chrome` and
 * `chrome-parts` metas) and, where a part differs, names the apps to redeploy: those whose part
 * differs from the one in the most recent release.
 */
import { CHROME_PART_LABELS, CHROME_PARTS, type ChromeParts } from '@ecole/app-build/chromeStamp';
import { APP_NAMES, type AppName, routesOf } from '@ecole/routes';
import { readPageStamp } from './pageStamp.ts';
import { isTimedReleaseId } from './store.ts';

export interface LiveApp {
  app: AppName;
  /** The page read (the app's first route). */
  page: string;
  status?: number;
  /** The release id of `<app>@<id>`. */
  release?: string;
  chrome?: string;
  parts: ChromeParts;
  /** Why the app could not be read, in French. */
  error?: string;
}

export type Fetch = (url: string) => Promise<{ status: number; text(): Promise<string> }>;

export async function readLiveApps(baseUrl: string, fetchPage: Fetch = fetch): Promise<LiveApp[]> {
  const base = baseUrl.replace(/\/+$/, '');
  return Promise.all(
    APP_NAMES.map(async (app): Promise<LiveApp> => {
      const page = routesOf(app)[0]!.path;
      let response: Awaited<ReturnType<Fetch>>;
      try {
        response = await fetchPage(`${base}${page}`);
      } catch (error) {
        return { app, page, parts: {}, error: `injoignable (${(error as Error).message})` };
      }
      if (response.status !== 200) return { app, page, status: response.status, parts: {}, error: `répond ${response.status} sur ${page}` };
      const stamp = readPageStamp(await response.text());
      const [owner, release] = stamp.release?.split('@') ?? [];
      if (owner !== app || !release || !stamp.chrome) {
        return { app, page, status: 200, parts: {}, error: `${page} n’a pas d’estampille de release (construite avant les releases ?)` };
      }
      return { app, page, status: 200, release, chrome: stamp.chrome, parts: stamp.chromeParts };
    }),
  );
}

export interface DriftReport {
  apps: LiveApp[];
  /** What differs, in French, one line each. */
  problems: string[];
  /** The apps to redeploy, in the route table's order. */
  redeploy: AppName[];
}

/** Newest first; an unreleased build (`local`) counts as older than any release. */
function byRecency(a: LiveApp, b: LiveApp): number {
  const timed = (live: LiveApp) => (live.release && isTimedReleaseId(live.release) ? live.release : '');
  return timed(b).localeCompare(timed(a));
}

export function compareChrome(apps: readonly LiveApp[]): DriftReport {
  const problems: string[] = [];
  const redeploy = new Set<AppName>();
  for (const live of apps) {
    if (live.error) {
      problems.push(`« ${live.app} » ${live.error} : déployez-la.`);
      redeploy.add(live.app);
    }
  }
  const readable = apps.filter((live) => !live.error);
  for (const part of CHROME_PARTS) {
    const holders = readable.filter((live) => live.parts[part] !== undefined);
    if (new Set(holders.map((live) => live.parts[part])).size <= 1) continue;
    const reference = [...holders].sort(byRecency)[0]!;
    for (const live of holders) {
      if (live.parts[part] === reference.parts[part]) continue;
      problems.push(
        `« ${live.app} » (release ${live.release}) : ${CHROME_PART_LABELS[part]} diffère de celui de « ${reference.app} » ` +
          `(release ${reference.release}, la plus récente) ; redéployez « ${live.app} ».`,
      );
      redeploy.add(live.app);
    }
  }
  return { apps: [...apps], problems, redeploy: APP_NAMES.filter((app) => redeploy.has(app)) };
}

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd(),
  );
}

export function formatDriftReport(report: DriftReport, baseUrl: string): string {
  const rows = [
    ['application', 'page lue', 'release', 'chrome', 'parties'],
    ...report.apps.map((live) => [
      live.app,
      live.page,
      live.release ?? '—',
      live.chrome ?? '—',
      live.error ??
        CHROME_PARTS.filter((part) => live.parts[part])
          .map((part) => `${part}:${live.parts[part]}`)
          .join(' '),
    ]),
  ];
  const lines = [`Releases en ligne sur ${baseUrl} :`, '', ...table(rows), ''];
  if (report.problems.length === 0) {
    lines.push('✓ Les applications s’accordent : même table des routes, mêmes jetons, même en-tête et même pied de page.');
  } else {
    lines.push(`✗ Dérive (${report.problems.length}) :`, ...report.problems.map((problem) => `  • ${problem}`));
    lines.push('', `À redéployer : ${report.redeploy.join(', ')} (npm run release -- <app>, puis npm run deploy -- <app>).`);
  }
  return lines.join('\n');
}
