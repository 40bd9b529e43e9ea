import { page } from '@ecole/content/pages/site/suivi-demande';
import { followUpAction } from '@ecole/sections/FollowUpAction';
import { hero } from '@ecole/sections/Hero';
import { pageRoute } from '@ecole/sections/pageRoute';

const route = pageRoute(page, { hero, followUpAction });
export const meta = route.meta;
export default route.Component;
