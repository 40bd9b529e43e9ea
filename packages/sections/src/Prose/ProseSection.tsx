import type { ProseSection as ProseData } from '@ecole/content';
import { SectionFrame } from '../SectionFrame/SectionFrame.tsx';
import { Prose } from './Prose.tsx';

/** Running text under a title (legal notices, a mission statement). */
export function ProseSection({ section }: { section: ProseData }) {
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} tone={section.tone} width="narrow">
      <Prose blocks={section.blocks} />
    </SectionFrame>
  );
}
