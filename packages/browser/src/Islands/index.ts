export { type IslandEntryModule, type IslandImports, type IslandLoaderOptions, type IslandMap, islandLoader, type MountIsland } from './islandLoader.ts';
export {
  ISLAND_LIVE_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_REPLAY_ATTRIBUTE,
  ISLAND_SLOT_ATTRIBUTE,
  ISLAND_STARTED_ATTRIBUTE,
  TOASTS_ENTRY,
} from './names.ts';
