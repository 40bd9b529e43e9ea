import { ContactFormIsland } from '../ContactFormSection/ContactFormIsland.tsx';
import CostEstimatorIsland from '../CostEstimator/CostEstimatorIsland.tsx';
import { FollowUpActionIsland } from '../FollowUpAction/FollowUpActionSection.tsx';
import PaySimulatorIsland from '../PaySimulator/PaySimulatorIsland.tsx';
import { ReasonStepsIsland } from '../ReasonSteps/ReasonStepsSection.tsx';
import { CourseTabsIsland } from '../Tabs/CourseTabsIsland.tsx';
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
