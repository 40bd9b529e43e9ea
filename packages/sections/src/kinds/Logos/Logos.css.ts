import { vars } from '@ecole/ui/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });

/** A text logo: no third-party image is ever shown without its owner's consent. */
export const logo = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  background: vars.color.background,
});

export const note = style({ marginTop: vars.space.md, marginBottom: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontStyle: 'italic' });
