import type { StepsSection as StepsData } from '@ecole/content';
import { StepList } from '@ecole/ui/StepList';
import { ActionRow } from '../../parts/ActionRow/ActionRow.tsx';
import { SectionFrame } from '../../parts/SectionFrame/SectionFrame.tsx';

/** A numbered process (apply, interview, find a company, start). */
export function StepsSection({ section }: { section: StepsData }) {
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} tone={section.tone}>
      <StepList
        steps={section.items.map((item) => ({ title: item.title, description: item.description, ...(item.accent ? { tone: item.accent } : {}) }))}
        layout={section.layout ?? 'columns'}
      />
      <ActionRow actions={section.actions} onBrand={section.tone === 'brand'} />
    </SectionFrame>
  );
}
