import { page } from '@ecole/content/pages/entreprises/recruter-un-alternant';
import { callToAction } from '@ecole/sections/CallToAction';
import { cards } from '@ecole/sections/Cards';
import { faq } from '@ecole/sections/Faq';
import { figures } from '@ecole/sections/Figures';
import { hero } from '@ecole/sections/Hero';
import { mobileActions } from '@ecole/sections/MobileActions';
import { pageRoute } from '@ecole/sections/pageRoute';
import { steps } from '@ecole/sections/Steps';

const route = pageRoute(page, { hero, cards, figures, steps, faq, callToAction, mobileActions });
export const meta = route.meta;
export default route.Component;
