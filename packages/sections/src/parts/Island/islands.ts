import type { CostRulesData, PayRules } from '@ecole/content';
import type { ComponentType } from 'react';

/** Every island of the site, by its `data-island-slot` name, with the props it takes. */
export interface Islands {
  'pay-simulator': { rules: PayRules };
  'cost-estimator': { rules: CostRulesData };
}

export type IslandName = keyof Islands;

/** The island components the prerender renders in place (none in the browser: they come as chunks). */
export type PrerenderedIslands = { readonly [N in IslandName]?: ComponentType<Islands[N]> };
