import { page } from '@ecole/content/pages/site/faq';
import { faq } from '@ecole/sections/Faq';
import { hero } from '@ecole/sections/Hero';
import { pageRoute } from '@ecole/sections/pageRoute';

const route = pageRoute(page, { hero, faq });
export const meta = route.meta;
export default route.Component;
