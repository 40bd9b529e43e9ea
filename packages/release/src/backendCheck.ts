/**
 * The backend half of the launch check (issue 33, point 4): what the deployed Supabase project
 * says of itself through its `backend-health` function (supabase/functions/backend-health), each
 * missing piece named in one French line: the functions' secrets (set, not `.env.example`'s
 * examples, usable), `SITE_ORIGIN` equal to the site's origin, `allowed_origins` the site's,
 * the sweep scheduled and run in the last 30 minutes, the e-mail provider's tracking off.
 *
 * Where: `SUPABASE_URL` and `SUPABASE_SERVICE_ROLE_KEY` (the project's; the service-role key, as for
 * the staff commands), else, outside production, the local stand-in (`SUPABASE_PORT`, default
 * 54321, its demo key): what a laptop can check. A production check without them says so.
 */

import { type Env, isProduction, readDeploySettings } from '@ecole/settings';
import { LOCAL_SERVICE_ROLE_KEY } from '@ecole/settings/localServiceRole';
import { type BackendHealth, type SettingHealth, SWEEP_JOB } from '@ecole/supabase/backend-health';
import { readTracking, type Tracking } from '@ecole/supabase/email-tracking';

export interface BackendCheckOptions {
  env: Env;
  /** The site's production origin (`VITE_SITE_ORIGIN`, else the content's `SCHOOL.origin`). */
  siteOrigin: string;
  fetch?: typeof fetch;
  /** How long the health endpoint may take (it asks the database and the provider). */
  timeoutMs?: number;
}

export interface BackendCheck {
  /** The project checked (`https://<ref>.supabase.co`, or the local stand-in), or null when none was. */
  target: string | null;
  /** One French line per missing piece; none when the backend is ready. */
  problems: string[];
  /** What was found right, said once when there is no problem. */
  fine: string[];
}

/** What each setting is for, in French: why its absence matters. */
const SETTING_WHAT: Readonly<Record<string, string>> = {
  EMAIL_API_URL: 'adresse de l’API du fournisseur d’e-mail',
  EMAIL_API_KEY: 'clé du fournisseur d’e-mail : sans elle, aucun mail ne part',
  CONTACT_EMAIL_TO: 'boîte de l’école qui reçoit chaque demande',
  CONTACT_EMAIL_FROM: 'expéditeur des mails, sur un domaine vérifié chez le fournisseur',
  CONTACT_MANAGER_EMAIL: 'adresse du responsable (rappels à 90 %, rapport hebdomadaire)',
  SITE_ORIGIN: 'adresse du site : sans elle, les liens des mails sont des chemins et le formulaire sans JavaScript renvoie vers supabase.co',
  CONTACT_ACTION_SECRET: 'clé qui signe les liens « Je m’en occupe » et « Répondu » : sans elle, les mails partent sans liens',
  CONTACT_PROOF_SECRET: 'clé des vérifications anti-robot au-delà du budget : sans elle, ces demandes sont refusées',
  SEND_EMAIL_HOOK_SECRET: 'secret du Send Email Hook d’Auth : sans lui, personne ne reçoit de code pour l’espace équipe',
  EMAIL_API_TIMEOUT_MS: 'délai d’attente du fournisseur d’e-mail, en millisecondes',
  DATABASE_TIMEOUT_MS: 'délai d’attente de la base, en millisecondes',
};

/** The settings the provider is read with (the mail reader's, mailConfig.ts). */
const MAIL_SETTINGS = new Set(['EMAIL_API_URL', 'EMAIL_API_KEY', 'CONTACT_EMAIL_TO', 'CONTACT_EMAIL_FROM', 'EMAIL_API_TIMEOUT_MS']);

/** Resend's dashboard, where a domain's tracking is switched off. */
const TRACKING_WHERE = 'Resend → Domains → le domaine → Configuration';

function settingLine(setting: SettingHealth): string | undefined {
  const what = SETTING_WHAT[setting.name] ?? 'réglage des fonctions';
  switch (setting.state) {
    case 'ok':
      return undefined;
    case 'missing':
      return setting.required ? `${setting.name} manque aux fonctions (${what}) : supabase secrets set ${setting.name}=…` : undefined;
    case 'placeholder':
      return `${setting.name} vaut encore l’exemple de supabase/functions/.env.example (${what}) : donnez la vraie valeur.`;
    case 'invalid':
      return `${setting.name} est refusé par les fonctions (${what}) : voir supabase/functions/.env.example.`;
  }
}

