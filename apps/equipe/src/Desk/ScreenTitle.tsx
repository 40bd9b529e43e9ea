import { type ReactNode, useEffect, useRef } from 'react';
import { MESSAGES } from '../messages.ts';
import * as styles from '../styles/desk.css.ts';

/**
 * A screen's heading: the page's title follows it, and it takes the focus when the screen opens,
 * so a keyboard or screen-reader user hears where a link of the menu led (the screens change in
 * the page, not as a new document).
 */
export function ScreenTitle({ children, text }: { children: ReactNode; text: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${text} – ${MESSAGES.appName}`;
    heading.current?.focus();
  }, [text]);
  return (
    <h1 ref={heading} tabIndex={-1} className={styles.title}>
      {children}
    </h1>
  );
}
