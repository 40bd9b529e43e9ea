import type { PrerenderedIslands } from './islands.ts';

/** In the browser, islands come as chunks of their own (`IslandSlot`'s `load`), never up front. */
export const PRERENDERED_ISLANDS: PrerenderedIslands = {};
