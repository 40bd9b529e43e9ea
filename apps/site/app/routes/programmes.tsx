import { page } from '@ecole/content/pages/site/programmes';
import { callToAction } from '@ecole/sections/CallToAction';
import { cards } from '@ecole/sections/Cards';
import { hero } from '@ecole/sections/Hero';
import { pageRoute } from '@ecole/sections/pageRoute';

const route = pageRoute(page, { hero, cards, callToAction });
export const meta = route.meta;
export default route.Component;
