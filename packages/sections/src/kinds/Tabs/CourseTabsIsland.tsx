import { Tabs } from '@ecole/ui/Tabs';
import type { CourseTabsIslandProps, ServerSlots } from '../../parts/Island/islands.ts';

/** Given to React instead of a panel's content in the browser: its prerendered markup stays as it is. */
const KEEP_PRERENDERED = { __html: '' };

/**
 * The course tabs as an island: the tab bar and the select run, the panels' content does not
 * (prose, links), so it is not sent twice: the prerender renders it, and the browser hydrates each
 * panel's wrapper without its children (React leaves an element's inner HTML alone at hydration
 * when it is given as `dangerouslySetInnerHTML`).
 */
export function CourseTabsIsland({ label, defaultValue, tabs, panels }: CourseTabsIslandProps & ServerSlots) {
  return (
    <Tabs
      label={label}
      defaultValue={defaultValue}
      items={tabs.map((tab, index) => ({
        value: tab.value,
        label: tab.label,
        content: panels ? <div>{panels[index]}</div> : <div dangerouslySetInnerHTML={KEEP_PRERENDERED} suppressHydrationWarning />,
      }))}
    />
  );
}
