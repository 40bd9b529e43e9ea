/** Headers both proxies send; nginx gets them from the generator, the embedded server directly. */

/** On every response, errors and redirects included (nginx: `add_header … always`). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
};

/** Hashed assets never change under the same name. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * HTML and every other un-hashed file (favicon, robots.txt, the certificate PDF): the browser
 * may keep a copy but must revalidate it (ETag / Last-Modified) so a deploy shows at once.
 */
export const CACHE_REVALIDATE = 'no-cache';
