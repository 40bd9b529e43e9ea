import { page } from '@ecole/content/pages/site/demande-non-envoyee';
import { hero } from '@ecole/sections/Hero';
import { links } from '@ecole/sections/Links';
import { prose } from '@ecole/sections/Prose';
import { pageRoute } from '@ecole/sections/pageRoute';

const route = pageRoute(page, { hero, prose, links });
export const meta = route.meta;
export default route.Component;
