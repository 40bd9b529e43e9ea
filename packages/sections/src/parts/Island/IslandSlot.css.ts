import { style } from '@vanilla-extract/css';

/**
 * The island's prerendered copy, before its code runs. A browser that runs no script would show a
 * form that does nothing: hidden there (the section's table holds the whole answer).
 */
export const pending = style({
  '@media': { '(scripting: none)': { display: 'none' } },
});
