import { describe, expect, it } from 'vitest';
import { breakpoints, contrastRatio, FOCUS_COLOR_PAIRS, FONT_FILES, media, TEXT_COLOR_PAIRS, TONE_COLORS, TONES, tokens, vars } from './index.ts';

const generatedCss = () => [...document.querySelectorAll('style')].map((node) => node.textContent).join('\n');

describe('tokens', () => {
  it('gives every text colour pair at least the WCAG AA ratio of 4.5:1', () => {
    const failing = TEXT_COLOR_PAIRS.map(([text, background]) => ({
      pair: `${text} on ${background}`,
      ratio: contrastRatio(tokens.color[text], tokens.color[background]),
    })).filter(({ ratio }) => ratio < 4.5);
    expect(failing).toEqual([]);
  });

  it('gives every tone readable text: body text and its strong colour on its surface, white on the strong colour', () => {
    for (const tone of TONES) {
      const { strong, onStrong, surface } = TONE_COLORS[tone];
      expect(TEXT_COLOR_PAIRS).toContainEqual([strong, surface]);
      expect(TEXT_COLOR_PAIRS).toContainEqual([onStrong, strong]);
      expect(TEXT_COLOR_PAIRS).toContainEqual(['text', surface]);
    }
  });

  it('makes every tone’s strong colour stand out from the page as a UI part (3:1, WCAG 1.4.11)', () => {
    for (const tone of TONES) {
      const { strong, surface } = TONE_COLORS[tone];
      expect(contrastRatio(tokens.color[strong], tokens.color.background), tone).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(tokens.color[strong], tokens.color[surface]), tone).toBeGreaterThanOrEqual(3);
    }
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
    const css = generatedCss();
    expect(css).toMatch(/:root\s*\{[^}]*--ec-color-primary:\s*#1d4ed8/);
    expect(css).toContain('prefers-reduced-motion: reduce');
  });

  it('self-hosts Source Sans 3 (its French cut, the rest of Latin, Latin Extended) and shows text while it loads', () => {
    const faces = generatedCss().match(/@font-face\s*\{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(3);
    for (const [index, face] of faces.entries()) {
      expect(face).toContain('font-family: "Source Sans 3 Variable"');
      expect(face).toContain('font-display: swap');
      expect(face).toContain(FONT_FILES[index]);
      expect(face).not.toMatch(/https?:/);
    }
    expect(tokens.font.body).toMatch(/^"Source Sans 3 Variable", system-ui/);
  });

  it('switches to the mobile layout under 768 px', () => {
    expect(breakpoints.mobile).toBe(768);
    expect(media.mobile).toContain('max-width: 767.98px');
    expect(media.desktop).toContain('min-width: 768px');
  });
});

describe('focus rings', () => {
  it('stand out from every surface they are drawn on (3:1, WCAG 1.4.11)', () => {
    const failing = FOCUS_COLOR_PAIRS.map(([ring, background]) => ({
      ring,
      background,
      ratio: Number(contrastRatio(tokens.color[ring], tokens.color[background]).toFixed(2)),
    })).filter(({ ratio }) => ratio < 3);
    expect(failing).toEqual([]);
  });
});
