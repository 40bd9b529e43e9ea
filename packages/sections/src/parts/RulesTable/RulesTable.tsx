import type { RulesTable as RulesTableData } from '@ecole/content';
import { useId } from 'react';
import * as styles from './RulesTable.css.ts';

/** Narrowest a column gets before the table scrolls sideways: the pay grid's four fit a phone. */
const COLUMN_MIN_REM = 5;

/**
 * A table a simulator's section builds from its rules (the pay grid, the costs of a first year):
 * what a visitor reads without JavaScript, and before the simulator has loaded. Its title sits
 * above it (a wide table would carry a caption out of sight) and names it.
 */
export function RulesTable({ table }: { table: RulesTableData }) {
  const titleId = useId();
  return (
    <>
      <p id={titleId} className={styles.caption}>
        {table.caption}
      </p>
      {/* A scrollable region must be reachable and named for keyboard users (WCAG 2.1.1). */}
      <div className={styles.scroller} role="region" aria-labelledby={titleId} tabIndex={0}>
        <table className={styles.table} aria-labelledby={titleId} style={{ minWidth: `${table.columns.length * COLUMN_MIN_REM}rem` }}>
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
                {row.cells.map((cell, index) =>
                  typeof cell === 'string' ? (
                    <td key={index}>
                      <span className={styles.value}>{cell}</span>
                    </td>
                  ) : (
                    <td key={index}>
                      <span className={styles.value}>{cell[0]}</span>
                      <span className={styles.detail}>{cell[1]}</span>
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
