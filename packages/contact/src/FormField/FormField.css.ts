// The parts of every form of the site (the contact form, the job-offer form, the confirmation of a
// staff action): a field's label, hint, control and error (the design system's, `@ecole/ui/Field`),
// the submit button, a notice.
import { vars } from '@ecole/ui/tokens';
import { style } from '@vanilla-extract/css';

export { control, error, field, hint, label, optional, textarea } from '@ecole/ui/Field/styles';

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const submit = style({
  minHeight: vars.size.touchTarget,
  '@media': {
    // One thumb-wide button on phones.
    'screen and (max-width: 767.98px)': { width: '100%' },
  },
});

/** A request the visitor must check before it goes (a form filled in under 3 s). */
export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: `4px solid ${vars.color.accent}`,
  backgroundColor: vars.color.accentSurface,
  color: vars.color.text,
});
