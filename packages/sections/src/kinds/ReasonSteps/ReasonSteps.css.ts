import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The thank-you page's panels, one per reason and phone (issue 33): the address's anchor names one
 * of the hidden markers that open each group, and that group's panel shows alone. In CSS only, so
 * a page whose form was posted without JavaScript says the same as one sent by the script. A
 * marker is `hidden`: the browser does not scroll to it, and the page opens at its top, thanks
 * first. Without an anchor, or with one naming no panel, the default reason's panel shows.
 */
export const root = style({});

export const group = style({});

/** The group of the reason an address without an anchor shows. */
export const fallback = style({});

export const marker = style({});

export const panel = style({ display: 'none' });

// The panel whose marker is the page's target: a sibling selector, which browsers without `:has`
// understand too (they then show it beside the default one).
globalStyle(`${marker}:target ~ ${panel}`, { display: 'block' });
globalStyle(`${fallback} > ${panel}`, { display: 'block' });
globalStyle(`${root}:has(${marker}:target) ${fallback}:not(:has(> ${marker}:target)) > ${panel}`, { display: 'none' });
