export { Avatar, AVATAR_STATES, initials, type AvatarProps, type AvatarSize, type AvatarState } from './Avatar.tsx';
export { AVATAR_SIZES } from './Avatar.css.ts';
