import { clsx } from 'clsx';
import { createElement } from 'react';
import { OptionalImage } from '../OptionalImage/OptionalImage.tsx';
import { tone as toneClass } from '../tokens/tones.css.ts';
import * as styles from './Testimonial.css.ts';

export const TESTIMONIAL_TYPES = ['student', 'company'] as const;
export type TestimonialType = (typeof TESTIMONIAL_TYPES)[number];

/** Spec §3's testimonial shape. */
export interface TestimonialProps {
  quote: string;
  author: string;
  role: string;
  /** A portrait or logo; hidden if it fails to load. Decorative: the name sits beside it. */
  image?: string;
  type?: TestimonialType;
  as?: 'div' | 'li';
}

/** A quote with its author: `<figure>`, `<blockquote>`, `<figcaption>` (the HTML spec's pattern). */
export function Testimonial({ quote, author, role, image, type = 'company', as = 'div' }: TestimonialProps) {
  return createElement(
    as,
    { className: clsx(styles.root, toneClass[type === 'student' ? 'primary' : 'secondary']), 'data-type': type },
    <figure key="figure" className={styles.figure}>
      <blockquote className={styles.quote}>
        <p className={styles.quoteText}>{quote}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        {image !== undefined && <OptionalImage src={image} alt="" width={48} height={48} loading="lazy" className={styles.photo} />}
        <span>
          {/* Not <cite>: HTML reserves it for titles of works, not people. */}
          <strong className={styles.author}>{author}</strong>
          <span className={styles.role}>{role}</span>
        </span>
      </figcaption>
    </figure>,
  );
}
