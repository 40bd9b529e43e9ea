import { anchorPanels } from '../../kinds/AnchorPanels/index.ts';
import { applicationForm } from '../../kinds/ApplicationForm/index.ts';
import { callToAction } from '../../kinds/CallToAction/index.ts';
import { cards } from '../../kinds/Cards/index.ts';
import { contactForm } from '../../kinds/ContactForm/index.ts';
import { costEstimator } from '../../kinds/CostEstimator/index.ts';
import { faq } from '../../kinds/Faq/index.ts';
import { figures } from '../../kinds/Figures/index.ts';
import { followUpAction } from '../../kinds/FollowUpAction/index.ts';
import { hero } from '../../kinds/Hero/index.ts';
import { keyInformation } from '../../kinds/KeyInformation/index.ts';
import { links } from '../../kinds/Links/index.ts';
import { logos } from '../../kinds/Logos/index.ts';
import { mobileActions } from '../../kinds/MobileActions/index.ts';
import { paySimulator } from '../../kinds/PaySimulator/index.ts';
import { prose } from '../../kinds/Prose/index.ts';
import { quote } from '../../kinds/Quote/index.ts';
import { reasonSteps } from '../../kinds/ReasonSteps/index.ts';
import { results } from '../../kinds/Results/index.ts';
import { steps } from '../../kinds/Steps/index.ts';
import { stickyCta } from '../../kinds/StickyCta/index.ts';
import { table } from '../../kinds/Table/index.ts';
import { tabs } from '../../kinds/Tabs/index.ts';
import { testimonials } from '../../kinds/Testimonials/index.ts';
import { ticks } from '../../kinds/Ticks/index.ts';
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
