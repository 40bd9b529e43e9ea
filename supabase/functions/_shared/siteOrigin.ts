// The site's origin (SITE_ORIGIN, a secret of the functions, e.g. `https://www.ecole-connectee.fr`):
// where the form's redirects go and what the links of a mail start with. Configuration, never read
// from a request: no open redirect, no link a caller can point elsewhere.

import type { GetEnv } from "./mailConfig.ts";
import { isPlaceholder } from "./placeholders.ts";

/**
 * SITE_ORIGIN (an http(s) origin), else "" (a path, right only for the local stand-in). Never
 * `.env.example`'s example (issue 33): visitors and staff would be sent to a stranger's site.
 */
export function siteOrigin(getEnv: GetEnv): { ok: true; origin: string } | { ok: false } {
  const raw = getEnv("SITE_ORIGIN")?.trim() ?? "";
  if (raw === "") return { ok: true, origin: "" };
  if (isPlaceholder("SITE_ORIGIN", raw)) return { ok: false };
  if (!URL.canParse(raw)) return { ok: false };
  const url = new URL(raw);
  if (!/^https?:$/.test(url.protocol) || url.origin !== raw.replace(/\/+$/, "")) {
    return { ok: false };
  }
  return { ok: true, origin: url.origin };
}
