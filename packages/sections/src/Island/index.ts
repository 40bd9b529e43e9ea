export { useIsland } from './useIsland.ts';
