import { pageAsOf } from '@ecole/content/pages/entreprises/pme';
import { buildAsOf } from '@ecole/sections/asOf';
import { contactForm } from '@ecole/sections/ContactForm';
import { segmentRoute } from '../segmentRoute.ts';

// Dated page: the aid, the SMIC and the claims backed by them as of the day of the build (DESIGN.md §2.7).
// The only company page with the job-offer form (issue 21, point 8): its route alone bundles it.
const route = segmentRoute(pageAsOf(buildAsOf()), { contactForm });
export const meta = route.meta;
export default route.Component;
