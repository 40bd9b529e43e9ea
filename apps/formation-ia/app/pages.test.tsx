import { describeAppPages, type RouteModule } from '@ecole/app-build/appPagesSuite';
import { AppFrame } from './root.tsx';
import { ROUTE_FILES } from './routes.ts';

describeAppPages({
  app: 'formation-ia',
  Frame: AppFrame,
  routeFiles: ROUTE_FILES,
  // The modules routes.ts wrote when this test imported it (a glob would run before they exist).
  modules: Object.fromEntries(
    await Promise.all(Object.values(ROUTE_FILES).map(async (file) => [`./${file}`, (await import(/* @vite-ignore */ `./${file}`)) as RouteModule] as const)),
  ),
});
