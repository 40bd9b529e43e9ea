import { page } from '@ecole/content/pages/site/not-found';
import { hero } from '@ecole/sections/Hero';
import { pageRoute } from '@ecole/sections/pageRoute';

/**
 * Every unknown path: client-side navigation lands here through the `*` route, and the proxy
 * serves the copy prerendered at /404 (moved to build/client/404.html) with status 404. Written
 * by hand, unlike the other pages' modules (routes/generated/): it is no route of the table.
 */
const route = pageRoute(page, { hero });
export const meta = route.meta;
export default route.Component;
