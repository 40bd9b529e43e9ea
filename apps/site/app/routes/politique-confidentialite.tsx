import { page } from '@ecole/content/pages/site/politique-confidentialite';
import { hero } from '@ecole/sections/Hero';
import { links } from '@ecole/sections/Links';
import { prose } from '@ecole/sections/Prose';
import { pageRoute } from '@ecole/sections/pageRoute';

const route = pageRoute(page, { hero, links, prose });
export const meta = route.meta;
export default route.Component;
