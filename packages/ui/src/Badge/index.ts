export { Badge, type BadgeProps, type BadgeEmphasis } from './Badge.tsx';
export { BADGE_EMPHASES } from './Badge.css.ts';
