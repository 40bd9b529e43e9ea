import { clsx } from 'clsx';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';
import { SmartLink } from '../SmartLink/SmartLink.tsx';
import * as styles from './Button.css.ts';

export type ButtonVariant = (typeof styles.BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof styles.BUTTON_SIZES)[number];

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** With `href`: a link styled as a button, followed the SmartLink way (router, page load, new tab, anchor). */
export interface ButtonLinkProps extends CommonProps, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** Without `href`: a real `<button>`, `type="button"` unless told otherwise (no accidental form submits). */
export interface ButtonButtonProps extends CommonProps, ButtonHTMLAttributes<HTMLButtonElement> {
  href?: undefined;
  ref?: Ref<HTMLButtonElement>;
}

export type ButtonProps = ButtonLinkProps | ButtonButtonProps;

export function Button(props: ButtonProps) {
  if (props.href !== undefined) {
    const { variant, size, className, ...rest } = props;
    return <SmartLink {...rest} className={clsx(styles.root({ variant, size }), className)} />;
  }
  const { variant, size, className, type = 'button', ...rest } = props;
  return <button {...rest} type={type} className={clsx(styles.root({ variant, size }), className)} />;
}
