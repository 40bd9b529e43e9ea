import type { TestimonialsSection as TestimonialsData } from '@ecole/content';
import { Grid } from '@ecole/ui/Grid';
import { Testimonial } from '@ecole/ui/Testimonial';
import { SectionFrame } from '../../parts/SectionFrame/SectionFrame.tsx';
import { EXAMPLE_NOTE } from './exampleNote.ts';
import * as styles from './Testimonials.css.ts';

/** Quotes of students or companies; an example quote says so under it. */
export function TestimonialsSection({ section }: { section: TestimonialsData }) {
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} tone={section.tone ?? 'tinted'}>
      <Grid as="ul">
        {section.items.map((item) => (
          <li key={item.author + item.quote} className={styles.item}>
            <Testimonial quote={item.quote} author={item.author} role={item.role} type={item.type} image={item.image} />
            {item.placeholder && <p className={styles.example}>{EXAMPLE_NOTE}</p>}
          </li>
        ))}
      </Grid>
    </SectionFrame>
  );
}
