// What the prerender (Vite's SSR build, Node) gets for `#prerendered-islands`; the browser build
// gets prerenderedIslands.browser.ts instead (package.json `imports`, the `browser` condition).
// These static imports would otherwise pull every island into the first-load JavaScript of the
// pages that have one, where each must stay a chunk fetched after hydration.
import CostEstimatorIsland from '../../kinds/CostEstimator/CostEstimatorIsland.tsx';
import PaySimulatorIsland from '../../kinds/PaySimulator/PaySimulatorIsland.tsx';
import type { PrerenderedIslands } from './islands.ts';

export const PRERENDERED_ISLANDS: PrerenderedIslands = {
  'pay-simulator': PaySimulatorIsland,
  'cost-estimator': CostEstimatorIsland,
};
