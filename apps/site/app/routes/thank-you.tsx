import { page } from '@ecole/content/pages/site/thank-you';
import { hero } from '@ecole/sections/Hero';
import { links } from '@ecole/sections/Links';
import { pageRoute } from '@ecole/sections/pageRoute';
import { reasonSteps } from '@ecole/sections/ReasonSteps';

const route = pageRoute(page, { hero, reasonSteps, links });
export const meta = route.meta;
export default route.Component;
