import { appViteConfig } from '@ecole/prerender/viteConfig';

export default await appViteConfig('formation-ia');
