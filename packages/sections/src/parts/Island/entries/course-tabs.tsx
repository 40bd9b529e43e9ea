// The browser's entry of the « course-tabs » island (listed in index.ts, built by @ecole/app-build's viteConfig.js, started by the boot entry).
import { CourseTabsIsland } from '../../../kinds/Tabs/CourseTabsIsland.tsx';
import { mountIsland } from '../mountIsland.tsx';

export default mountIsland('course-tabs', CourseTabsIsland);
