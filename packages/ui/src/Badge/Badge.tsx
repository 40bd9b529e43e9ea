import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { Tone } from '../tokens/tokens.ts';
import { tone as toneClass } from '../tokens/tones.css.ts';
import * as styles from './Badge.css.ts';

export type BadgeEmphasis = (typeof styles.BADGE_EMPHASES)[number];

export interface BadgeProps {
  children: ReactNode;
  tone?: Tone;
  emphasis?: BadgeEmphasis;
}

/** A short label (« 100 % distanciel », « Formation certifiée »): text, never a control. */
export function Badge({ children, tone = 'primary', emphasis }: BadgeProps) {
  return <span className={clsx(styles.root({ emphasis }), toneClass[tone])}>{children}</span>;
}
