import { deskViteConfig } from '@ecole/app-build/deskViteConfig';

export default await deskViteConfig('equipe');
