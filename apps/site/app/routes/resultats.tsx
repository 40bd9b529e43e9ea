import { page } from '@ecole/content/pages/site/resultats';
import { callToAction } from '@ecole/sections/CallToAction';
import { hero } from '@ecole/sections/Hero';
import { prose } from '@ecole/sections/Prose';
import { pageRoute } from '@ecole/sections/pageRoute';
import { results } from '@ecole/sections/Results';
import { table } from '@ecole/sections/Table';

const route = pageRoute(page, { hero, prose, results, table, callToAction });
export const meta = route.meta;
export default route.Component;
