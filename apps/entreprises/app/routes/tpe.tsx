import { page } from '@ecole/content/pages/entreprises/tpe';
import { callToAction } from '@ecole/sections/CallToAction';
import { cards } from '@ecole/sections/Cards';
import { hero } from '@ecole/sections/Hero';
import { mobileActions } from '@ecole/sections/MobileActions';
import { pageRoute } from '@ecole/sections/pageRoute';
import { prose } from '@ecole/sections/Prose';
import { steps } from '@ecole/sections/Steps';
import { testimonials } from '@ecole/sections/Testimonials';

const route = pageRoute(page, { hero, prose, cards, steps, testimonials, callToAction, mobileActions });
export const meta = route.meta;
export default route.Component;
