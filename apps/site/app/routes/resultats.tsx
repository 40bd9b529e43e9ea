import { page } from '@ecole/content/pages/site/resultats';
import { callToAction } from '@ecole/sections/CallToAction';
import { figures } from '@ecole/sections/Figures';
import { hero } from '@ecole/sections/Hero';
import { pageRoute } from '@ecole/sections/pageRoute';
import { results } from '@ecole/sections/Results';

const route = pageRoute(page, { hero, results, figures, callToAction });
export const meta = route.meta;
export default route.Component;
