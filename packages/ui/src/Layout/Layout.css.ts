import { globalStyle, style } from '@vanilla-extract/css';
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

/**
 * The page's bands after the first are laid out and painted only once near the screen: a tap that
 * opens a menu then restyles, lays out and paints the screen the visitor sees, not a page of 6 to
 * 8 screens under it (issue 25, « the first tap's next paint under 50 ms at 4× CPU »: the header's
 * dropdown went from 32 ms median, 56 ms worst to 32 and 48 over 20 runs, `npm run bench:interactions`).
 * A band the visitor reaches is rendered before it enters the screen; until then it keeps the height
 * it last had, or 600 px, so the scrollbar barely moves. The first band (the hero, the page's
 * largest paint) is never skipped, and neither is a band holding an island: the containment this
 * brings would make the band, not the screen, the box of its fixed toasts. A browser without
 * `:has()` drops the rule and renders every band, as before.
 */
globalStyle(`${main} > section ~ section:not(:has([data-island-slot]))`, {
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 600px',
});

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
