import { page } from '@ecole/content/pages/site/programmes-digital-business-developer';
import { callToAction } from '@ecole/sections/CallToAction';
import { cards } from '@ecole/sections/Cards';
import { hero } from '@ecole/sections/Hero';
import { links } from '@ecole/sections/Links';
import { pageRoute } from '@ecole/sections/pageRoute';
import { prose } from '@ecole/sections/Prose';
import { stickyCta } from '@ecole/sections/StickyCta';

const route = pageRoute(page, { hero, cards, prose, callToAction, links, stickyCta });
export const meta = route.meta;
export default route.Component;
