import { pageAsOf } from '@ecole/content/pages/entreprises/recruter-un-alternant';
import { buildAsOf } from '@ecole/sections/asOf';
import { callToAction } from '@ecole/sections/CallToAction';
import { cards } from '@ecole/sections/Cards';
import { costEstimator } from '@ecole/sections/CostEstimator';
import { faq } from '@ecole/sections/Faq';
import { figures } from '@ecole/sections/Figures';
import { hero } from '@ecole/sections/Hero';
import { mobileActions } from '@ecole/sections/MobileActions';
import { pageRoute } from '@ecole/sections/pageRoute';
import { steps } from '@ecole/sections/Steps';

// Dated page: the aid and the estimate as of the day of the build (DESIGN.md §2.7).
const route = pageRoute(pageAsOf(buildAsOf()), { hero, cards, figures, steps, faq, callToAction, mobileActions, costEstimator });
export const meta = route.meta;
export default route.Component;
