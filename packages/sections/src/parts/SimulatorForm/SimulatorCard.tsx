import { type ReactNode, useId } from 'react';
import * as styles from './SimulatorForm.css.ts';

interface SimulatorCardProps {
  /** `data-island`'s value: marks the island's chunk for the import-cost test (packages/bench). */
  island: string;
  title: string;
  /** The questions; `titleId` names the card, for ids of their own. */
  questions: (titleId: string) => ReactNode;
  /** The answer, announced by screen readers each time it changes. */
  answer: ReactNode;
  /** What follows the answer in its box without being announced. */
  children?: ReactNode;
}

/**
 * A simulator's card, the pay simulator's and the cost estimator's: its title, its questions, its
 * answer in a polite live region. Nothing to submit: the answer follows every change.
 */
export function SimulatorCard({ island, title, questions, answer, children }: SimulatorCardProps) {
  const titleId = useId();
  return (
    <form className={styles.form} aria-labelledby={titleId} data-island={island} onSubmit={(event) => event.preventDefault()}>
      <h3 id={titleId} className={styles.title}>
        {title}
      </h3>
      <div className={styles.questions}>{questions(titleId)}</div>
      <div className={styles.result}>
        <div role="status" aria-live="polite" aria-atomic="true">
          {answer}
        </div>
        {children}
      </div>
    </form>
  );
}
