import { describeAppPages, type RouteModule } from '@ecole/prerender/appPagesSuite';
import { AppFrame } from './root.tsx';
import { ROUTE_FILES } from './routes.ts';

describeAppPages({
  app: 'entreprises',
  Frame: AppFrame,
  routeFiles: ROUTE_FILES,
  modules: import.meta.glob<RouteModule>('./routes/*.tsx', { eager: true }),
});
