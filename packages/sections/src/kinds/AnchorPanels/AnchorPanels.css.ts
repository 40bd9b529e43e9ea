import { globalStyle, style } from '@vanilla-extract/css';

/** The panels' container: while the address's anchor names one of them, the others are hidden. */
export const root = style({});

export const panel = style({});

// In CSS alone, so a visitor without JavaScript (the form posted without it lands here) sees only
// the reason that applies; with no anchor, or one naming none of them, every panel shows.
globalStyle(`${root}:has(> ${panel}:target) > ${panel}:not(:target)`, { display: 'none' });
