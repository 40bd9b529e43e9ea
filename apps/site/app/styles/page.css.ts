import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@ecole/ui/tokens';

/** Page-level layout shared by this app's routes; components own their own styles. */

export const container = style({
  maxWidth: '1100px',
  marginInline: 'auto',
  paddingInline: vars.space.md,
});

export const hero = style({
  background: vars.color.surface,
  paddingBlock: vars.space.xxl,
});

export const heroTitle = style({
  fontSize: vars.fontSize.xxl,
  lineHeight: 1.2,
  margin: 0,
  marginBottom: vars.space.md,
});

export const lead = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  maxWidth: '60ch',
});

export const bulletList = style({
  paddingInlineStart: vars.space.lg,
  lineHeight: 1.6,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginTop: vars.space.lg,
});

export const section = style({
  paddingBlock: vars.space.xxl,
});

export const sectionTitle = style({
  fontSize: vars.fontSize.xl,
  marginTop: 0,
  marginBottom: vars.space.lg,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.lg,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
});

export const cardTitle = style({
  fontSize: vars.fontSize.lg,
  marginTop: 0,
  marginBottom: vars.space.sm,
});

export const figureValue = style({
  display: 'block',
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const steps = style({
  counterReset: 'step',
  display: 'grid',
  gap: vars.space.md,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  counterIncrement: 'step',
  position: 'relative',
  paddingInlineStart: '3rem',
  selectors: {
    '&::before': {
      content: 'counter(step)',
      position: 'absolute',
      insetInlineStart: 0,
      top: 0,
      width: '2rem',
      height: '2rem',
      borderRadius: vars.radius.pill,
      background: vars.color.primary,
      color: vars.color.onPrimary,
      display: 'grid',
      placeItems: 'center',
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [media.desktop]: { gridTemplateColumns: '2fr 1fr' },
  },
});

export const aside = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  alignSelf: 'start',
});

export const band = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
});

export const bigCode = style({
  fontSize: '4rem',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  margin: 0,
  lineHeight: 1,
});

globalStyle(`${aside} h2`, { fontSize: vars.fontSize.lg });

/** A row of links (the not-found page's ways out). */
export const linkRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  padding: 0,
  listStyle: 'none',
  marginTop: vars.space.lg,
});
