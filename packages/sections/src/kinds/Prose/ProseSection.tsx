import type { ProseSection as ProseData } from '@ecole/content';
import { Prose } from '../../parts/Prose/Prose.tsx';
import { SectionFrame } from '../../parts/SectionFrame/SectionFrame.tsx';

/** Running text under a title (legal notices, a mission statement). */
export function ProseSection({ section }: { section: ProseData }) {
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} tone={section.tone} width="narrow">
      <Prose blocks={section.blocks} />
    </SectionFrame>
  );
}
