import { describe, expect, it } from 'vitest';
import { TEXT_COLOR_PAIRS, breakpoints, contrastRatio, media, tokens, vars } from './index.ts';

describe('tokens', () => {
  it('gives every text colour pair at least the WCAG AA ratio of 4.5:1', () => {
    const failing = TEXT_COLOR_PAIRS.map(([text, background]) => ({
      pair: `${text} on ${background}`,
      ratio: contrastRatio(tokens.color[text], tokens.color[background]),
    })).filter(({ ratio }) => ratio < 4.5);
    expect(failing).toEqual([]);
  });

  it('computes contrast ratios as WCAG defines them', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // WebAIM's reference value for #767676 on white, the lightest grey that passes AA.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('names custom properties with the fixed ec- prefix so every app emits the same ones', () => {
    expect(vars.color.primary).toBe('var(--ec-color-primary)');
    expect(vars.space.md).toBe('var(--ec-space-md)');
    expect(vars.fontSize.xl).toBe('var(--ec-fontSize-xl)');
  });

  it('installs the theme on :root when imported', () => {
    const css = [...document.querySelectorAll('style')].map((node) => node.textContent).join('\n');
    expect(css).toMatch(/:root\s*\{[^}]*--ec-color-primary:\s*#1d4ed8/);
    expect(css).toContain('prefers-reduced-motion: reduce');
  });

  it('switches to the mobile layout under 768 px', () => {
    expect(breakpoints.mobile).toBe(768);
    expect(media.mobile).toContain('max-width: 767.98px');
    expect(media.desktop).toContain('min-width: 768px');
  });
});
