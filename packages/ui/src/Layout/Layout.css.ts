import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

/** Off-screen until focused: the first Tab on every page offers to jump over the header. */
export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: vars.zIndex.skipLink,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.semibold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const main = style({ display: 'block', minHeight: '50vh' });

/** The bare chrome's one line of legal links: small and quiet, under the page's last section. */
export const bareFooter = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const bareFooterList = style({
  listStyle: 'none',
  margin: '0 auto',
  padding: 0,
  maxWidth: vars.container.default,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
});

export const bareFooterLink = style({
  color: vars.color.textMuted,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  // A comfortable touch target on a phone (WCAG 2.5.8) without making the line loud.
  display: 'inline-block',
  paddingBlock: vars.space.xs,
  selectors: { '&:hover': { color: vars.color.text, textDecorationThickness: 2 } },
});
