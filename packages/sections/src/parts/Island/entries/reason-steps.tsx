// The browser's entry of the « reason-steps » island (listed in index.ts, built by @ecole/app-build's viteConfig.js, started by the boot entry).
import { ReasonStepsIsland } from '../../../kinds/ReasonSteps/ReasonStepsSection.tsx';
import { mountIsland } from '../mountIsland.tsx';

export default mountIsland('reason-steps', ReasonStepsIsland);
