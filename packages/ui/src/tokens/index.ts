// Importing this module installs the global theme (`:root` custom properties) and the reset.
import './fonts.css.ts';
import './globalStyles.css.ts';

export { breakpoints, media } from './breakpoints.ts';
export { contrastRatio } from './contrast.ts';
export { fontPreloadLinks } from './fontPreload.ts';
export { FONT_FILES } from './fonts.css.ts';
export { type Sprinkles, sprinkles } from './sprinkles.css.ts';
export { vars } from './theme.css.ts';
export { FOCUS_COLOR_PAIRS, TEXT_COLOR_PAIRS, TONE_COLORS, TONES, type Tokens, type Tone, tokens } from './tokens.ts';
export { tone as toneClass, toneColor } from './tones.css.ts';
export { visuallyHidden } from './utilities.css.ts';
