import type { ResultsSection as ResultsData } from '@ecole/content';
import { useId } from 'react';
import { RichText } from '../../parts/RichText/RichText.tsx';
import { SectionFrame } from '../../parts/SectionFrame/SectionFrame.tsx';
import * as tableStyles from '../Table/Table.css.ts';
import * as styles from './Results.css.ts';

const COLUMNS = ['Indicateur', 'Valeur', 'Période', 'Effectif', 'Source'] as const;

/**
 * The results of one diploma a CFA publishes (Code du travail, art. L6111-8): a table of every
 * indicator with its value, period, cohort and source. A value not supplied yet says so; it is
 * never a number. The section's anchor is where the course page's pass rate leads.
 */
export function ResultsSection({ section }: { section: ResultsData }) {
  const captionId = useId();
  const cell = (text: string | undefined, missing: string) =>
    text === undefined ? <span className={`${styles.missing} ${missing.length < 12 ? styles.short : ''}`}>{missing}</span> : text;
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} tone={section.tone}>
      {section.status && <p className={styles.status}>{section.status}</p>}
      {/* A scrollable region must be reachable and named for keyboard users (WCAG 2.1.1). */}
      <div className={tableStyles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={tableStyles.table}>
          <caption id={captionId} className={tableStyles.caption}>
            {section.caption}
          </caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {section.indicators.map((indicator) => (
              <tr key={indicator.label}>
                <th scope="row">
                  {indicator.label}
                  <span className={styles.definition}>{indicator.definition}</span>
                </th>
                <td>{cell(indicator.value, section.missing.value)}</td>
                <td>{cell(indicator.period, section.missing.other)}</td>
                <td>{cell(indicator.cohort, section.missing.other)}</td>
                <td>{cell(indicator.source, section.missing.other)}</td>
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
