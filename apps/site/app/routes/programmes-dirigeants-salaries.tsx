import { page } from '@ecole/content/pages/site/programmes-dirigeants-salaries';
import { callToAction } from '@ecole/sections/CallToAction';
import { cards } from '@ecole/sections/Cards';
import { hero } from '@ecole/sections/Hero';
import { keyInformation } from '@ecole/sections/KeyInformation';
import { links } from '@ecole/sections/Links';
import { pageRoute } from '@ecole/sections/pageRoute';

const route = pageRoute(page, { hero, cards, keyInformation, callToAction, links });
export const meta = route.meta;
export default route.Component;
