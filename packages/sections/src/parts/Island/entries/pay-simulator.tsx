// The browser's entry of the « pay-simulator » island (built by @ecole/app-build's viteConfig.js, started by the boot module).
import PaySimulatorIsland from '../../../kinds/PaySimulator/PaySimulatorIsland.tsx';
import { mountIsland } from '../mountIsland.tsx';

export default mountIsland('pay-simulator', PaySimulatorIsland);
