import { pageAsOf } from '@ecole/content/pages/site/admissions';
import { buildAsOf } from '@ecole/sections/asOf';
import { callToAction } from '@ecole/sections/CallToAction';
import { cards } from '@ecole/sections/Cards';
import { faq } from '@ecole/sections/Faq';
import { hero } from '@ecole/sections/Hero';
import { paySimulator } from '@ecole/sections/PaySimulator';
import { pageRoute } from '@ecole/sections/pageRoute';
import { steps } from '@ecole/sections/Steps';
import { ticks } from '@ecole/sections/Ticks';

// Dated page: the intake notice and the SMIC of the pay grid as of the build (DESIGN.md §2.7).
const route = pageRoute(pageAsOf(buildAsOf()), { hero, steps, callToAction, cards, ticks, faq, paySimulator });
export const meta = route.meta;
export default route.Component;
