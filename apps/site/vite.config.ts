import { appViteConfig } from '@ecole/app-build/viteConfig';

export default await appViteConfig('site');
