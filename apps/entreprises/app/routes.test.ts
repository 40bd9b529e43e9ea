import { describeAppRouting } from '@ecole/app-build/routeTableSuite';
import config from '../react-router.config.ts';
import routeConfig, { ROUTE_FILES } from './routes.ts';

describeAppRouting({ app: 'entreprises', config, routeConfig, routeFiles: ROUTE_FILES });
