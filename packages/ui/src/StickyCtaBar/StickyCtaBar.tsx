import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { ButtonVariant } from '../Button/Button.tsx';
import { CallToAction } from '../CallToAction/CallToAction.tsx';
import { Container } from '../Container/Container.tsx';
import * as styles from './StickyCtaBar.css.ts';

export interface StickyButton {
  label: string;
  href: string;
  variant?: ButtonVariant;
}

export interface StickyCtaBarProps {
  /** Names the bar for screen readers, e.g. « Inscription ». */
  label: string;
  message: ReactNode;
  button: StickyButton;
}

/** A bar stuck to the bottom of the screen while the page scrolls (spec §2). Render it last. */
export function StickyCtaBar({ label, message, button }: StickyCtaBarProps) {
  return (
    <aside aria-label={label} className={styles.root}>
      <Container className={styles.inner}>
        <p className={styles.message}>{message}</p>
        <CallToAction href={button.href} variant={button.variant} size="sm">
          {button.label}
        </CallToAction>
      </Container>
    </aside>
  );
}

export interface MobileStickyButtonsProps {
  /** Names the navigation, e.g. « Actions rapides ». */
  label: string;
  buttons: readonly StickyButton[];
}

/**
 * The phone variant (spec §2, /tpe): buttons side by side at the bottom of the screen, under
 * 768 px only; larger screens have the same links in the page. Hidden by CSS, so the prerendered
 * HTML holds it either way.
 */
export function MobileStickyButtons({ label, buttons }: MobileStickyButtonsProps) {
  return (
    <nav aria-label={label} className={clsx(styles.root, styles.mobileOnly, styles.buttons)}>
      {buttons.map((button, index) => (
        <CallToAction key={button.label} href={button.href} variant={button.variant ?? (index === 0 ? 'primary' : 'outline')}>
          {button.label}
        </CallToAction>
      ))}
    </nav>
  );
}
