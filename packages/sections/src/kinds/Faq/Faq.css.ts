import { vars } from '@ecole/ui/tokens';
import { style } from '@vanilla-extract/css';

export const more = style({ marginTop: vars.space.xl, marginBottom: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
