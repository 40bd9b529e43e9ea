import { page } from '@ecole/content/pages/entreprises/commercants';
import { segmentRoute } from '../segmentRoute.ts';

const route = segmentRoute(page);
export const meta = route.meta;
export default route.Component;
