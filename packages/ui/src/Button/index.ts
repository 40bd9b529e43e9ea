export { Button, type ButtonProps, type ButtonLinkProps, type ButtonButtonProps, type ButtonVariant, type ButtonSize } from './Button.tsx';
export { BUTTON_VARIANTS, BUTTON_SIZES } from './Button.css.ts';
