import type { RulesTable as RulesTableData } from '@ecole/content';
import { useId } from 'react';
import * as styles from '../Table/Table.css.ts';

/**
 * A table a simulator's section builds from its rules (the pay grid, the costs of a first year):
 * what a visitor reads without JavaScript, and before the simulator has loaded.
 */
export function RulesTable({ table }: { table: RulesTableData }) {
  const captionId = useId();
  return (
    // A scrollable region must be reachable and named for keyboard users (WCAG 2.1.1).
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {table.caption}
        </caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.head}>
              <th scope="row">{row.head}</th>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
