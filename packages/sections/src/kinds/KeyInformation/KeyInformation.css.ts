import { media, vars } from '@ecole/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/** Term and description side by side from the desktop width, one under the other on a phone. */
export const list = style({ margin: 0, display: 'grid', gap: 0, maxWidth: '60rem' });

export const row = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlock: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.desktop]: { gridTemplateColumns: '16rem 1fr', gap: vars.space.lg } },
});

export const term = style({ fontWeight: vars.fontWeight.bold });

export const description = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const items = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** An item the school has not supplied yet: dashed and in italics, so whoever reads a preview sees it. */
export const open = style({
  alignSelf: 'start',
  paddingInline: vars.space.sm,
  border: `1px dashed ${vars.color.text}`,
  fontStyle: 'italic',
});

export const updated = style({ margin: `${vars.space.lg} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

globalStyle(`${description} p`, { margin: 0 });
