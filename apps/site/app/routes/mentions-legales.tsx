import { page } from '@ecole/content/pages/site/mentions-legales';
import { hero } from '@ecole/sections/Hero';
import { links } from '@ecole/sections/Links';
import { pageRoute } from '@ecole/sections/pageRoute';
import { prose } from '@ecole/sections/Prose';

const route = pageRoute(page, { hero, links, prose });
export const meta = route.meta;
export default route.Component;
