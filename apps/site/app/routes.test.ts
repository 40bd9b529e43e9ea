import { describeAppRouting } from '@ecole/app-build/routeTableSuite';
import config from '../react-router.config.ts';
import { NOT_FOUND_PRERENDER_PATH } from './notFound.ts';
import routeConfig, { ROUTE_FILES } from './routes.ts';

// The not-found page is prerendered too (it becomes 404.html), and a catch-all route renders it
// for unknown paths reached by in-app navigation.
describeAppRouting({
  app: 'site',
  config,
  routeConfig,
  routeFiles: ROUTE_FILES,
  extraPrerendered: [NOT_FOUND_PRERENDER_PATH],
  extraRoutes: ['*'],
});
