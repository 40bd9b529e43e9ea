import { pageAsOf } from '@ecole/content/pages/site/programmes-community-manager';
import { buildAsOf } from '@ecole/sections/asOf';
import { callToAction } from '@ecole/sections/CallToAction';
import { cards } from '@ecole/sections/Cards';
import { hero } from '@ecole/sections/Hero';
import { keyInformation } from '@ecole/sections/KeyInformation';
import { links } from '@ecole/sections/Links';
import { paySimulator } from '@ecole/sections/PaySimulator';
import { pageRoute } from '@ecole/sections/pageRoute';
import { stickyCta } from '@ecole/sections/StickyCta';

// Dated page: the SMIC of its pay grid is the one in force on the day of the build (DESIGN.md §2.7).
const route = pageRoute(pageAsOf(buildAsOf()), { hero, cards, keyInformation, callToAction, links, stickyCta, paySimulator });
export const meta = route.meta;
export default route.Component;
