import { describe, expect, it } from 'vitest';
import { fontPreloadLinks } from './fontPreload.ts';
import { FONT_FILES } from './fonts.css.ts';

describe('font preload', () => {
  it('preloads the French cut of the declared font, as a CORS font request the browser can reuse', () => {
    const [link] = fontPreloadLinks();
    expect(link).toMatchObject({ rel: 'preload', as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
    const latin = FONT_FILES.find((file) => file.includes('-french-wght'));
    expect(latin).toBeDefined();
    expect(link?.href).toContain(latin!.replace('.woff2', ''));
  });
});
