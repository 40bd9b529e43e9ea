export { tabFragment, Tabs, TABS_SELECT_PLACEHOLDER, type TabItem, type TabsProps } from './Tabs.tsx';
