import * as RadixTabs from '@radix-ui/react-tabs';
import { type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { control as fieldControl } from '../Field/Field.css.ts';
import * as styles from './Tabs.css.ts';

/** One tab: `value` is its stable key (e.g. 'objectifs'), `label` its visible name. */
export interface TabItem {
  value: string;
  label: string;
  content: ReactNode;
}

export const TABS_SELECT_PLACEHOLDER = 'Sélectionnez un onglet';

/** The address fragment of a tab's panel (`#onglet-objectifs`): what a tab links to before the script runs. */
export const tabFragment = (value: string) => `onglet-${value}`;

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
 *
 * Before the script runs (or when it never does), both controls still work, in CSS alone: each tab
 * is a link to its panel's fragment, shown while it is the page's target, and the select's checked
 * option shows its panel (`Tabs.css.ts`). Every tab is in the Tab order until then, since the
 * arrow keys need the script. Once React runs, `data-enhanced` hands over to its state, which first
 * takes whatever the visitor chose before, so nothing on screen changes.
 */
export function Tabs({ items, label, defaultValue, value, onValueChange }: TabsProps) {
  const [ownValue, setOwnValue] = useState(defaultValue ?? items[0]?.value ?? '');
  const [enhanced, setEnhanced] = useState(false);
  const current = value ?? ownValue;
  const selectId = useId();
  const selectRef = useRef<HTMLSelectElement>(null);

  const change = (next: string) => {
    if (value === undefined) setOwnValue(next);
    onValueChange?.(next);
  };

  useEffect(() => {
    const known = (candidate: string | undefined) => items.find((item) => item.value === candidate)?.value;
    const fromHash = known(decodeURIComponent(window.location.hash.slice(1)).replace(/^onglet-/, ''));
    const narrow = selectRef.current?.offsetParent !== null;
    const chosen = (narrow ? known(selectRef.current?.value) : undefined) ?? fromHash;
    if (chosen && chosen !== current) change(chosen);
    setEnhanced(true);
    // Once, at hydration: afterwards the state is the only source.
  }, []);

  /**
   * After hydration a tab is a button in all but its tag: no jump to the fragment, no history
   * entry. Radix shows a tab on `mousedown`; a press whose `mousedown` came before the island was
   * live and whose `click` comes after (a tap that started the island: issue 39, point 3) shows
   * its tab here, on the click, instead of being lost. A click with a modifier key is left to
   * Radix, as its `mousedown` is.
   */
  const selectOnClick = (value: string) => (event: MouseEvent) => {
    event.preventDefault();
    if (event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey && value !== current) change(value);
  };

  return (
    <RadixTabs.Root value={current} onValueChange={change} className={styles.root} data-enhanced={enhanced ? '' : undefined}>
      <div className={styles.selectField}>
        <label htmlFor={selectId} className={styles.selectLabel}>
          {label}
        </label>
        <select ref={selectRef} id={selectId} className={fieldControl} value={current} onChange={(event) => change(event.target.value)}>
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
          <RadixTabs.Trigger key={item.value} value={item.value} className={styles.trigger} asChild>
            {/* `type` undone: Radix sets type="button", which an <a> may not carry. */}
            <a href={`#${tabFragment(item.value)}`} type={undefined} onClick={selectOnClick(item.value)} {...(enhanced ? {} : { tabIndex: 0 })}>
              {item.label}
            </a>
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} forceMount className={styles.panel}>
          <span id={tabFragment(item.value)} className={styles.fragment} />
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
