import { describe, expect, it } from 'vitest';
import { renderSocialCard } from './socialCards.ts';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer) {
  return { signature: png.subarray(1, 4).toString('ascii'), width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('social cards', () => {
  it('are 1200 × 630 PNG images, small enough to share', async () => {
    const png = await renderSocialCard('Formation IA\u202f: gagnez 1 heure par jour');
    expect(pngSize(png)).toEqual({ signature: 'PNG', width: 1200, height: 630 });
    expect(png.length).toBeLessThan(300_000);
  });

  it('draw the title: a different title is a different picture', async () => {
    const [a, b] = await Promise.all([renderSocialCard('Nos formations'), renderSocialCard('Questions fréquentes')]);
    expect(a.equals(b)).toBe(false);
  });
});
