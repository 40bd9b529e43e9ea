import type { CallToActionSection as CallToActionData } from '@ecole/content';
import { TickList } from '@ecole/ui/TickList';
import { ActionRow } from '../../parts/ActionRow/ActionRow.tsx';
import { SectionFrame } from '../../parts/SectionFrame/SectionFrame.tsx';

/** A band that asks for one thing (apply, call us), with its reassurances. Blue unless told otherwise. */
export function CallToActionSection({ section }: { section: CallToActionData }) {
  const tone = section.tone ?? 'brand';
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.text} tone={tone} width="narrow">
      {section.ticks && section.ticks.length > 0 && <TickList items={section.ticks} tone={tone === 'brand' ? 'primary' : 'secondary'} />}
      <ActionRow actions={section.actions} onBrand={tone === 'brand'} />
    </SectionFrame>
  );
}
