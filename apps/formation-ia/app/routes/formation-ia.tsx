import { pageAsOf } from '@ecole/content/pages/formation-ia/formation-ia';
import { buildAsOf } from '@ecole/sections/asOf';
import { callToAction } from '@ecole/sections/CallToAction';
import { cards } from '@ecole/sections/Cards';
import { contactForm } from '@ecole/sections/ContactForm';
import { figures } from '@ecole/sections/Figures';
import { hero } from '@ecole/sections/Hero';
import { keyInformation } from '@ecole/sections/KeyInformation';
import { prose } from '@ecole/sections/Prose';
import { pageRoute } from '@ecole/sections/pageRoute';
import { steps } from '@ecole/sections/Steps';

// Dated page: the next session, as of the day of the build (DESIGN.md §2.7).
const route = pageRoute(pageAsOf(buildAsOf()), { hero, cards, figures, steps, keyInformation, prose, callToAction, contactForm });
export const meta = route.meta;
export default route.Component;
