import type { TableSection as TableData } from '@ecole/content';
import { useId } from 'react';
import { RichText } from '../../parts/RichText/RichText.tsx';
import { SectionFrame } from '../../parts/SectionFrame/SectionFrame.tsx';
import * as styles from './Table.css.ts';

/** A real table (comparisons, grids): column headers, each row headed by its first cell. */
export function TableSection({ section }: { section: TableData }) {
  const captionId = useId();
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} tone={section.tone}>
      {/* A scrollable region must be reachable and named for keyboard users (WCAG 2.1.1). */}
      <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {section.caption}
          </caption>
          <thead>
            <tr>
              {section.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row) => (
              <tr key={row.join('|')}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={index}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {section.note !== undefined && (
        <p className={styles.note}>
          <RichText text={section.note} />
        </p>
      )}
    </SectionFrame>
  );
}
