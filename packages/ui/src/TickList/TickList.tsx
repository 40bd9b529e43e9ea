import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { Tone } from '../tokens/tokens.ts';
import { tone as toneClass } from '../tokens/tones.css.ts';
import * as styles from './TickList.css.ts';

export interface TickListProps {
  /** Short statements (benefits, reassurance points); strings are their own React keys. */
  items: readonly ReactNode[];
  tone?: Tone;
  className?: string;
  'aria-label'?: string;
}

/** Benefit bullets with a tick: a real list for screen readers, the tick is decoration. */
export function TickList({ items, tone = 'secondary', className, ...props }: TickListProps) {
  return (
    <ul {...props} className={clsx(styles.root, toneClass[tone], className)}>
      {items.map((item, index) => (
        <li key={typeof item === 'string' ? item : index} className={styles.item}>
          <span className={styles.tick} aria-hidden="true">
            <svg viewBox="0 0 16 16" className={styles.tickIcon} focusable="false">
              <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
