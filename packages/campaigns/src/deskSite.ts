/**
 * What the desk's link maker must know of the public site (issue 37), computed once when the desk
 * is built (deskViteConfig.js imports this module through Vite's module runner): the origin a
 * tracked link carries, whether it is still the provisional one, and the pages a campaign may land
 * on. Evaluated at import (top-level await): the runner closes once the import returns, and the
 * pages are loaded by dynamic imports that need it open. Node only.
 */
import { indexableLandings, isProvisionalOrigin, publicOrigin } from './landings.ts';

const origin = publicOrigin(process.env);

export const DESK_CAMPAIGN_SITE = {
  origin,
  provisional: isProvisionalOrigin(origin),
  landings: [...(await indexableLandings())].sort(),
};
