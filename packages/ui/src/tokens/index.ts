// Importing this module installs the global theme (`:root` custom properties) and the reset.
import './globalStyles.css.ts';

export { vars } from './theme.css.ts';
export { tokens, type Tokens, TEXT_COLOR_PAIRS } from './tokens.ts';
export { breakpoints, media } from './breakpoints.ts';
export { contrastRatio } from './contrast.ts';
export { visuallyHidden } from './utilities.css.ts';
