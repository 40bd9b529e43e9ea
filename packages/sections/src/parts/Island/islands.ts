import type { ContactReason, CostRulesData, FollowUpActionSection, PayRules } from '@ecole/content';
import type { ComponentType, ReactNode } from 'react';

/** The contact form's island props: which form the section shows (ContactFormSection). */
export type ContactFormIslandProps = ({ form: 'choice' } | { form: 'offer' } | { form: 'reason'; reason: ContactReason }) & {
  /** The page's path, sent with the request (the island has no router to ask). */
  pagePath: string;
  /** The experiment variant this copy of the page is (`formation-ia-titre:b`), sent with the request (issue 37). */
  experimentVariant?: string;
};

/** The course tabs' island props: the tabs, their labels; the panels stay as prerendered. */
export interface CourseTabsIslandProps {
  label: string;
  defaultValue?: string;
  tabs: ReadonlyArray<{ value: string; label: string }>;
}

/**
 * Every island of the site (issue 25): the parts of a page that run, each its own React root,
 * by the name its slot carries (`data-island-slot`), with the props it is hydrated with. The
 * props are data (they travel in the page as JSON); what only the prerender has (the tabs'
 * panels) comes as `ServerSlots` and is kept as prerendered in the browser.
 */
export interface Islands {
  'pay-simulator': { rules: PayRules };
  'cost-estimator': { rules: CostRulesData };
  'contact-form': ContactFormIslandProps;
  'course-tabs': CourseTabsIslandProps;
  /** None: the thank-you page's panels stay as prerendered (ReasonStepsIsland). */
  'reason-steps': Record<string, never>;
  'follow-up': { section: FollowUpActionSection };
}

export type IslandName = keyof Islands;

/** What the prerender hands an island beside its props: rendered there, kept as is in the browser. */
export interface ServerSlots {
  panels?: readonly ReactNode[];
}

/** An island's component: its props, and the prerender's slots (absent in the browser). */
export type IslandComponent<N extends IslandName> = ComponentType<Islands[N] & ServerSlots>;

/** What a slot's `data-island-props` holds: the app it renders in, and the island's props. */
export interface IslandData<N extends IslandName> {
  app: string;
  props: Islands[N];
}

/** `useId` prefix of an island's root: each root counts its ids from zero, so two on one page must differ. */
export function islandIdPrefix(name: IslandName): string {
  return `${name}-`;
}
