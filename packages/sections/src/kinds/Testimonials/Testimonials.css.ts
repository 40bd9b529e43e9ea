import { vars } from '@ecole/ui/tokens';
import { style } from '@vanilla-extract/css';

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** Says a quote is an example, so nobody takes it for a real customer's words. */
export const example = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontStyle: 'italic' });
