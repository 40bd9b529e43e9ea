import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/theme.css.ts';

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(420px, 100vw)',
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  outline: 'none',
  selectors: { '&:empty': { padding: 0 } },
});

const slideIn = keyframes({
  from: { transform: 'translateX(calc(100% + 16px))', opacity: 0 },
  to: { transform: 'translateX(0)', opacity: 1 },
});

export const root = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    borderLeft: '6px solid',
    boxShadow: vars.shadow.md,
    color: vars.color.text,
    selectors: {
      '&[data-state="open"]': { animation: `${slideIn} 200ms ease-out` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    },
  },
  variants: {
    variant: {
      success: { backgroundColor: vars.color.successSurface, borderLeftColor: vars.color.success },
      error: { backgroundColor: vars.color.errorSurface, borderLeftColor: vars.color.error },
    },
  },
});

export const icon = recipe({
  base: { width: 24, height: 24, flexShrink: 0 },
  variants: {
    variant: {
      success: { color: vars.color.success },
      error: { color: vars.color.error },
    },
  },
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const description = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.sm });

export const close = style({
  width: 32,
  height: 32,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: 'rgb(0 0 0 / 0.06)' } },
});
