import type { TicksSection as TicksData } from '@ecole/content';
import { TickList } from '@ecole/ui/TickList';
import { SectionFrame } from '../../parts/SectionFrame/SectionFrame.tsx';

/** Short statements with ticks (what the school promises, reassurances). */
export function TicksSection({ section }: { section: TicksData }) {
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} tone={section.tone} width="narrow">
      <TickList items={section.items} />
    </SectionFrame>
  );
}
