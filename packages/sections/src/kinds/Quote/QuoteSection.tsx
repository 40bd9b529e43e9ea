import type { QuoteSection as QuoteData } from '@ecole/content';
import { Testimonial } from '@ecole/ui/Testimonial';
import { SectionFrame } from '../../parts/SectionFrame/SectionFrame.tsx';
import { EXAMPLE_NOTE } from '../Testimonials/exampleNote.ts';
import * as styles from '../Testimonials/Testimonials.css.ts';

/** One quote given room of its own (the founder's, a company's). */
export function QuoteSection({ section }: { section: QuoteData }) {
  return (
    <SectionFrame id={section.id} title={section.title} tone={section.tone} width="narrow">
      <div className={styles.item}>
        <Testimonial quote={section.text} author={section.author} role={section.role} type="company" />
        {section.placeholder && <p className={styles.example}>{EXAMPLE_NOTE}</p>}
      </div>
    </SectionFrame>
  );
}
