import { pageAsOf } from '@ecole/content/pages/entreprises/commercants';
import { buildAsOf } from '@ecole/sections/asOf';
import { segmentRoute } from '../segmentRoute.ts';

// Dated page: the aid, the SMIC and the claims backed by them as of the day of the build (DESIGN.md §2.7).
const route = segmentRoute(pageAsOf(buildAsOf()));
export const meta = route.meta;
export default route.Component;
