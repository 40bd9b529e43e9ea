// The browser's entry of the « follow-up » island (listed in index.ts, built by @ecole/app-build's viteConfig.js, started by the boot entry).
import { FollowUpActionIsland } from '../../../kinds/FollowUpAction/FollowUpActionSection.tsx';
import { mountIsland } from '../mountIsland.tsx';

export default mountIsland('follow-up', FollowUpActionIsland);
