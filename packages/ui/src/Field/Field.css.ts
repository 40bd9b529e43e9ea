// The parts of a form field (label, hint, control, error): every form of the apps draws them alike.
import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

/** The label, the control and its texts, one under the other. Also a fieldset's (no frame of its own). */
export const field = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

/** A `label`, or a fieldset's `legend`. */
export const label = style({
  fontWeight: vars.fontWeight.semibold,
  padding: 0,
});

/** « (facultatif) » after a label. */
export const optional = style({
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** Why the value cannot be used, in the error colour (contrast-tested on white). */
export const error = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.error,
});

/** A text field or a select: full width, touch-sized, the focus ring of every control. */
export const control = style({
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  // 16 px at least: iOS Safari zooms the page into any smaller field on focus.
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: 2,
      borderColor: vars.color.primary,
    },
    // Only after the visitor has typed: an untouched required field is not an error yet.
    '&:user-invalid': { borderColor: vars.color.error },
    // Refused by the form's own checks, with the reason shown under the field.
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
  },
});

export const textarea = style([control, { resize: 'vertical' }]);
