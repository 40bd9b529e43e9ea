/** Headers both proxies send; nginx gets them from the generator, the embedded server directly. */

/** On every response, errors and redirects included (nginx: `add_header … always`). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // SAMEORIGIN, not DENY: /candidater frames the local stand-in of the application form.
  'X-Frame-Options': 'SAMEORIGIN',
  // Browsers keep to HTTPS for two years once they have seen it over HTTPS (ignored over HTTP).
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  // No page of the site uses these: a script injected into one could not either.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  // A page the site opens (LinkedIn, the certificate) cannot reach back into the site's window.
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Hashed assets never change under the same name. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * HTML and every other un-hashed file (favicon, robots.txt, the certificate PDF): the browser
 * may keep a copy but must revalidate it (ETag / Last-Modified) so a deploy shows at once.
 */
export const CACHE_REVALIDATE = 'no-cache';
