/**
 * Dated content (DESIGN.md §2.7): a page that exports `pageAsOf(day)` (the next AI-course session,
 * the next intake, the pay grid and the aid of the year) is prerendered as of the build's day, so
 * it goes stale while nobody releases. `npm run refresh-dated` rebuilds and releases the apps whose
 * dated pages say something else today than on the day of their latest release (issue 35, point 4).
 */
import { createHash } from 'node:crypto';
import { loadPageModules } from '@ecole/content/pages/pageModules';
import type { AppName } from '@ecole/routes';
import type { ReleaseManifest } from './store.ts';

/** A digest of what `app`'s dated pages say as of `asOf`; `undefined` for an app without dated page. */
export async function datedDigest(app: AppName, asOf: string): Promise<string | undefined> {
  const dated = (await loadPageModules()).filter((entry) => entry.app === app && entry.module.pageAsOf);
  if (dated.length === 0) return undefined;
  const hash = createHash('sha256');
  for (const entry of dated) hash.update(`${entry.slug}\n${JSON.stringify(entry.module.pageAsOf!(asOf))}\n`);
  return hash.digest('hex');
}

export type RefreshVerdict = { app: AppName; refresh: false; why: string } | { app: AppName; refresh: true; why: string; from?: string; to: string };

/**
 * Whether `app`'s latest release must be rebuilt for `today`: only when its dated pages changed
 * since the day it was built as of (an app without dated page, or without release, is left alone).
 */
export async function refreshVerdict(app: AppName, latest: ReleaseManifest | undefined, today: string): Promise<RefreshVerdict> {
  const now = await datedDigest(app, today);
  if (now === undefined) return { app, refresh: false, why: 'aucune page datée' };
  if (!latest) return { app, refresh: false, why: `aucune release : la première se fait à la main (npm run release -- ${app})` };
  if (!latest.asOf) return { app, refresh: true, why: `release ${latest.id} sans date de contenu (antérieure à ce contrôle)`, to: today };
  if (latest.asOf === today) return { app, refresh: false, why: `release ${latest.id} déjà datée du ${today}` };
  if ((await datedDigest(app, latest.asOf)) === now) {
    return { app, refresh: false, why: `pages datées identiques au ${latest.asOf} et au ${today} (release ${latest.id})` };
  }
  return { app, refresh: true, why: `pages datées changées depuis le ${latest.asOf} (release ${latest.id})`, from: latest.asOf, to: today };
}
