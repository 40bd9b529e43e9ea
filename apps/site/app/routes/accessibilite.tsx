import { page } from '@ecole/content/pages/site/accessibilite';
import { callToAction } from '@ecole/sections/CallToAction';
import { cards } from '@ecole/sections/Cards';
import { hero } from '@ecole/sections/Hero';
import { prose } from '@ecole/sections/Prose';
import { pageRoute } from '@ecole/sections/pageRoute';
import { quote } from '@ecole/sections/Quote';

const route = pageRoute(page, { hero, cards, prose, quote, callToAction });
export const meta = route.meta;
export default route.Component;
