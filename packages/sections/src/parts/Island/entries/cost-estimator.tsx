// The browser's entry of the « cost-estimator » island (listed in index.ts, built by @ecole/app-build's viteConfig.js, started by the boot entry).
import CostEstimatorIsland from '../../../kinds/CostEstimator/CostEstimatorIsland.tsx';
import { mountIsland } from '../mountIsland.tsx';

export default mountIsland('cost-estimator', CostEstimatorIsland);
