/** Headers both proxies send; nginx gets them from the generator, the embedded server directly. */

/**
 * The hosts a page talks to besides its own origin, from the same build settings the apps read
 * (docs/architecture.md, « Build-time environment »). Unset or relative (the local stand-ins on
 * the page's own origin), they add nothing: `'self'` covers them.
 */
export interface PolicySources {
  /** `VITE_SUPABASE_URL`: the contact form's calls (`fetch`) and its no-JavaScript post. */
  supabase?: string;
  /** `VITE_APPLICATION_FORM_URL`: the frame of /candidater. */
  applicationForm?: string;
  /** `VITE_APPLICATION_FORM_SCRIPT`: the form provider's embed script on /candidater. */
  applicationFormScript?: string;
}

/** The origin of an absolute http(s) address; nothing for a path or an empty setting. */
function originOf(address: string | undefined): string | undefined {
  if (!address || !/^https?:\/\//.test(address)) return undefined;
  return new URL(address).origin;
}

export function policySourcesFrom(env: Record<string, string | undefined> = process.env): PolicySources {
  return {
    supabase: originOf(env.VITE_SUPABASE_URL),
    applicationForm: originOf(env.VITE_APPLICATION_FORM_URL),
    applicationFormScript: originOf(env.VITE_APPLICATION_FORM_SCRIPT),
  };
}

/**
 * The Content-Security-Policy of every response. Nothing is allowed unless listed
 * (`default-src 'none'`); scripts only from the site itself: the build leaves no inline script in
 * a page (React Router's go to a boot module per page, @ecole/prerender's bootScripts.ts, checked
 * by the build), so neither `'unsafe-inline'` nor per-page hashes are needed. Inline `style`
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
export function securityHeaders(sources: PolicySources = policySourcesFrom(), { frameable = false } = {}): Readonly<Record<string, string>> {
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

/** On every response, errors and redirects included (nginx: `add_header … always`). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = securityHeaders();

/**
 * Files a page of the site frames on its own origin: the local stand-in of the application form
 * (apps/site/public, used by /candidater while VITE_APPLICATION_FORM_URL is unset). They get
 * `frame-ancestors 'self'` and `X-Frame-Options: SAMEORIGIN` instead of `'none'` / `DENY`.
 */
export const FRAMEABLE_FILES: readonly string[] = ['/candidature-exemple.html'];
export const FRAMEABLE_SECURITY_HEADERS: Readonly<Record<string, string>> = securityHeaders(undefined, { frameable: true });

/** The security headers of a response to `path`. */
export function securityHeadersFor(path: string): Readonly<Record<string, string>> {
  return FRAMEABLE_FILES.includes(path) ? FRAMEABLE_SECURITY_HEADERS : SECURITY_HEADERS;
}

/** Hashed assets never change under the same name. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * HTML and every other un-hashed file (favicon, robots.txt, the certificate PDF): the browser
 * may keep a copy but must revalidate it (ETag / Last-Modified) so a deploy shows at once.
 */
export const CACHE_REVALIDATE = 'no-cache';
