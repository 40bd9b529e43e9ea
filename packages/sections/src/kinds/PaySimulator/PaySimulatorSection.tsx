import type { PaySimulatorSection as PaySimulatorData } from '@ecole/content';
import { Island } from '../../parts/Island/Island.tsx';
import { RichText } from '../../parts/RichText/RichText.tsx';
import { RulesTable } from '../../parts/RulesTable/RulesTable.tsx';
import { SectionFrame } from '../../parts/SectionFrame/SectionFrame.tsx';
// The island's styles come with the page, not with its entry: its prerendered markup is styled,
// at its final size, from the first paint.
import '../../parts/SimulatorForm/SimulatorForm.css.ts';
import * as styles from './PaySimulator.css.ts';
import PaySimulatorIsland from './PaySimulatorIsland.tsx';

/**
 * The apprentice's minimum pay: the whole legal grid as a table in the prerendered page (read
 * without JavaScript), and the simulator above it, its place kept from the first paint.
 */
export function PaySimulatorSection({ section }: { section: PaySimulatorData }) {
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} tone={section.tone}>
      <Island name="pay-simulator" component={PaySimulatorIsland} props={{ rules: section.rules }} controlled />
      <RulesTable table={section.table} />
      <ul className={styles.notes}>
        {section.notes.map((note, index) => (
          <li key={index}>
            <RichText text={note} />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
