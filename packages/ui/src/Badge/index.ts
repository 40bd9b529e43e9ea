export { BADGE_EMPHASES } from './Badge.css.ts';
export { Badge, type BadgeEmphasis, type BadgeProps } from './Badge.tsx';
