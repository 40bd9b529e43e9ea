// The browser's entry of the « pay-simulator » island (listed in index.ts, built by @ecole/app-build's viteConfig.js, started by the boot entry).
import PaySimulatorIsland from '../../../kinds/PaySimulator/PaySimulatorIsland.tsx';
import { mountIsland } from '../mountIsland.tsx';

export default mountIsland('pay-simulator', PaySimulatorIsland);
