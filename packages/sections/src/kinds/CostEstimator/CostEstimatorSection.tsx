import { type CostEstimatorSection as CostEstimatorData, formatDate } from '@ecole/content';
import { Island } from '../../parts/Island/Island.tsx';
import { RichText } from '../../parts/RichText/RichText.tsx';
import { RulesTable } from '../../parts/RulesTable/RulesTable.tsx';
import { SectionFrame } from '../../parts/SectionFrame/SectionFrame.tsx';
// The island's styles come with the page, not with its entry: its prerendered markup is styled,
// at its final size, from the first paint.
import '../../parts/SimulatorForm/SimulatorForm.css.ts';
import * as styles from './CostEstimator.css.ts';
import CostEstimatorIsland from './CostEstimatorIsland.tsx';

/**
 * What an apprentice costs a company: the first year's costs as a table in the prerendered page
 * (read without JavaScript), the day the rules were checked, and every assumption with its legal
 * source under a disclosure; the estimator above the table, its place kept from the first paint.
 */
export function CostEstimatorSection({ section }: { section: CostEstimatorData }) {
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} tone={section.tone}>
      <Island name="cost-estimator" component={CostEstimatorIsland} props={{ rules: section.rules }} controlled />
      <RulesTable table={section.table} />
      <p className={styles.checked}>Règles vérifiées le {formatDate(section.checkedOn)}.</p>
      {/* Folded at the end of the estimate (issue 22): the decrees and articles are there for who
          checks the figures, and no longer stand between the table and the rest of the page. A
          native disclosure, open and closed without JavaScript. */}
      <details className={styles.disclosure}>
        <summary className={styles.assumptionsTitle}>Hypothèses et sources du calcul</summary>
        <ul className={styles.assumptions}>
          {section.assumptions.map((assumption, index) => (
            <li key={index}>
              <RichText text={assumption} />
            </li>
          ))}
        </ul>
      </details>
    </SectionFrame>
  );
}
