import { describe, expect, it } from 'vitest';
import { pinSiteAsOf, siteAsOf } from './viteConfig.js';

describe('the day a build is as of', () => {
  it('is the build day by default', () => {
    expect(siteAsOf({}, new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-21');
  });

  it('can be pinned with SITE_AS_OF', () => {
    expect(siteAsOf({ SITE_AS_OF: '2025-10-01' }, new Date('2026-11-21T12:00:00Z'))).toBe('2025-10-01');
  });

  it('refuses anything but a calendar day, rather than silently using today', () => {
    expect(() => siteAsOf({ SITE_AS_OF: '01/10/2025' })).toThrow(/YYYY-MM-DD/);
    expect(() => siteAsOf({ SITE_AS_OF: '2025-13-45' })).toThrow(/YYYY-MM-DD/);
  });

  it('stays the same for the whole build, even when the build straddles midnight', () => {
    const env: Record<string, string | undefined> = {};
    expect(pinSiteAsOf(env, new Date('2026-11-25T23:59:59Z'))).toBe('2026-11-25');
    // React Router evaluates the config again for the server build, after midnight.
    expect(pinSiteAsOf(env, new Date('2026-11-26T00:00:05Z'))).toBe('2026-11-25');
    expect(env.SITE_AS_OF).toBe('2026-11-25');
  });
});
