import { page } from '@ecole/content/pages/site/etudiants';
import { callToAction } from '@ecole/sections/CallToAction';
import { cards } from '@ecole/sections/Cards';
import { figures } from '@ecole/sections/Figures';
import { hero } from '@ecole/sections/Hero';
import { pageRoute } from '@ecole/sections/pageRoute';
import { steps } from '@ecole/sections/Steps';

const route = pageRoute(page, { hero, figures, cards, steps, callToAction });
export const meta = route.meta;
export default route.Component;
