import { pageAsOf } from '@ecole/content/pages/site/faq';
import { buildAsOf } from '@ecole/sections/asOf';
import { faq } from '@ecole/sections/Faq';
import { hero } from '@ecole/sections/Hero';
import { pageRoute } from '@ecole/sections/pageRoute';

// Dated page: the state aid it names is the one in force on the day of the build (DESIGN.md §2.7).
const route = pageRoute(pageAsOf(buildAsOf()), { hero, faq });
export const meta = route.meta;
export default route.Component;
