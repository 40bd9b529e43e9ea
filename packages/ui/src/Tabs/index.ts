export { TABS_SELECT_PLACEHOLDER, type TabItem, Tabs, type TabsProps } from './Tabs.tsx';
