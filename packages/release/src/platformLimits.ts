/**
 * The edge platform's limits, guarded before they bite (issue 38, point 4): Cloudflare refuses a
 * Worker version with more static asset files than its plan allows (retained releases' assets
 * count too: a deployment carries them), refuses a variable over 5 KB (`FALLBACK_HTML` grows with
 * the school's contact details), and Workers Logs sampling below 1 loses access-log lines the
 * campaign report counts. `npm run deploy -- … --target cloudflare` checks them before wrangler
 * runs; the unit suite checks the real router configuration.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { WranglerConfig } from '@ecole/proxy';
import { CLOUDFLARE_ASSETS_IGNORE } from './cloudflare.ts';

export type CloudflarePlan = 'free' | 'paid';

/** Static asset files per Worker version (Workers Free / Workers Paid). */
export const ASSET_FILE_LIMITS: Readonly<Record<CloudflarePlan, number>> = { free: 20_000, paid: 100_000 };
/** A Worker variable's size, in bytes of UTF-8 (« 5 KB »). */
export const VARIABLE_LIMIT_BYTES = 5 * 1024;
/** From this share of a limit on, a warning. */
export const WARNING_SHARE = 0.8;

/** The plan the limits are read for: `CLOUDFLARE_PLAN=paid`, else the free plan's, the stricter. */
export function planOf(env: NodeJS.ProcessEnv = process.env): CloudflarePlan {
  return env.CLOUDFLARE_PLAN === 'paid' ? 'paid' : 'free';
}

export interface LimitCheck {
  /** What goes wrong past the limit, in French: the deploy refuses. */
  problems: string[];
  /** Past 80 % of a limit, in French. */
  warnings: string[];
}

const percent = (share: number) => `${Math.round(share * 100)}\u00a0%`;
const ignored = (name: string) => CLOUDFLARE_ASSETS_IGNORE.some((pattern) => name.endsWith(pattern.slice(1)));

/** The files Cloudflare would be sent of a deployment folder (its `.assetsignore` patterns left out). */
export async function uploadedFileCount(folder: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) count += await uploadedFileCount(join(folder, entry.name));
    else if (entry.name !== '.assetsignore' && !ignored(entry.name)) count += 1;
  }
  return count;
}

/** A deployment's file count (its own files and the retained releases' assets) against the plan's limit. */
export function checkFileCount(files: number, plan: CloudflarePlan, subject: string): LimitCheck {
  const limit = ASSET_FILE_LIMITS[plan];
  const share = files / limit;
  const said = `${subject}\u00a0: ${files} fichiers sur ${limit} permis par version (offre ${plan === 'paid' ? 'Workers Paid' : 'Workers Free'}), ${percent(share)}, assets des releases gardées compris`;
  if (files > limit)
    return {
      problems: [`${said}\u00a0: Cloudflare refuserait l’envoi. Réduisez la rétention ou passez à l’offre Workers Paid (docs/production.md).`],
      warnings: [],
    };
  if (share >= WARNING_SHARE) return { problems: [], warnings: [`${said}\u00a0: la limite approche.`] };
  return { problems: [], warnings: [] };
}

/** Each variable of a Worker under 5 KB; Workers Logs on, every request sampled. */
export function checkWorkerConfig(config: WranglerConfig): LimitCheck {
  const check: LimitCheck = { problems: [], warnings: [] };
  for (const [name, value] of Object.entries((config.vars ?? {}) as Record<string, unknown>)) {
    const bytes = Buffer.byteLength(typeof value === 'string' ? value : JSON.stringify(value), 'utf8');
    const said = `${config.name}\u00a0: la variable ${name} fait ${bytes} octets sur ${VARIABLE_LIMIT_BYTES} permis (${percent(bytes / VARIABLE_LIMIT_BYTES)})`;
    if (bytes > VARIABLE_LIMIT_BYTES) check.problems.push(`${said}\u00a0: Cloudflare refuserait le Worker.`);
    else if (bytes >= VARIABLE_LIMIT_BYTES * WARNING_SHARE) check.warnings.push(`${said}\u00a0: la limite approche.`);
  }
  const observability = config.observability as { enabled?: boolean; head_sampling_rate?: number } | undefined;
  // The Worker whose logs are exported (the router: its access-log line) must keep every one.
  if (config.logpush === true || observability) {
    if (!observability?.enabled) check.problems.push(`${config.name}\u00a0: Workers Logs désactivés\u00a0: aucune ligne du journal d’accès n’est gardée.`);
    const rate = observability?.head_sampling_rate ?? 1;
    if (rate < 1) {
      check.problems.push(
        `${config.name}\u00a0: journal échantillonné à ${percent(rate)} (head_sampling_rate ${rate})\u00a0: le rapport de campagne compterait ${percent(rate)} des visites.`,
      );
    }
  }
  return check;
}
