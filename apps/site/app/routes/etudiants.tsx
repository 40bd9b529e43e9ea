import { pageAsOf } from '@ecole/content/pages/site/etudiants';
import { buildAsOf } from '@ecole/sections/asOf';
import { callToAction } from '@ecole/sections/CallToAction';
import { cards } from '@ecole/sections/Cards';
import { figures } from '@ecole/sections/Figures';
import { hero } from '@ecole/sections/Hero';
import { paySimulator } from '@ecole/sections/PaySimulator';
import { pageRoute } from '@ecole/sections/pageRoute';
import { steps } from '@ecole/sections/Steps';

// Dated page: the SMIC of its pay grid is the one in force on the day of the build (DESIGN.md §2.7).
const route = pageRoute(pageAsOf(buildAsOf()), { hero, figures, cards, steps, callToAction, paySimulator });
export const meta = route.meta;
export default route.Component;
