/**
 * Cookie-free experiments at the router (issue 37, point 3; packages/content/src/experiments.ts):
 * for a page under a running experiment, each visit that arrives from outside the site (the visit
 * count's own rule, @ecole/supabase/campaign-visits `isFromOutside`) gets one of its two variants,
 * drawn at random, served in the page's place with `Cache-Control: private, no-store` (that HTML
 * only: a shared cache must never hand one visitor's draw to the next, and the browser must ask
 * again at the next arrival), and named in the access log's `variant`. No cookie, no storage, no
 * identifier: a visitor who comes back from outside is drawn again, and a step inside the site
 * (the site's own referrer) gets the page as it is, unmarked. The embedded proxy and the edge run
 * `servedPage` below; nginx gets the same decision written into its configuration (nginx.ts:
 * `split_clients` on `$request_id`, maps on the referrer's host).
 */

import { runningExperiments, VARIANTS, type VariantName, variantKey } from '@ecole/content/experiments';
import { SCHOOL } from '@ecole/content/school';
import { htmlFileOf, variantPathOf } from '@ecole/routes';
import { type Env, readDeploySettings } from '@ecole/settings';
import { isFromOutside, siteHostsOf } from '@ecole/supabase/campaign-visits';
import { CACHE_REVALIDATE, CACHE_VARIANT } from './headers.ts';

/** A running experiment as the router needs it: its page, and each variant's file and log value. */
export interface RoutedExperiment {
  id: string;
  landing: string;
  variants: Record<VariantName, { file: string; key: string }>;
}

/** The running experiments (content's), each with its variants' files beside its page's. */
export function routedExperiments(): RoutedExperiment[] {
  return runningExperiments().map((experiment) => ({
    id: experiment.id,
    landing: experiment.landing,
    variants: Object.fromEntries(
      VARIANTS.map((variant) => [variant, { file: htmlFileOf(variantPathOf(experiment.landing, variant)), key: variantKey(experiment, variant) }]),
    ) as RoutedExperiment['variants'],
  }));
}

/** A number in [0, 1): `Math.random` in production, a seeded one in the tests. */
export type Draw = () => number;

/** Even odds: the sequential test assumes each visit is A's or B's with probability ½. */
export const drawVariant = (draw: Draw): VariantName => (draw() < 0.5 ? 'a' : 'b');

/**
 * A seeded draw (mulberry32): the same sequence for the same seed, for tests that count the split
 * over thousands of visits and must not depend on luck. Never used in production.
 */
export function seededDraw(seed: number): Draw {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The site's own hosts for the router: its public origin's (VITE_SITE_ORIGIN, else the content's),
 * as the visit count names them. The request's own host is added per request (`servedPage`).
 */
export function routerSiteHosts(env: Env = process.env): string[] {
  return [...siteHostsOf(readDeploySettings(env).settings.siteOrigin ?? SCHOOL.origin)];
}

/** What a proxy serves for a page: which file, the variant drawn (`''`: none) and the cache policy. */
export interface ServedPage {
  file: string;
  variant: string;
  cacheControl: string;
  /** The page's own file, served instead when the variant's is missing (a build without it). */
  fallback?: string;
}

/**
 * The one decision the embedded proxy and the edge take for a page (`path`, its file `file`):
 * the page as it is, or, for an arrival from outside on a page under an experiment, a variant
 * drawn with `draw`. `referrerHost` is the access log's (`''` for none), `requestHost` the host the
 * visitor asked for (same-site navigations refer from it, whatever the settings say).
 */
export function servedPage(
  page: { path: string; file: string },
  arrival: { referrerHost: string; requestHost: string },
  context: { experiments: readonly RoutedExperiment[]; siteHosts: readonly string[]; draw: Draw },
): ServedPage {
  const asItIs = { file: page.file, variant: '', cacheControl: CACHE_REVALIDATE };
  const experiment = context.experiments.find((candidate) => candidate.landing === page.path);
  if (experiment === undefined) return asItIs;
  const hosts = new Set([...context.siteHosts, arrival.requestHost.toLowerCase()].filter(Boolean));
  if (!isFromOutside(arrival.referrerHost, hosts)) return asItIs;
  const variant = experiment.variants[drawVariant(context.draw)];
  return { file: variant.file, variant: variant.key, cacheControl: CACHE_VARIANT, fallback: page.file };
}
