// Importing this module installs the global theme (`:root` custom properties) and the reset.
import './fonts.css.ts';
import './globalStyles.css.ts';

export { vars } from './theme.css.ts';
export { tokens, type Tokens, type Tone, FOCUS_COLOR_PAIRS, TEXT_COLOR_PAIRS, TONES, TONE_COLORS } from './tokens.ts';
export { FONT_FILES } from './fonts.css.ts';
export { fontPreloadLinks } from './fontPreload.ts';
export { sprinkles, type Sprinkles } from './sprinkles.css.ts';
export { breakpoints, media } from './breakpoints.ts';
export { contrastRatio } from './contrast.ts';
export { visuallyHidden } from './utilities.css.ts';
export { tone as toneClass, toneColor } from './tones.css.ts';