/** `https://www.x.fr` and `https://x.fr`: the same site, as browsers may write it. */
function sameSite(origin: string, site: string): boolean {
  const host = (value: string) => new URL(value).host.replace(/^www\./, '');
  try {
    return new URL(origin).protocol === new URL(site).protocol && host(origin) === host(site);
  } catch {
    return false;
  }
}

function trackingLines(tracking: Tracking): string[] {
  if (tracking.open === null) {
    return [
      `Suivi des ouvertures et des clics chez le fournisseur d’e-mail non vérifié : ${tracking.why}. Relancez avec EMAIL_API_READ_KEY (une clé qui lit les domaines, dans la session seulement), ou vérifiez-le (${TRACKING_WHERE}).`,
    ];
  }
  const lines: string[] = [];
  const where = TRACKING_WHERE.replace('le domaine', tracking.domain);
  if (tracking.open) lines.push(`Le suivi des ouvertures est activé pour ${tracking.domain} chez le fournisseur d’e-mail : désactivez-le (${where}).`);
  if (tracking.click) {
    lines.push(
      `Le suivi des clics est activé pour ${tracking.domain} chez le fournisseur d’e-mail (les liens des mails passeraient par lui) : désactivez-le (${where}).`,
    );
  }
  return lines;
}

/** Where to look and with which key, or why not. */
function targetOf(env: Env): { url: string; key: string; local: boolean } | { problem: string } | { skipped: string } {
  const url = env.SUPABASE_URL?.trim();
  const key = env.SUPABASE_SERVICE_ROLE_KEY?.trim();
  if (url && key) return { url: url.replace(/\/+$/, ''), key, local: false };
  if (url || key) return { problem: `${url ? 'SUPABASE_SERVICE_ROLE_KEY' : 'SUPABASE_URL'} manque : le backend n’a pas été vérifié (il faut les deux).` };
  if (isProduction(env)) {
    return {
      problem:
        'SUPABASE_URL et SUPABASE_SERVICE_ROLE_KEY manquent : le backend de production n’a pas été vérifié (l’adresse du projet et sa clé service_role, comme pour npm run export-requests).',
    };
  }
  const port = env.SUPABASE_PORT?.trim() || '54321';
  if (!/^\d{1,5}$/.test(port)) return { skipped: `SUPABASE_PORT n’est pas un numéro de port : « ${port} ».` };
  return { url: `http://127.0.0.1:${port}`, key: LOCAL_SERVICE_ROLE_KEY, local: true };
}

