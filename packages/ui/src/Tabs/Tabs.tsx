import * as RadixTabs from '@radix-ui/react-tabs';
import { type ReactNode, useId, useState } from 'react';
import * as styles from './Tabs.css.ts';

/** One tab: `value` is its stable key (e.g. 'objectifs'), `label` its visible name. */
export interface TabItem {
  value: string;
  label: string;
  content: ReactNode;
}

export const TABS_SELECT_PLACEHOLDER = 'Sélectionnez un onglet';

export interface TabsProps {
  items: readonly TabItem[];
  /** Accessible name of the tab bar, also the visible label of the select on narrow screens. */
  label: string;
  /** Tab shown on arrival (spec §4: the course tabs open on 'objectifs'); the first one otherwise. */
  defaultValue?: string;
  /** Controlled use: the shown tab, and its setter. */
  value?: string;
  onValueChange?: (value: string) => void;
}

/**
 * Tabs on wide screens, a native select under 768 px (spec §4), both driving the same state.
 * Radix gives the tab bar its keyboard use (arrows, Home, End) and ARIA wiring. Every panel is
 * rendered, the inactive ones hidden by CSS, so the prerendered HTML holds all of them.
 */
export function Tabs({ items, label, defaultValue, value, onValueChange }: TabsProps) {
  const [ownValue, setOwnValue] = useState(defaultValue ?? items[0]?.value ?? '');
  const current = value ?? ownValue;
  const selectId = useId();

  const change = (next: string) => {
    if (value === undefined) setOwnValue(next);
    onValueChange?.(next);
  };

  return (
    <RadixTabs.Root value={current} onValueChange={change} className={styles.root}>
      <div className={styles.selectField}>
        <label htmlFor={selectId} className={styles.selectLabel}>
          {label}
        </label>
        <select id={selectId} className={styles.select} value={current} onChange={(event) => change(event.target.value)}>
          <option value="" disabled>
            {TABS_SELECT_PLACEHOLDER}
          </option>
          {items.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </select>
      </div>
      <RadixTabs.List aria-label={label} className={styles.list}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className={styles.trigger}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} forceMount className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
