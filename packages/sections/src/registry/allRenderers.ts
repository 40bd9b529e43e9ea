import { anchorPanels } from '../AnchorPanels/index.ts';
import { applicationForm } from '../ApplicationForm/index.ts';
import { callToAction } from '../CallToAction/index.ts';
import { cards } from '../Cards/index.ts';
import { contactForm } from '../ContactFormSection/index.ts';
import { costEstimator } from '../CostEstimator/index.ts';
import { faq } from '../Faq/index.ts';
import { figures } from '../Figures/index.ts';
import { followUpAction } from '../FollowUpAction/index.ts';
import { hero } from '../Hero/index.ts';
import { keyInformation } from '../KeyInformation/index.ts';
import { links } from '../Links/index.ts';
import { logos } from '../Logos/index.ts';
import { mobileActions } from '../MobileActions/index.ts';
import { paySimulator } from '../PaySimulator/index.ts';
import { prose } from '../Prose/index.ts';
import { quote } from '../Quote/index.ts';
import { reasonSteps } from '../ReasonSteps/index.ts';
import { results } from '../Results/index.ts';
import { steps } from '../Steps/index.ts';
import { stickyCta } from '../StickyCta/index.ts';
import { table } from '../Table/index.ts';
import { tabs } from '../Tabs/index.ts';
import { testimonials } from '../Testimonials/index.ts';
import { ticks } from '../Ticks/index.ts';
import type { Registry } from './registry.ts';

/**
 * Every kind with its renderer: the type refuses a kind of the content model left without one
 * (DESIGN.md §2.8). Tests and tools render any page with it; routes name only the renderers their
 * page needs (pageRoute), so a page's bundle never holds the others.
 */
export const ALL_RENDERERS: Registry = {
  hero,
  prose,
  cards,
  steps,
  figures,
  faq,
  tabs,
  testimonials,
  quote,
  callToAction,
  ticks,
  links,
  table,
  logos,
  contactForm,
  mobileActions,
  stickyCta,
  applicationForm,
  reasonSteps,
  paySimulator,
  costEstimator,
  results,
  keyInformation,
  anchorPanels,
  followUpAction,
};
