export { TABS_SELECT_PLACEHOLDER, type TabItem, Tabs, type TabsProps, tabFragment } from './Tabs.tsx';
