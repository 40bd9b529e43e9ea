import { pageAsOf } from '@ecole/content/pages/site/candidater';
import { applicationForm } from '@ecole/sections/ApplicationForm';
import { buildAsOf } from '@ecole/sections/asOf';
import { callToAction } from '@ecole/sections/CallToAction';
import { faq } from '@ecole/sections/Faq';
import { hero } from '@ecole/sections/Hero';
import { pageRoute } from '@ecole/sections/pageRoute';
import { steps } from '@ecole/sections/Steps';

// Dated page: the start-dates answer names the next intake as of the build (DESIGN.md §2.7).
const route = pageRoute(pageAsOf(buildAsOf()), { hero, steps, applicationForm, faq, callToAction });
export const meta = route.meta;
export default route.Component;
