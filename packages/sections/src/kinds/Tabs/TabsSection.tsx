import type { TabsSection as TabsData } from '@ecole/content';
import { Tabs } from '@ecole/ui/Tabs';
import { Prose } from '../../parts/Prose/Prose.tsx';
import { SectionFrame } from '../../parts/SectionFrame/SectionFrame.tsx';

/** Tabs on wide screens, a dropdown under 768 px (spec §4); every panel in the prerendered HTML. */
export function TabsSection({ section }: { section: TabsData }) {
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} tone={section.tone}>
      <Tabs
        label={section.label}
        defaultValue={section.defaultTab}
        items={section.items.map((item) => ({ value: item.id, label: item.label, content: <Prose blocks={item.blocks} headingLevel={4} /> }))}
      />
    </SectionFrame>
  );
}
