import type { SegmentPage, SegmentSectionKind } from '@ecole/content/segments/segmentPage';
import { callToAction } from '@ecole/sections/CallToAction';
import { cards } from '@ecole/sections/Cards';
import { costEstimator } from '@ecole/sections/CostEstimator';
import { faq } from '@ecole/sections/Faq';
import { figures } from '@ecole/sections/Figures';
import { hero } from '@ecole/sections/Hero';
import { logos } from '@ecole/sections/Logos';
import { mobileActions } from '@ecole/sections/MobileActions';
import { prose } from '@ecole/sections/Prose';
import { type PageRoute, pageRoute } from '@ecole/sections/pageRoute';
import type { Renderers } from '@ecole/sections/registry';
import { steps } from '@ecole/sections/Steps';
import { testimonials } from '@ecole/sections/Testimonials';

/**
 * Where a page has a job-offer form and its route gave no renderer for it: the prerender of that
 * page fails, naming what to do (a build never ships a page without its form).
 */
function missingOfferForm(): never {
  throw new Error('Cette page a un formulaire d’offre : sa route doit passer `contactForm` à segmentRoute.');
}

/**
 * The renderers of every kind a sector's page is made of (`SEGMENT_SECTION_KINDS`) but the
 * job-offer form (a `contactForm`), which only the pages that have one name. The route modules of
 * the `segment` template are written from it (pageRouteFiles reads this object's keys): one
 * module every sector page imports, so they share one stylesheet a visitor's browser keeps from
 * one sector page to the next, and only /pme links the form's styles.
 */
export const SEGMENT_RENDERERS = {
  hero,
  prose,
  cards,
  figures,
  costEstimator,
  steps,
  testimonials,
  logos,
  faq,
  callToAction,
  mobileActions,
} as const satisfies Renderers<Exclude<SegmentSectionKind, 'contactForm'>>;

/** The route of a sector's page (`segmentPage`), with the renderers of the kinds not in SEGMENT_RENDERERS. */
export function segmentRoute(page: SegmentPage, offerForm: Renderers<'contactForm'> = { contactForm: missingOfferForm }): PageRoute {
  return pageRoute(page, { ...SEGMENT_RENDERERS, ...offerForm });
}
