import { prerenderedAppConfig } from '@ecole/app-build/appConfig';
import { NOT_FOUND_PRERENDER_PATH } from './app/notFound.ts';

// The site app also owns the not-found page every unknown path is answered with.
export default prerenderedAppConfig('site', { notFoundPath: NOT_FOUND_PRERENDER_PATH, seoFiles: true });
