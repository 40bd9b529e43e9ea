import { page } from '@ecole/content/pages/site/demande-non-envoyee';
import { hero } from '@ecole/sections/Hero';
import { links } from '@ecole/sections/Links';
import { pageRoute } from '@ecole/sections/pageRoute';
import { prose } from '@ecole/sections/Prose';

const route = pageRoute(page, { hero, prose, links });
export const meta = route.meta;
export default route.Component;
