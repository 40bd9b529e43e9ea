import { ContactFormIsland } from '../../kinds/ContactForm/ContactFormIsland.tsx';
import CostEstimatorIsland from '../../kinds/CostEstimator/CostEstimatorIsland.tsx';
import { FollowUpActionIsland } from '../../kinds/FollowUpAction/FollowUpActionSection.tsx';
import PaySimulatorIsland from '../../kinds/PaySimulator/PaySimulatorIsland.tsx';
import { ReasonStepsIsland } from '../../kinds/ReasonSteps/ReasonStepsSection.tsx';
import { CourseTabsIsland } from '../../kinds/Tabs/CourseTabsIsland.tsx';
import type { IslandComponent, IslandName } from './islands.ts';

/** Each island's component, for the prerender; the browser imports each from its own entry (entries/). */
export const ISLAND_COMPONENTS: { readonly [N in IslandName]: IslandComponent<N> } = {
  'pay-simulator': PaySimulatorIsland,
  'cost-estimator': CostEstimatorIsland,
  'contact-form': ContactFormIsland,
  'course-tabs': CourseTabsIsland,
  'reason-steps': ReasonStepsIsland,
  'follow-up': FollowUpActionIsland,
};
