export { AVATAR_SIZES } from './Avatar.css.ts';
export { AVATAR_STATES, Avatar, type AvatarProps, type AvatarSize, type AvatarState, initials } from './Avatar.tsx';
