/**
 * Design tokens as plain typed data (DESIGN.md §5). `theme.css.ts` turns them into CSS custom
 * properties with a fixed `ec-` prefix; tests read the raw values (contrast ratios).
 */
export const tokens = {
  color: {
    /** Body text on `background`. */
    text: '#1b1f2a',
    /** Secondary text (captions, meta) on `background`. */
    textMuted: '#4b5263',
    background: '#ffffff',
    surface: '#f3f5fa',
    border: '#c9cfdb',
    link: '#1d4ed8',
    primary: '#1d4ed8',
    primaryHover: '#1e3a8a',
    /** Text on `primary` (the 'Je postule' button). */
    onPrimary: '#ffffff',
    secondary: '#0f766e',
    secondaryHover: '#115e59',
    onSecondary: '#ffffff',
    focus: '#c2410c',
    success: '#166534',
    successSurface: '#ecfdf3',
    error: '#b91c1c',
    errorSurface: '#fef2f2',
    footerBackground: '#111827',
    footerText: '#e5e7eb',
    /**
     * Tones of spec §3's "colour" field (steps, advantages, FAQ items, cards): a light surface and
     * a strong colour readable on it (text, numbers, icons) that also carries white text.
     */
    primarySurface: '#eef3ff',
    secondarySurface: '#e6f5f3',
    accent: '#a3440a',
    accentSurface: '#fff3e8',
    onAccent: '#ffffff',
    violet: '#6d28d9',
    violetSurface: '#f3efff',
    onViolet: '#ffffff',
    /** The hero's overlay on a background photo: white text must stay readable whatever the photo. */
    overlay: '#0b1736',
  },
  space: {
    none: '0',
    xs: '4px',
    sm: '8px',
    md: '16px',
    lg: '24px',
    xl: '32px',
    xxl: '48px',
    xxxl: '72px',
  },
  radius: {
    sm: '4px',
    md: '8px',
    lg: '16px',
    pill: '999px',
  },
  font: {
    /**
     * Source Sans 3, a humanist sans, self-hosted from npm (fonts.css.ts); the system stack shows
     * while it loads (`font-display: swap`) and wherever it cannot.
     */
    body: '"Source Sans 3 Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  /** Type scale, ratio ≈ 1.25 from a 17 px body (Source Sans has a small x-height). */
  fontSize: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: '1.3125rem',
    xl: '1.625rem',
    xxl: 'clamp(1.75rem, 1.4rem + 1.2vw, 2.125rem)',
    display: 'clamp(2.125rem, 1.6rem + 2.4vw, 3.25rem)',
  },
  lineHeight: {
    tight: '1.15',
    snug: '1.3',
    body: '1.55',
  },
  fontWeight: {
    regular: '400',
    semibold: '600',
    bold: '700',
  },
  shadow: {
    sm: '0 1px 2px rgb(17 24 39 / 0.08)',
    md: '0 8px 24px rgb(17 24 39 / 0.16)',
    lg: '0 16px 48px rgb(17 24 39 / 0.2)',
  },
  size: {
    /** The least height (and width) of anything tapped: WCAG 2.5.5, also Apple's and Google's minimum. */
    touchTarget: '44px',
  },
  /** Widths of the content column. */
  container: {
    narrow: '760px',
    default: '1120px',
    wide: '1280px',
  },
  zIndex: {
    /** Under the header's dropdowns, above the page. */
    stickyBar: '90',
    header: '100',
    skipLink: '200',
    toast: '1000',
  },
} as const;

export type Tokens = typeof tokens;

/** Pairs of (text, background) the site uses for text: each must reach WCAG AA (4.5:1). */
export const TEXT_COLOR_PAIRS = [
  ['text', 'background'],
  ['textMuted', 'background'],
  ['link', 'background'],
  ['text', 'surface'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onSecondary', 'secondary'],
  ['onSecondary', 'secondaryHover'],
  ['primary', 'background'],
  ['success', 'successSurface'],
  ['error', 'errorSurface'],
  ['text', 'successSurface'],
  ['text', 'errorSurface'],
  ['footerText', 'footerBackground'],
  ['text', 'primarySurface'],
  ['textMuted', 'surface'],
  ['textMuted', 'primarySurface'],
  ['primary', 'primarySurface'],
  ['text', 'secondarySurface'],
  ['secondary', 'secondarySurface'],
  ['text', 'accentSurface'],
  ['accent', 'accentSurface'],
  ['accent', 'background'],
  ['onAccent', 'accent'],
  ['text', 'violetSurface'],
  ['violet', 'violetSurface'],
  ['onViolet', 'violet'],
  ['onPrimary', 'overlay'],
] as const satisfies readonly (readonly [keyof Tokens['color'], keyof Tokens['color']])[];

/**
 * Pairs of (focus ring, background) the site shows: each must reach 3:1 (WCAG 1.4.11). On the blue
 * bands the ring is white (`Section` tone `brand` swaps the focus colour), elsewhere orange.
 */
export const FOCUS_COLOR_PAIRS = [
  ['focus', 'background'],
  ['focus', 'surface'],
  ['focus', 'primarySurface'],
  ['focus', 'secondarySurface'],
  ['focus', 'accentSurface'],
  ['focus', 'violetSurface'],
  ['focus', 'footerBackground'],
  ['focus', 'overlay'],
  ['onPrimary', 'primary'],
] as const satisfies readonly (readonly [keyof Tokens['color'], keyof Tokens['color']])[];

/** The "colour" field of spec §3's shapes (step, advantage, FAQ item): one of these tones. */
export const TONES = ['primary', 'secondary', 'accent', 'violet'] as const;
export type Tone = (typeof TONES)[number];

type ColorName = keyof Tokens['color'];

/** Per tone: the strong colour (numbers, icons, borders), the text on it, and its light surface. */
export const TONE_COLORS = {
  primary: { strong: 'primary', onStrong: 'onPrimary', surface: 'primarySurface' },
  secondary: { strong: 'secondary', onStrong: 'onSecondary', surface: 'secondarySurface' },
  accent: { strong: 'accent', onStrong: 'onAccent', surface: 'accentSurface' },
  violet: { strong: 'violet', onStrong: 'onViolet', surface: 'violetSurface' },
} as const satisfies Record<Tone, { strong: ColorName; onStrong: ColorName; surface: ColorName }>;
