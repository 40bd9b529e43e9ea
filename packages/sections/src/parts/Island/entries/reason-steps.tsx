// The browser's entry of the « reason-steps » island (built by @ecole/app-build's viteConfig.js, started by the boot module).
import { ReasonStepsIsland } from '../../../kinds/ReasonSteps/ReasonStepsSection.tsx';
import { mountIsland } from '../mountIsland.tsx';

export default mountIsland('reason-steps', ReasonStepsIsland);
