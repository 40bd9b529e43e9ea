import { prerenderedAppConfig } from '@ecole/app-build/appConfig';

// Unknown paths are the site app's 404.html (proxy rule 5): this app has no not-found page.
export default prerenderedAppConfig('entreprises');
