import type { AnchorPanelsSection as AnchorPanelsData } from '@ecole/content';
import { Prose } from '../../parts/Prose/Prose.tsx';
import { SectionFrame } from '../../parts/SectionFrame/SectionFrame.tsx';
import * as styles from './AnchorPanels.css.ts';

/**
 * Panels of which the address's anchor shows one (`/demande-non-envoyee?motif=x#x`): each panel is a
 * titled region with the anchor's id; CSS hides the others while one is the page's target.
 */
export function AnchorPanelsSection({ section }: { section: AnchorPanelsData }) {
  return (
    <div id={section.id} className={styles.root}>
      {section.panels.map((panel, index) => (
        <div key={panel.id} id={panel.id} className={styles.panel}>
          <SectionFrame title={panel.title} tone={section.tone ?? (index % 2 === 0 ? 'plain' : 'surface')}>
            <Prose blocks={panel.blocks} />
          </SectionFrame>
        </div>
      ))}
    </div>
  );
}
