import type { KeyInformationSection as KeyInformationData, KeyInformationPart } from '@ecole/content';
import { OPEN_ITEM_MARK } from '@ecole/content/model/courseInfo';
import { CourseSheetLinks } from '../../parts/CourseSheetLinks/CourseSheetLinks.tsx';
import { RichText } from '../../parts/RichText/RichText.tsx';
import { SectionFrame } from '../../parts/SectionFrame/SectionFrame.tsx';
import * as styles from './KeyInformation.css.ts';

function Part({ part }: { part: KeyInformationPart }) {
  if (typeof part === 'object' && 'list' in part) {
    return (
      <ul className={styles.items}>
        {part.list.map((item, index) => (
          <li key={index}>
            <RichText text={item} />
          </li>
        ))}
      </ul>
    );
  }
  // What the school has still to supply, seen as such on a preview build (never in production).
  if (part === OPEN_ITEM_MARK) {
    return (
      <p className={styles.open} data-open="">
        {part}
      </p>
    );
  }
  return (
    <p>
      <RichText text={part} />
    </p>
  );
}

/**
 * The « Informations clés » of a course (Qualiopi indicators 1 and 3): one term and its
 * description per item, in the same order on every course page, and the day they were updated.
 * Each row carries its item's id (`data-item`), so a test can check that none is missing.
 */
export function KeyInformationSection({ section }: { section: KeyInformationData }) {
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} tone={section.tone}>
      <dl className={styles.list}>
        {section.items.map((item) => (
          <div key={item.id} className={styles.row} data-item={item.id} data-open={item.open ? '' : undefined}>
            <dt className={styles.term}>{item.term}</dt>
            <dd className={styles.description}>
              {item.parts.map((part, index) => (
                <Part key={index} part={part} />
              ))}
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.updated}>{section.updated}</p>
      {section.coursePath ? <CourseSheetLinks coursePath={section.coursePath} /> : null}
    </SectionFrame>
  );
}
