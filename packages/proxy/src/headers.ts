import { APPS, type AppName } from '@ecole/routes';
import { type Env, type PolicySources, policySourcesOf, readDeploySettings } from '@ecole/settings';

/** Headers both proxies send; nginx gets them from the generator, the embedded server directly. */

/**
 * The hosts a page talks to besides its own origin come from the deployment settings
 * (@ecole/settings: the same `VITE_*` values the apps are built with). Unset or invalid (the local
 * stand-ins on the page's own origin), they add nothing: `'self'` covers them.
 */
export type { PolicySources };

export function policySourcesFrom(env: Env = process.env): PolicySources {
  return policySourcesOf(readDeploySettings(env).settings);
}

/**
 * The Content-Security-Policy of every response. Nothing is allowed unless listed
 * (`default-src 'none'`); scripts only from the site itself: the build leaves no inline script in
 * a page (React Router's are taken out, and each page runs its app's boot entry, a file:
 * @ecole/app-build's bootScripts.ts, checked by the build), so neither `'unsafe-inline'` nor
 * per-page hashes are needed. Inline `style`
 * attributes stay allowed (`style-src-attr`): React writes a few (Radix tabs), and a style
 * attribute cannot run code. `frameAncestors`: `'none'` but for the files the site frames itself.
 */
export function contentSecurityPolicy(sources: PolicySources, frameAncestors: "'none'" | "'self'" = "'none'"): string {
  const list = (...values: Array<string | undefined>) => values.filter(Boolean).join(' ');
  return [
    "default-src 'none'",
    `script-src ${list("'self'", sources.applicationFormScript)}`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    // data: for the small SVGs the stylesheets inline.
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${list("'self'", sources.supabase)}`,
    // The contact form posts without JavaScript to the Supabase edge function.
    `form-action ${list("'self'", sources.supabase)}`,
    `frame-src ${list("'self'", sources.applicationForm)}`,
    "manifest-src 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/** The security headers for `sources`; `frameable`: the page may be framed by the site itself. */
export function securityHeaders(sources: PolicySources, { frameable = false } = {}): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(sources, frameable ? "'self'" : "'none'"),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // For browsers without CSP `frame-ancestors` (which takes precedence where it is known).
    'X-Frame-Options': frameable ? 'SAMEORIGIN' : 'DENY',
    // Browsers keep to HTTPS for two years once they have seen it over HTTPS (ignored over HTTP).
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    // No page of the site uses these: a script injected into one could not either.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    // A page the site opens (LinkedIn, the certificate) cannot reach back into the site's window.
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * The staff desk's policy (issue 32): stricter than the pages', since a signed-in session reads
 * personal data there. Its own scripts and styles only (no style attribute either: the desk writes
 * none), no frame, no form posted anywhere (its forms are handled by its script), and one place
 * to talk to besides itself: the Supabase project (Auth and the REST API).
 */
export function deskContentSecurityPolicy(sources: PolicySources): string {
  const list = (...values: Array<string | undefined>) => values.filter(Boolean).join(' ');
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${list("'self'", sources.supabase)}`,
    "form-action 'none'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The desk's headers: its policy, no referrer at all (its addresses name requests), never indexed. */
export function deskSecurityHeaders(sources: PolicySources): Readonly<Record<string, string>> {
  return {
    ...securityHeaders(sources),
    'Content-Security-Policy': deskContentSecurityPolicy(sources),
    'Referrer-Policy': 'no-referrer',
    // Besides robots.txt's Disallow and the page's own meta: also covers its scripts and styles.
    'X-Robots-Tag': 'noindex, nofollow',
  };
}

/** The security headers of one proxy's responses, for one set of policy sources. */
export interface HeaderSet {
  /** On every response, errors and redirects included (nginx: `add_header … always`). */
  base: Readonly<Record<string, string>>;
  /** The files the site frames itself (FRAMEABLE_FILES) get `frame-ancestors 'self'`. */
  frameable: Readonly<Record<string, string>>;
  /** Every file of an app of kind `desk` (the staff desk, its shell and its assets). */
  desk: Readonly<Record<string, string>>;
  /** The security headers of a response to `path` (a file of the site's root: the frameable ones). */
  forPath(path: string): Readonly<Record<string, string>>;
  /** The security headers of `file` (relative to the build folder) served from `app`'s build. */
  forFile(app: AppName, file: string): Readonly<Record<string, string>>;
}

/**
 * Files a page of the site frames on its own origin: the local stand-in of the application form
 * (apps/site/public, used by /candidater while VITE_APPLICATION_FORM_URL is unset). They get
 * `frame-ancestors 'self'` and `X-Frame-Options: SAMEORIGIN` instead of `'none'` / `DENY`.
 */
export const FRAMEABLE_FILES: readonly string[] = ['/candidature-exemple.html'];

export function headerSet(sources: PolicySources): HeaderSet {
  const base = securityHeaders(sources);
  const frameable = securityHeaders(sources, { frameable: true });
  const desk = deskSecurityHeaders(sources);
  const forPath = (path: string) => (FRAMEABLE_FILES.includes(path) ? frameable : base);
  return { base, frameable, desk, forPath, forFile: (app, file) => (APPS[app].kind === 'desk' ? desk : forPath(`/${file}`)) };
}

/** The headers for this process's environment (the local default: `npm start`, tests). */
const fromEnvironment = headerSet(policySourcesFrom());
export const SECURITY_HEADERS = fromEnvironment.base;
export const FRAMEABLE_SECURITY_HEADERS = fromEnvironment.frameable;
export const DESK_SECURITY_HEADERS = fromEnvironment.desk;
export const securityHeadersFor = fromEnvironment.forPath;

/** Hashed assets never change under the same name. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * HTML and every other un-hashed file (favicon, robots.txt, the certificate PDF): the browser
 * may keep a copy but must revalidate it (ETag / Last-Modified) so a deploy shows at once.
 */
export const CACHE_REVALIDATE = 'no-cache';

/**
 * An experiment's variant of a page (issue 37, src/experiments.ts): this visitor's draw, kept by no
 * cache, shared or not. Its next arrival from outside is drawn again; nothing remembers the first.
 */
export const CACHE_VARIANT = 'private, no-store';
