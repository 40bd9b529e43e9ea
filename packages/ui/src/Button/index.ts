export { BUTTON_SIZES, BUTTON_VARIANTS } from './Button.css.ts';
export { Button, type ButtonButtonProps, type ButtonLinkProps, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button.tsx';
