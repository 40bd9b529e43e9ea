// The browser's entry of the « course-tabs » island (built by @ecole/app-build's viteConfig.js, started by the boot module).
import { CourseTabsIsland } from '../../../kinds/Tabs/CourseTabsIsland.tsx';
import { mountIsland } from '../mountIsland.tsx';

export default mountIsland('course-tabs', CourseTabsIsland);
