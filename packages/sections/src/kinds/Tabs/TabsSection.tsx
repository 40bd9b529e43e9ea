import type { TabsSection as TabsData } from '@ecole/content';
import { Island } from '../../parts/Island/Island.tsx';
import { Prose } from '../../parts/Prose/Prose.tsx';
import { SectionFrame } from '../../parts/SectionFrame/SectionFrame.tsx';
import { CourseTabsIsland } from './CourseTabsIsland.tsx';

/**
 * Tabs on wide screens, a dropdown under 768 px (spec §4); every panel in the prerendered HTML.
 * The tab bar and the select are an island (CourseTabsIsland); before it runs, each tab is a link
 * to its panel and the select's option shows its panel, in CSS alone.
 */
export function TabsSection({ section }: { section: TabsData }) {
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} tone={section.tone}>
      <Island
        name="course-tabs"
        component={CourseTabsIsland}
        props={{ label: section.label, defaultValue: section.defaultTab, tabs: section.items.map((item) => ({ value: item.id, label: item.label })) }}
        panels={section.items.map((item) => <Prose key={item.id} blocks={item.blocks} headingLevel={4} />)}
      />
    </SectionFrame>
  );
}
