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

/** The renderers of every kind a sector's page is made of (`SEGMENT_SECTION_KINDS`): one list for the eight routes. */
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
} as const satisfies Renderers<SegmentSectionKind>;

/** The route of a sector's page (`segmentPage`): `export const meta = route.meta; export default route.Component;`. */
export function segmentRoute(page: SegmentPage): PageRoute {
  return pageRoute(page, SEGMENT_RENDERERS);
}
