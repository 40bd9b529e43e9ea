import { describe, expect, it } from 'vitest';
import { hrefOf, parseRoute } from './route.ts';

describe('the desk’s screens in the fragment', () => {
  it('name a request by its reference, in capitals, and refuse anything else', () => {
    expect(parseRoute('#/demande/4f7a-1c2b')).toEqual({ screen: 'demande', reference: '4F7A-1C2B' });
    expect(parseRoute('#/demande/camille@example.fr')).toEqual({ screen: 'file' });
    expect(parseRoute('#/demande/')).toEqual({ screen: 'file' });
  });

  it('open the queue by default and come back to the same fragment', () => {
    expect(parseRoute('')).toEqual({ screen: 'file' });
    expect(parseRoute('#/inconnu')).toEqual({ screen: 'file' });
    for (const hash of ['#/', '#/semaine', '#/campagnes', '#/export', '#/effacer', '#/journal', '#/demande/4F7A-1C2B'])
      expect(hrefOf(parseRoute(hash))).toBe(hash);
  });
});
