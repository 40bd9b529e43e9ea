import type { PaySimulatorSection as PaySimulatorData } from '@ecole/content';
import { useIsland } from '../Island/useIsland.ts';
import { RichText } from '../RichText/RichText.tsx';
import { RulesTable } from '../RulesTable/RulesTable.tsx';
import { SectionFrame } from '../SectionFrame/SectionFrame.tsx';
import * as styles from './PaySimulator.css.ts';

// A chunk of its own, fetched only by the pages that have this section, once they are on screen.
const loadIsland = () => import('./PaySimulatorIsland.tsx');

/**
 * The apprentice's minimum pay: the whole legal grid as a table in the prerendered page (read
 * without JavaScript), and the simulator above it once its code has arrived.
 */
export function PaySimulatorSection({ section }: { section: PaySimulatorData }) {
  const Island = useIsland(loadIsland);
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} tone={section.tone}>
      {/* Where the simulator appears once loaded; the e2e suite waits for it before checking the page. */}
      <div data-island-slot="pay-simulator">{Island && <Island rules={section.rules} />}</div>
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
