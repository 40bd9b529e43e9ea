import { vars } from '@ecole/ui/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, paddingLeft: vars.space.lg });
