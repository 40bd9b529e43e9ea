import { vars } from '@ecole/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space.lg });

/**
 * A result is shown by the address's anchor (`?resultat=x#x`: the function's redirect), in CSS
 * alone so a browser without JavaScript reads it, or by the page's script (`data-shown`).
 */
export const result = style({
  display: 'none',
  selectors: { '&:target, &[data-shown]': { display: 'block' } },
});

/** What the page says before its script has read the link: not once a result is the target. */
export const waiting = style({ margin: 0 });
globalStyle(`${root}:has(${result}:target) ${waiting}`, { display: 'none' });

export const reference = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const actionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });
