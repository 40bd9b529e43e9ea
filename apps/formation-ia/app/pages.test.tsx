import { describeAppPages, type RouteModule } from '@ecole/prerender/appPagesSuite';
import { AppFrame } from './root.tsx';
import { ROUTE_FILES } from './routes.ts';

describeAppPages({
  app: 'formation-ia',
  Frame: AppFrame,
  routeFiles: ROUTE_FILES,
  modules: import.meta.glob<RouteModule>('./routes/*.tsx', { eager: true }),
});
