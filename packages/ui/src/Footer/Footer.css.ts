import { style } from '@vanilla-extract/css';
import { media } from '../tokens/breakpoints.ts';
import { vars } from '../tokens/theme.css.ts';

export const root = style({
  marginTop: vars.space.xxl,
  backgroundColor: vars.color.footerBackground,
  color: vars.color.footerText,
  fontSize: vars.fontSize.sm,
});

export const inner = style({
  maxWidth: vars.container.default,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'grid',
  gridTemplateColumns: '1fr 3fr',
  gap: vars.space.xl,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});

export const identity = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** The link columns: side by side where they fit, stacked on a phone. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(180px, 100%), 1fr))',
  gap: vars.space.xl,
});

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const link = style({
  color: vars.color.footerText,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  selectors: { '&:hover': { textDecorationThickness: 2 } },
});

export const contact = style({ fontStyle: 'normal', display: 'grid', gap: vars.space.xs });

export const certificate = style({ display: 'inline-block', marginTop: vars.space.md, lineHeight: 0 });

export const certificateImage = style({ display: 'block', width: 160, height: 64 });

export const bottom = style({
  borderTop: `1px solid ${vars.color.textMuted}`,
  maxWidth: vars.container.default,
  margin: '0 auto',
  padding: `${vars.space.md}`,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const copyright = style({ margin: 0 });

export const legalList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