/** Reads the backend's health and says, in French, what is missing. Never throws. */
export async function checkBackend(options: BackendCheckOptions): Promise<BackendCheck> {
  const target = targetOf(options.env);
  if ('problem' in target) return { target: null, problems: [target.problem], fine: [] };
  if ('skipped' in target) return { target: null, problems: [target.skipped], fine: [] };
  const doFetch = options.fetch ?? fetch;
  const endpoint = `${target.url}/functions/v1/backend-health`;
  let health: BackendHealth;
  try {
    const response = await doFetch(endpoint, {
      headers: { Authorization: `Bearer ${target.key}`, apikey: target.key },
      signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
    });
    if (response.status === 404) {
      const what = target.local
        ? `Le Supabase local de ${target.url} n’a pas la fonction backend-health (il tourne depuis une autre copie, ou une version antérieure) : relancez npm start depuis celle-ci.`
        : `La fonction backend-health n’est pas déployée sur ${target.url} : supabase functions deploy backend-health.`;
      return { target: target.url, problems: [what], fine: [] };
    }
    if (response.status === 401 || response.status === 403) {
      return { target: target.url, problems: [`${target.url} refuse la clé SUPABASE_SERVICE_ROLE_KEY : donnez la clé service_role du projet.`], fine: [] };
    }
    if (!response.ok) {
      return { target: target.url, problems: [`backend-health a répondu ${response.status} sur ${target.url} : voir les journaux de la fonction.`], fine: [] };
    }
    health = (await response.json()) as BackendHealth;
  } catch (error) {
    const how = target.local ? ' (lancez npm start, ou donnez SUPABASE_URL et SUPABASE_SERVICE_ROLE_KEY)' : '';
    return { target: target.url, problems: [`Supabase injoignable à ${target.url}${how} : ${(error as Error).message}.`], fine: [] };
  }

  const problems: string[] = [];
  const fine: string[] = [];
  for (const setting of health.settings) {
    const line = settingLine(setting);
    if (line) problems.push(line);
  }
  if (health.settings.every((setting) => settingLine(setting) === undefined)) fine.push('secrets des fonctions présents');

  if (health.siteOrigin !== null && health.siteOrigin !== options.siteOrigin) {
    problems.push(
      `SITE_ORIGIN des fonctions vaut ${health.siteOrigin}, le site est ${options.siteOrigin} (VITE_SITE_ORIGIN) : les redirections du formulaire et les liens des mails iraient ailleurs.`,
    );
  } else if (health.siteOrigin !== null) fine.push(`SITE_ORIGIN = ${options.siteOrigin}`);

  if ('error' in health.database) {
    problems.push(`La base n’a pas répondu au contrôle (migration 20261128160000 appliquée ? supabase db push) : ${health.database.error}`);
  } else {
    const { allowedOrigins, sweep } = health.database;
    if (!allowedOrigins.includes(options.siteOrigin)) {
      problems.push(
        `contact_request_settings.allowed_origins ne contient pas ${options.siteOrigin} (il vaut {${allowedOrigins.join(',')}}) : aucun navigateur ne peut envoyer le formulaire depuis le site (supabase/README.md, « Deploy »).`,
      );
    }
    const strangers = allowedOrigins.filter((origin) => !sameSite(origin, options.siteOrigin));
    if (strangers.length > 0) {
      problems.push(`contact_request_settings.allowed_origins autorise aussi ${strangers.join(', ')}, qui n’est pas le site : retirez-le.`);
    }
    if (allowedOrigins.includes(options.siteOrigin) && strangers.length === 0) fine.push(`allowed_origins = {${allowedOrigins.join(',')}}`);

    if (sweep.scheduled === false) {
      problems.push(`La relance automatique n’est pas planifiée : aucune tâche pg_cron « ${SWEEP_JOB} » active (supabase/README.md, « Scheduled tasks »).`);
    }
    // The old job still sweeps, through send-contact-email's old entry (issue 36): to replace before
    // that entry goes.
    if (sweep.legacyJob !== undefined) {
      problems.push(
        `La relance automatique passe encore par l’ancienne tâche « ${sweep.legacyJob} » (send-contact-email avec {"sweep": true}) : remplacez-la par la tâche « ${SWEEP_JOB} » (supabase/README.md, « Scheduled tasks »).`,
      );
    }
    if (sweep.lastRunAt === null) {
      problems.push(
        `La relance automatique n’a jamais tourné${sweep.scheduled === null ? ' (pg_cron n’est pas activé)' : ''} : aucun accusé de réception, rappel ni retard n’est traité.`,
      );
    } else if (sweep.stale) {
      problems.push(
        `La dernière relance automatique date de ${sweep.minutesSinceLastRun} min (plus de 30) : accusés de réception, rappels et retards attendent ; vérifiez la tâche ${SWEEP_JOB}.`,
      );
    } else {
      fine.push(`relance automatique il y a ${sweep.minutesSinceLastRun} min`);
    }
  }

  // The provider is read with the mail settings: while one of them is wrong, its line says enough.
  if (health.settings.some((setting) => MAIL_SETTINGS.has(setting.name) && settingLine(setting) !== undefined)) {
    return { target: target.url, problems, fine };
  }
  let tracking = health.tracking;
  const readKey = options.env.EMAIL_API_READ_KEY?.trim();
  // A key restricted to sending (what the functions should hold) cannot read the domain's
  // settings; a reading key given to this session only can.
  if (tracking.open === null && readKey && tracking.domain !== null) {
    tracking = await readTracking({
      apiUrl: options.env.EMAIL_API_URL?.trim() || 'https://api.resend.com/emails',
      apiKey: readKey,
      from: `x@${tracking.domain}`,
      fetch: doFetch,
    });
  }
  const trackingProblems = trackingLines(tracking);
  problems.push(...trackingProblems);
  if (trackingProblems.length === 0) fine.push('suivi des ouvertures et des clics désactivé');
  return { target: target.url, problems, fine };
}

export function formatBackendCheck(check: BackendCheck): string {
  const where = check.target ? ` (${check.target})` : '';
  const lines = [`Backend Supabase${where} (${check.problems.length}) :`];
  for (const problem of check.problems) lines.push(`  • ${problem}`);
  if (check.problems.length === 0) lines.push(`  ✓ ${check.fine.join(', ')}.`);
  return lines.join('\n');
}

/** The site's production origin the backend must name: `VITE_SITE_ORIGIN`, else the content's. */
export function siteOriginOf(env: Env, contentOrigin: string): string {
  const origin = readDeploySettings(env).settings.siteOrigin;
  return origin === undefined ? new URL(contentOrigin).origin : new URL(origin).origin;
}
