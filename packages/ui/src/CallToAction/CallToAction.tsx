import type { MouseEvent } from 'react';
import { Button, type ButtonLinkProps } from '../Button/Button.tsx';

export type CallToActionProps = ButtonLinkProps;

/**
 * The call-to-action button (spec §2): `#id` scrolls to that element of the page, `http…` opens a
 * new tab, anything else is a route (router link in this app, full page load to another app).
 * The last two are SmartLink's rules; this component adds the smooth in-page scroll.
 */
export function CallToAction({ href, onClick, ...rest }: CallToActionProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !href.startsWith('#') || isModifiedClick(event)) return;
    if (scrollToAnchor(href)) event.preventDefault();
  };
  return <Button {...rest} href={href} onClick={handleClick} />;
}

/**
 * Scrolls to the element `#id` names, smoothly unless the visitor asked for reduced motion, and
 * moves keyboard focus there, as following the link would. Returns false when there is no such
 * element (the browser's default then applies).
 */
export function scrollToAnchor(hash: string): boolean {
  const id = decodeURIComponent(hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;

  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  // A section is not focusable by itself: tabindex -1 makes it a focus target without adding
  // it to the Tab order, so the next Tab continues from the section (WCAG 2.4.3).
  if (!isFocusable(target)) target.setAttribute('tabindex', '-1');
  // preventScroll: the focus must not cut the smooth scroll short with an instant jump.
  target.focus({ preventScroll: true });
  // The address shows the section (shareable) without the browser's own jump. The router's state
  // object is kept as is: React Router reads its history index from it.
  window.history.replaceState(window.history.state, '', `#${encodeURIComponent(id)}`);
  return true;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function isFocusable(element: HTMLElement): boolean {
  return element.hasAttribute('tabindex') || element.matches('a[href], button, input, select, textarea, summary, [contenteditable]');
}

function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
