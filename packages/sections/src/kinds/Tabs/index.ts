export { TabsSection, TabsSection as tabs } from './TabsSection.tsx';
