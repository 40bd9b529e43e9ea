import { clsx } from 'clsx';
import { createElement } from 'react';
import { TONES, type Tone } from '../tokens/tokens.ts';
import { tone as toneClass } from '../tokens/tones.css.ts';
import * as styles from './StepList.css.ts';

export type StepLayout = (typeof styles.STEP_LAYOUTS)[number];

/** Spec §3's step shape: number, title, description, colour. */
export interface Step {
  title: string;
  description: string;
  /** Defaults to the position in the list, from 1. */
  number?: number;
  /** Defaults to cycling through the tones, so neighbouring steps differ. */
  tone?: Tone;
}

export interface StepListProps {
  steps: readonly Step[];
  layout?: StepLayout;
  headingLevel?: 3 | 4;
  className?: string;
}

/** A numbered process. An `<ol>`, so screen readers announce "1 of 4" themselves. */
export function StepList({ steps, layout, headingLevel = 3, className }: StepListProps) {
  return (
    <ol className={clsx(styles.root({ layout }), className)}>
      {steps.map((step, index) => {
        const tone = step.tone ?? TONES[index % TONES.length] ?? 'primary';
        return (
          <li key={step.title} className={clsx(styles.step, toneClass[tone])} data-tone={tone}>
            {/* The list already numbers the steps for screen readers; this disc is the visual twin. */}
            <span className={styles.number} aria-hidden="true">
              {step.number ?? index + 1}
            </span>
            <div>
              {createElement(`h${headingLevel}`, { className: styles.title }, step.title)}
              <p className={styles.description}>{step.description}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
