import { media, vars } from '@ecole/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/** The simulator's card: the questions, then the answer. */
export const form = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  marginBottom: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  boxShadow: vars.shadow.sm,
  '@media': { [media.mobile]: { padding: vars.space.md } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

/** The questions: side by side when there is room, one under the other on a phone. */
export const questions = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(18rem, 100%), 1fr))',
  alignItems: 'start',
});

// A question's label, hint, control and error: the design system's (`@ecole/ui/Field`).
export { control, error, field, hint, label } from '@ecole/ui/Field/styles';

/** Radio buttons as a row of touch-sized choices. */
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.primarySurface } },
});

export const check = style([choice, { alignSelf: 'start' }]);

globalStyle(`${choice} input`, { width: 20, height: 20, margin: 0, accentColor: vars.color.primary });
globalStyle(`${choice} input:focus-visible`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 });

/** The answer, announced when it changes. */
export const result = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.primarySurface,
  color: vars.color.text,
});

export const headline = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const figures = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const figureRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: `0 ${vars.space.md}`,
  paddingBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const figureTerm = style({ fontWeight: vars.fontWeight.semibold });

export const figureValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const line = style({ margin: 0 });

export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
