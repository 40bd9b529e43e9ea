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
  },
  space: {
    none: '0',
    xs: '4px',
    sm: '8px',
    md: '16px',
    lg: '24px',
    xl: '32px',
    xxl: '48px',
  },
  radius: {
    sm: '4px',
    md: '8px',
    lg: '16px',
    pill: '999px',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  },
  fontSize: {
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.5rem',
    xxl: '2rem',
  },
  fontWeight: {
    regular: '400',
    semibold: '600',
    bold: '700',
  },
  shadow: {
    sm: '0 1px 2px rgb(17 24 39 / 0.08)',
    md: '0 8px 24px rgb(17 24 39 / 0.16)',
  },
  zIndex: {
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
] as const satisfies readonly (readonly [keyof Tokens['color'], keyof Tokens['color']])[];
