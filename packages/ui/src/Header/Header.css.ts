import { style } from '@vanilla-extract/css';
import { media } from '../tokens/breakpoints.ts';
import { vars } from '../tokens/theme.css.ts';

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  backgroundColor: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const inner = style({
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginRight: 'auto',
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
});

export const logoImage = style({ display: 'block' });

/**
 * The header before its script runs (JavaScript off, blocked, or not loaded yet): `root` has no
 * `data-enhanced`. The menus then work in CSS alone: the hamburger is a link to the menu, shown
 * while it is the page's target; on a computer a dropdown opens while the pointer or the focus is
 * in it; on a phone every dropdown's links are shown, under its name (below). Once the script
 * runs, `data-enhanced` is set and the state (buttons, Escape, clicks outside) takes over.
 */
const plain = `${root}:not([data-enhanced])`;

export const nav = style({
  '@media': {
    [media.mobile]: {
      // Laid over the page, under the header, rather than pushing the page down: opening it then
      // lays out and paints the menu alone, not the whole page under it (what a tap on a slow
      // phone waits for, `npm run bench:interactions`).
      position: 'absolute',
      top: '100%',
      left: 0,
      right: 0,
      padding: `0 ${vars.space.md}`,
      backgroundColor: vars.color.background,
      // A rule, no shadow: a blurred shadow around a panel the height of the screen is painted anew
      // at every opening, which a slow phone pays on the tap's next frame (30 first taps at 4× CPU,
      // `npm run bench:interactions`' measure: 32.5 ms mean, worst 48 without it; 35.7, 2 over 50 with it).
      borderBottom: `1px solid ${vars.color.border}`,
      // The header sticks to the top: an open menu longer than the screen scrolls inside it, or
      // its last links could never be reached.
      maxHeight: 'calc(100vh - 64px)',
      overflowY: 'auto',
      selectors: {
        '&[data-state="closed"]': { display: 'none' },
        [`${plain} &[data-state="closed"]:target`]: { display: 'block' },
      },
    },
  },
});

/** « Fermer le menu » inside the menu, for the CSS-only menu (the hamburger can only open it). */
export const closeWithoutScript = style({
  display: 'none',
  '@media': {
    [media.mobile]: {
      selectors: { [`${plain} ${nav}:target &`]: { display: 'flex' } },
    },
  },
});

export const menuList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': {
    [media.mobile]: { flexDirection: 'column', alignItems: 'stretch', paddingBottom: vars.space.md },
  },
});

export const menuItem = style({ position: 'relative' });

const navControl = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surface } },
  '@media': { [media.mobile]: { width: '100%' } },
});

export const navLink = style([navControl, { selectors: { '&[aria-current="page"]': { color: vars.color.primary } } }]);

export const disclosureButton = style([
  navControl,
  {
    // On a phone without the script, the button names its list, always shown (`submenu`): nothing to press.
    '@media': { [media.mobile]: { selectors: { [`${plain} &`]: { cursor: 'default', backgroundColor: 'transparent' } } } },
  },
]);

export const chevron = style({
  width: 12,
  height: 12,
  transition: 'transform 150ms ease',
  selectors: { [`${disclosureButton}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
  // Its list always shown (above): no chevron promises a toggle the phone cannot make without the script.
  '@media': { [media.mobile]: { selectors: { [`${plain} &`]: { display: 'none' } } } },
});

export const submenu = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.sm,
  minWidth: 240,
  backgroundColor: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  position: 'absolute',
  top: '100%',
  left: 0,
  // Closed menus stay in the HTML (crawlers, prerendering) and are only hidden. Before the script
  // runs, a dropdown opens while the pointer or the keyboard is in it.
  selectors: {
    '&[data-state="closed"]': { display: 'none' },
    [`${plain} ${menuItem}:hover > &[data-state="closed"], ${plain} ${menuItem}:focus-within > &[data-state="closed"]`]: {
      display: 'block',
    },
  },
  '@media': {
    [media.mobile]: {
      position: 'static',
      boxShadow: 'none',
      border: 0,
      paddingLeft: vars.space.lg,
      selectors: {
        // Without the script, a phone's dropdowns stay open: one that opened under the focus or
        // the finger closed when a tap moved them elsewhere, and everything below it moved up
        // under that very finger, so the tap on « FAQ » or « Je postule » landed on whatever
        // slid there (issue 36). Open, nothing moves while a finger is down; the menu scrolls.
        [`${plain} &[data-state="closed"]`]: { display: 'block' },
      },
    },
  },
});

/** A labelled group of a submenu (« Par secteur »): a rule above, a small heading, its links. */
export const group = style({
  marginTop: vars.space.xs,
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
});

export const groupLabel = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const groupList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const callToAction = style({
  marginLeft: vars.space.sm,
  '@media': { [media.mobile]: { marginLeft: 0, marginTop: vars.space.sm, display: 'grid' } },
});

export const menuToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  cursor: 'pointer',
  '@media': { [media.desktop]: { display: 'none' } },
});

export const menuToggleIcon = style({ width: 24, height: 24 });
