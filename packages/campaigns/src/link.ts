import { findRedirect, findRoute } from '@ecole/routes';
import { UTM_VALUE } from '@ecole/supabase/contact-contract';

/**
 * Why a tracked link cannot be made, in French. Plain `Error`: the desk's link maker (a browser)
 * shows it as the command does (the command exits 1 with it, linkCommand.ts).
 */
export class LinkError extends Error {
  override name = 'LinkError';
}

/** The five parameters of a tracked link (Google Analytics' names, read by every tool). */
export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type Utm = { source: string; medium: string; campaign: string; term?: string; content?: string };

/**
 * What a campaign value may hold: lower-case letters, digits, `-`, `_` and `.`, up to 100
 * characters. Kept plain so the link reads well on print and groups cleanly in the report
 * (`Salon Laval` and `salon-laval` would be two campaigns). The contact contract's, which the
 * visit counters and public.campaign_label check too (issue 37).
 */
export { UTM_VALUE };

/**
 * Checks a landing path against the route table and the pages' `noindex`, and the parameters,
 * then builds the tracked URL on the public origin. Throws `LinkError` with the reason in French;
 * `fieldName` names a parameter as the reader typed it (`--source` in the command, « Source » on
 * the desk).
 */
export function campaignUrl(path: string, utm: Utm, options: { origin: string; indexable: ReadonlySet<string>; fieldName?: (key: UtmKey) => string }): string {
  if (!path.startsWith('/')) throw new LinkError(`Le chemin doit commencer par « / » (par exemple /tpe) : « ${path} ».`);
  if (/[?#]/.test(path)) {
    throw new LinkError(`Donnez le chemin seul, sans « ? » ni « # » : les paramètres de campagne sont ajoutés par l’outil (« ${path} »).`);
  }
  const redirect = findRedirect(path);
  if (redirect) {
    throw new LinkError(`« ${path} » est une ancienne adresse, redirigée vers « ${redirect.to} » : faites le lien vers ${redirect.to}.`);
  }
  const route = findRoute(path);
  if (!route) throw new LinkError(`« ${path} » n’est pas une page du site (absente de la table des routes, @ecole/routes).`);
  if (route.path !== path) throw new LinkError(`Écrivez l’adresse de la page sans « / » final : ${route.path}`);
  if (!options.indexable.has(route.path)) {
    throw new LinkError(`« ${path} » est exclue des moteurs de recherche (noindex) : ce n’est pas une page d’arrivée pour une campagne.`);
  }

  for (const key of UTM_KEYS) {
    const value = utm[key];
    if (value === undefined) continue;
    if (!UTM_VALUE.test(value)) {
      throw new LinkError(
        `Valeur refusée pour ${(options.fieldName ?? ((name) => `--${name}`))(key)} : « ${value} ». Utilisez des minuscules sans accent, des chiffres et des tirets (par exemple salon-laval), 100 caractères au plus.`,
      );
    }
  }

  const url = new URL(path, options.origin);
  for (const key of UTM_KEYS) {
    const value = utm[key];
    if (value !== undefined) url.searchParams.set(`utm_${key}`, value);
  }
  return url.href;
}

/** `/tpe` + its campaign → `tpe--salon-laval--print--rentree-2026` (the QR code files' name). */
export function fileBaseName(path: string, utm: Utm): string {
  const page = path === '/' ? 'accueil' : path.slice(1).replaceAll('/', '-');
  return [page, utm.source, utm.medium, utm.campaign, utm.term, utm.content].filter(Boolean).join('--');
}
