/**
 * `npm run release:check -- --url <site>`, the byte check (issue 38): every page of every app, as
 * the live site serves it, against the file of the release it says it is. The real edge rewrites
 * pages the local one does not (Cloudflare's e-mail obfuscation, Auto Minify, Rocket Loader): a
 * page that does not work without JavaScript any more, or bytes nobody released, fail the check,
 * naming the route and what changed.
 *
 * The only stamp a page carries, its `release` meta, is written into the release's own file
 * (store.ts), so the live body must be the file byte for byte: there is nothing to mask.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type AppName, findRoute, htmlFileOf } from '@ecole/routes';
import { CLIENT_DIR, listReleases, type ReleaseManifest, releaseDir } from './store.ts';

/** What Cloudflare's « Email Address Obfuscation » leaves in a page, and what it means. */
export const OBFUSCATION_MARKERS = ['/cdn-cgi/l/email-protection', '__cf_email__', 'data-cfemail', 'email-decode.min.js'] as const;

export interface BodyProblem {
  app: AppName;
  route: string;
  /** What differs, in French. */
  difference: string;
}

export type FetchBody = (url: string, init?: { headers?: Record<string, string> }) => Promise<{ status: number; arrayBuffer(): Promise<ArrayBuffer> }>;

const count = (text: string, needle: string) => text.split(needle).length - 1;

/** Each `<script …>` opening tag, as written (the src or the type Rocket Loader rewrites are in it). */
const scriptTags = (html: string) => html.match(/<script\b[^>]*>/gi) ?? [];

/** The tags of `served` that `released` does not have, counted with their repetitions. */
function injected(released: string[], served: string[]): string[] {
  const left = [...released];
  return served.filter((tag) => {
    const at = left.indexOf(tag);
    if (at === -1) return true;
    left.splice(at, 1);
    return false;
  });
}

/** Line and column (from 1) of a byte offset. */
function position(bytes: Buffer, offset: number): string {
  const before = bytes.subarray(0, offset).toString('utf8');
  const lines = before.split('\n');
  return `ligne ${lines.length}, colonne ${lines.at(-1)!.length + 1}`;
}

const excerpt = (bytes: Buffer, offset: number) => JSON.stringify(bytes.subarray(offset, offset + 40).toString('utf8'));

/**
 * Why `served` is not `released`, in French, or `undefined` when they are the same bytes. Names the
 * rewrites the platform is known for first (they say which zone setting to turn off), then the
 * first byte that differs.
 */
export function describeDifference(released: Buffer, served: Buffer): string | undefined {
  if (released.equals(served)) return undefined;
  const want = released.toString('utf8');
  const got = served.toString('utf8');
  const reasons: string[] = [];
  const markers = OBFUSCATION_MARKERS.filter((marker) => count(got, marker) > count(want, marker));
  if (markers.length > 0) {
    reasons.push(
      `adresses e-mail masquées par Cloudflare (${markers.join(', ')})\u00a0: sans JavaScript le visiteur lit « [email protected] »\u00a0; ` +
        'désactivez « Email Address Obfuscation » dans la zone (Scrape Shield)',
    );
  }
  const extra = injected(scriptTags(want), scriptTags(got));
  if (extra.length > 0)
    reasons.push(
      `script${extra.length > 1 ? 's' : ''} ajouté${extra.length > 1 ? 's' : ''} ou réécrit${extra.length > 1 ? 's' : ''}\u00a0: ${extra.join(' ')}`,
    );
  let offset = 0;
  while (offset < released.length && offset < served.length && released[offset] === served[offset]) offset += 1;
  const sizes = released.length === served.length ? `${served.length} octets des deux côtés` : `${served.length} octets servis pour ${released.length} publiés`;
  reasons.push(
    `premier octet différent à l’octet ${offset} (${position(released, offset)})\u00a0: publié ${excerpt(released, offset)}, servi ${excerpt(served, offset)}\u00a0; ${sizes}`,
  );
  return reasons.join('\u00a0; ');
}

export interface LiveRelease {
  app: AppName;
  /** The release id the live page says (`<app>@<id>`), from the drift check. */
  release: string;
}

export interface BodyReport {
  /** Routes whose body was compared, per app. */
  checked: { app: AppName; release: string; routes: number }[];
  problems: BodyProblem[];
}

/**
 * Fetches every page of each live release (its manifest's pages) and compares it with the
 * release's file in the store. A release missing from the store is a problem too: what is live
 * cannot be checked.
 */
export async function checkLiveBodies(baseUrl: string, live: readonly LiveRelease[], store: string, fetchBody: FetchBody = fetch): Promise<BodyReport> {
  const base = baseUrl.replace(/\/+$/, '');
  const report: BodyReport = { checked: [], problems: [] };
  for (const { app, release } of live) {
    const manifest: ReleaseManifest | undefined = (await listReleases(store, app)).find((stored) => stored.id === release);
    if (!manifest) {
      report.problems.push({
        app,
        route: '—',
        difference: `la release ${release} en ligne n’est pas dans le magasin ${store}\u00a0: ses pages ne peuvent pas être comparées`,
      });
      continue;
    }
    // The routes: a running experiment's variants (issue 37) have no address of their own, the
    // router serves them in their page's place to arrivals from outside only.
    const routes = manifest.pages.filter((page) => findRoute(page) !== undefined);
    const results = await Promise.all(
      routes.map(async (route): Promise<BodyProblem | undefined> => {
        const released = await readFile(join(releaseDir(store, app, release), CLIENT_DIR, htmlFileOf(route)));
        let response: Awaited<ReturnType<FetchBody>>;
        try {
          // A step inside the site (its own referrer): the page as released, never an experiment's draw.
          response = await fetchBody(`${base}${route}`, { headers: { referer: `${base}/` } });
        } catch (error) {
          return { app, route, difference: `injoignable (${(error as Error).message})` };
        }
        if (response.status !== 200) return { app, route, difference: `répond ${response.status}` };
        const difference = describeDifference(released, Buffer.from(await response.arrayBuffer()));
        return difference ? { app, route, difference } : undefined;
      }),
    );
    report.checked.push({ app, release, routes: routes.length });
    report.problems.push(...results.filter((problem): problem is BodyProblem => problem !== undefined));
  }
  return report;
}

export function formatBodyReport(report: BodyReport, baseUrl: string): string {
  const routes = report.checked.reduce((sum, app) => sum + app.routes, 0);
  const lines = [`Pages servies par ${baseUrl} comparées octet par octet aux fichiers des releases\u00a0:`];
  for (const app of report.checked) lines.push(`  ${app.app}@${app.release}\u00a0: ${app.routes} page${app.routes > 1 ? 's' : ''}`);
  if (report.problems.length === 0) {
    lines.push(`✓ ${routes} pages identiques aux releases, octet pour octet.`);
  } else {
    lines.push(`✗ Réécritures (${report.problems.length})\u00a0:`);
    for (const problem of report.problems) lines.push(`  • ${problem.route} («\u00a0${problem.app}\u00a0»)\u00a0: ${problem.difference}`);
  }
  return lines.join('\n');
}
