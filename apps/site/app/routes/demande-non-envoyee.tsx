import { page } from '@ecole/content/pages/site/demande-non-envoyee';
import { anchorPanels } from '@ecole/sections/AnchorPanels';
import { hero } from '@ecole/sections/Hero';
import { links } from '@ecole/sections/Links';
import { pageRoute } from '@ecole/sections/pageRoute';

const route = pageRoute(page, { hero, anchorPanels, links });
export const meta = route.meta;
export default route.Component;
