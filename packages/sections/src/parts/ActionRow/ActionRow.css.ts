import { vars } from '@ecole/ui/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginTop: vars.space.xl });
