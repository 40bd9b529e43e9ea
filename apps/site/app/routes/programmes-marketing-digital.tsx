import { pageAsOf } from '@ecole/content/pages/site/programmes-marketing-digital';
import { buildAsOf } from '@ecole/sections/asOf';
import { callToAction } from '@ecole/sections/CallToAction';
import { cards } from '@ecole/sections/Cards';
import { faq } from '@ecole/sections/Faq';
import { figures } from '@ecole/sections/Figures';
import { hero } from '@ecole/sections/Hero';
import { keyInformation } from '@ecole/sections/KeyInformation';
import { links } from '@ecole/sections/Links';
import { paySimulator } from '@ecole/sections/PaySimulator';
import { pageRoute } from '@ecole/sections/pageRoute';
import { quote } from '@ecole/sections/Quote';
import { stickyCta } from '@ecole/sections/StickyCta';
import { tabs } from '@ecole/sections/Tabs';
import { ticks } from '@ecole/sections/Ticks';

// Dated page: the next intake, the SMIC and the aid, as of the day of the build (DESIGN.md §2.7).
const route = pageRoute(pageAsOf(buildAsOf()), { hero, figures, tabs, keyInformation, cards, ticks, quote, callToAction, faq, links, stickyCta, paySimulator });
export const meta = route.meta;
export default route.Component;
