export { Island, type IslandProps } from './Island.tsx';
export type { ContactFormIslandProps, CourseTabsIslandProps, IslandData, IslandName, Islands } from './islands.ts';
export { type MountIsland, mountIsland } from './mountIsland.tsx';
