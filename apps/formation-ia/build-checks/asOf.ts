/**
 * The day a build is "as of" (DESIGN.md §2.7): the page compares dated sessions with it, so a past
 * session is never shown as the next one. It is fixed at build time so the prerendered HTML and
 * the hydrated page agree; `SITE_AS_OF=YYYY-MM-DD` pins it for tests and previews (it is in
 * turbo.json's globalEnv, so it is part of the build cache key).
 */
export function siteAsOf(env: Record<string, string | undefined> = process.env, now: Date = new Date()): string {
  const pinned = env.SITE_AS_OF?.trim();
  if (!pinned) return now.toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(pinned) || Number.isNaN(Date.parse(pinned))) {
    throw new Error(`SITE_AS_OF must be a calendar day YYYY-MM-DD, got "${pinned}"`);
  }
  return pinned;
}
