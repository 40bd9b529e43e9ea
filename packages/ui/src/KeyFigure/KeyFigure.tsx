import { clsx } from 'clsx';
import { createElement } from 'react';
import type { Tone } from '../tokens/tokens.ts';
import { tone as toneClass } from '../tokens/tones.css.ts';
import * as styles from './KeyFigure.css.ts';

export interface KeyFigureProps {
  /** The figure as the content module formats it (`97 %`, `5 000 €`, `50+`). */
  value: string;
  /** What it counts, read right after the value: "97 % de nos diplômés en emploi…". */
  label: string;
  tone?: Tone;
  as?: 'div' | 'li';
}

/** A claim in figures (spec §1): the number large, its meaning under it, read as one sentence. */
export function KeyFigure({ value, label, tone = 'primary', as = 'div' }: KeyFigureProps) {
  return createElement(
    as,
    { className: clsx(styles.root, toneClass[tone]) },
    <strong key="value" className={styles.value}>
      {value}
    </strong>,
    // The space keeps "97 % de nos diplômés" one phrase in the text and for screen readers.
    ' ',
    <span key="label" className={styles.label}>
      {label}
    </span>,
  );
}
