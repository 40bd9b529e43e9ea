import { clsx } from 'clsx';
import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { Container, type ContainerWidth } from '../Container/Container.tsx';
import * as styles from './Section.css.ts';

export type SectionTone = (typeof styles.SECTION_TONES)[number];
export type SectionSpace = (typeof styles.SECTION_SPACES)[number];

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The section's `<h2>`; it also names the region for screen readers. */
  title?: ReactNode;
  /** A lead paragraph under the title. */
  intro?: ReactNode;
  tone?: SectionTone;
  space?: SectionSpace;
  width?: ContainerWidth;
}

/** A band of the page: background tone, vertical rhythm, centred column, optional `<h2>` + lead. */
export function Section({ title, intro, tone, space, width, className, children, ...props }: SectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={title === undefined ? undefined : titleId} {...props} className={clsx(styles.root({ tone, space }), className)}>
      <Container width={width}>
        {title !== undefined && (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        )}
        {intro !== undefined && <p className={styles.intro}>{intro}</p>}
        {children}
      </Container>
    </section>
  );
}
