export { IslandSlot, type IslandSlotProps } from './IslandSlot.tsx';
export type { IslandName, Islands } from './islands.ts';
export { useIsland } from './useIsland.ts';
