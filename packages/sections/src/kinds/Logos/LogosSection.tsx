import type { LogosSection as LogosData } from '@ecole/content';
import { SectionFrame } from '../../parts/SectionFrame/SectionFrame.tsx';
import { EXAMPLE_LOGOS_NOTE } from '../Testimonials/exampleNote.ts';
import * as styles from './Logos.css.ts';

/** A strip of company names; example names say so. */
export function LogosSection({ section }: { section: LogosData }) {
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} tone={section.tone}>
      <ul className={styles.list}>
        {section.items.map((item) => (
          <li key={item.name} className={styles.logo}>
            {item.name}
          </li>
        ))}
      </ul>
      {section.items.some((item) => item.placeholder) && <p className={styles.note}>{EXAMPLE_LOGOS_NOTE}</p>}
    </SectionFrame>
  );
}
