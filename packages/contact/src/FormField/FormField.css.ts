// The parts of every form of the site (the contact form, the job-offer form, the confirmation of a
// staff action): a field's label, hint, control and error, the submit button, a notice.
import { vars } from '@ecole/ui/tokens';
import { style } from '@vanilla-extract/css';

/** WCAG 2.5.5 target size, also Apple's and Google's touch-target minimum. */
export const TOUCH_TARGET = 44;

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const field = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontWeight: vars.fontWeight.semibold,
});

export const optional = style({
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const hint = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const control = style({
  width: '100%',
  minHeight: TOUCH_TARGET,
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
    // Refused by the form's own checks (validateFields.ts), with the reason shown under the field.
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
  },
});

export const textarea = style([control, { resize: 'vertical' }]);

export const submit = style({
  minHeight: TOUCH_TARGET,
  '@media': {
    // One thumb-wide button on phones.
    'screen and (max-width: 767.98px)': { width: '100%' },
  },
});

export const error = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.error,
});

/** A request the visitor must check before it goes (a form filled in under 3 s). */
export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: `4px solid ${vars.color.accent}`,
  backgroundColor: vars.color.accentSurface,
  color: vars.color.text,
});
