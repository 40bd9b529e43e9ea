import { clsx } from 'clsx';
import { createElement, type ReactNode } from 'react';
import type { Tone } from '../tokens/tokens.ts';
import { tone as toneClass } from '../tokens/tones.css.ts';
import * as styles from './Card.css.ts';

/** Spec §3's advantage shape (icon, title, description, colour), which every card of the site fits. */
export interface CardProps {
  title: ReactNode;
  description?: ReactNode;
  /** A decorative pictogram (an emoji or an inline SVG): hidden from screen readers. */
  icon?: ReactNode;
  tone?: Tone;
  /** `li` inside a `Grid as="ul"`. */
  as?: 'div' | 'li' | 'article';
  /** The title's heading level: 3 under a section's `<h2>`. */
  headingLevel?: 2 | 3 | 4;
  /** Extra content under the description, pushed to the bottom (a button). */
  children?: ReactNode;
  className?: string;
}

export function Card({ title, description, icon, tone = 'primary', as = 'div', headingLevel = 3, children, className }: CardProps) {
  return createElement(
    as,
    { className: clsx(styles.root, toneClass[tone], className), 'data-tone': tone },
    icon !== undefined && (
      <span key="icon" className={styles.icon} aria-hidden="true">
        {icon}
      </span>
    ),
    createElement(`h${headingLevel}`, { key: 'title', className: styles.title }, title),
    description !== undefined && (
      <p key="description" className={styles.description}>
        {description}
      </p>
    ),
    children !== undefined && (
      <div key="footer" className={styles.footer}>
        {children}
      </div>
    ),
  );
}
