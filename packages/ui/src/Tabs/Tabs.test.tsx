import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { media } from '../tokens/breakpoints.ts';
import { TABS_SELECT_PLACEHOLDER, type TabItem, Tabs, tabFragment } from './Tabs.tsx';

/** Seven tabs, as the course pages have (spec §4). */
const ITEMS: TabItem[] = [
  ['objectifs', 'Objectifs'],
  ['programme', 'Programme'],
  ['competences', 'Compétences'],
  ['metiers', 'Métiers'],
  ['admission', 'Admission'],
  ['financement', 'Financement'],
  ['certification', 'Certification'],
].map(([value, label]) => ({ value: value!, label: label!, content: <p>{`Contenu ${label}`}</p> }));

/** The select is `display: none` here: jsdom computes the wide layout (see the media-rule test). */
const narrowSelect = () => screen.getByRole('combobox', { hidden: true });

/** `{ selector, display }` of the style rules inside `@media <query>` of the page's style sheets. */
function mediaRules(query: string) {
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.conditionText === query)
    .flatMap((rule) => [...rule.cssRules])
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
    .map((rule) => ({ selector: rule.selectorText, display: rule.style.display }));
}

const tab = (name: string) => screen.getByRole('tab', { name });
const panelText = (label: string) => screen.getByText(`Contenu ${label}`);

describe('Tabs', () => {
  it('shows the default tab, wired to its panel, the others hidden', async () => {
    const { container } = render(<Tabs items={ITEMS} label="Le programme" defaultValue="metiers" />);
    expect(screen.getByRole('tablist', { name: 'Le programme' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(7);
    expect(tab('Métiers')).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Métiers');
    expect(panel).toHaveTextContent('Contenu Métiers');
    expect(tab('Métiers')).toHaveAttribute('aria-controls', panel.id);
    expect(panelText('Objectifs')).not.toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('opens on the first tab when no default is given', () => {
    render(<Tabs items={ITEMS} label="Le programme" />);
    expect(tab('Objectifs')).toHaveAttribute('aria-selected', 'true');
    expect(panelText('Objectifs')).toBeVisible();
  });

  it('switches panels on click', async () => {
    render(<Tabs items={ITEMS} label="Le programme" defaultValue="objectifs" />);
    await userEvent.click(tab('Financement'));
    expect(tab('Financement')).toHaveAttribute('aria-selected', 'true');
    expect(panelText('Financement')).toBeVisible();
    expect(panelText('Objectifs')).not.toBeVisible();
  });

  it('shows the tab of a click whose press came before it ran (a tap that started the island), and stays on the page', () => {
    render(<Tabs items={ITEMS} label="Le programme" defaultValue="objectifs" />);
    // The `mousedown` went to the markup before React was there: only the click reaches it.
    const notPrevented = fireEvent.click(tab('Admission'));
    expect(notPrevented).toBe(false);
    expect(tab('Admission')).toHaveAttribute('aria-selected', 'true');
    expect(panelText('Admission')).toBeVisible();
    // With a modifier key, the click is left to Radix, which ignores it as it ignores its press.
    fireEvent.click(tab('Métiers'), { ctrlKey: true });
    expect(tab('Admission')).toHaveAttribute('aria-selected', 'true');
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping around', async () => {
    render(<Tabs items={ITEMS} label="Le programme" defaultValue="objectifs" />);
    // The select before the bar shows only on narrow screens: on a wide one, Tab reaches the active tab.
    await userEvent.tab();
    expect(tab('Objectifs')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Programme')).toHaveFocus();
    expect(panelText('Programme')).toBeVisible();
    await userEvent.keyboard('{End}');
    expect(tab('Certification')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Objectifs')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Certification')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(tab('Objectifs')).toHaveAttribute('aria-selected', 'true');
    // Only the active tab is in the Tab order: the next Tab leaves the bar for the panel.
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('swaps the tab bar for the select under 768 px, in CSS so the first paint is right', () => {
    render(<Tabs items={ITEMS} label="Le programme" />);
    const select = narrowSelect();
    // jsdom applies no media query: the wide layout is what it computes.
    expect(select).not.toBeVisible();
    expect(screen.getByRole('tablist')).toBeVisible();
    const narrowRules = mediaRules(media.mobile);
    expect(narrowRules).toContainEqual({ selector: `.${select.parentElement!.className}`, display: 'grid' });
    expect(narrowRules).toContainEqual({ selector: `.${screen.getByRole('tablist').className}`, display: 'none' });
  });

  it('offers a labelled select with the placeholder, driving the same state', async () => {
    const onValueChange = vi.fn();
    render(<Tabs items={ITEMS} label="Le programme" defaultValue="objectifs" onValueChange={onValueChange} />);
    const select = narrowSelect();
    expect(select).toHaveAccessibleName('Le programme');
    expect(select).toHaveValue('objectifs');
    const options = within(select).getAllByRole('option', { hidden: true });
    expect(options[0]).toHaveTextContent(TABS_SELECT_PLACEHOLDER);
    expect(TABS_SELECT_PLACEHOLDER).toBe('Sélectionnez un onglet');
    expect(options[0]).toBeDisabled();
    expect(options.slice(1).map((option) => option.textContent)).toEqual(ITEMS.map((item) => item.label));

    await userEvent.selectOptions(select, 'Admission');
    expect(onValueChange).toHaveBeenLastCalledWith('admission');
    expect(tab('Admission')).toHaveAttribute('aria-selected', 'true');
    expect(panelText('Admission')).toBeVisible();

    await userEvent.click(tab('Compétences'));
    expect(select).toHaveValue('competences');
  });

  it('can be controlled by the page', async () => {
    const { rerender } = render(<Tabs items={ITEMS} label="Le programme" value="programme" onValueChange={() => {}} />);
    expect(panelText('Programme')).toBeVisible();
    rerender(<Tabs items={ITEMS} label="Le programme" value="certification" onValueChange={() => {}} />);
    expect(panelText('Certification')).toBeVisible();
    expect(narrowSelect()).toHaveValue('certification');
  });

  it('puts every panel in the server-rendered HTML', () => {
    const html = renderToString(<Tabs items={ITEMS} label="Le programme" defaultValue="objectifs" />);
    for (const item of ITEMS) expect(html).toContain(`Contenu ${item.label}`);
    expect(html.match(/role="tabpanel"/g)).toHaveLength(7);
    expect(html).toContain(TABS_SELECT_PLACEHOLDER);
  });
  it('works before its script runs: each tab links to its panel, all of them in the Tab order', () => {
    const html = renderToString(<Tabs items={ITEMS} label="Le programme" defaultValue="objectifs" />);
    const container = document.createElement('div');
    container.innerHTML = html;
    const links = [...container.querySelectorAll('a[role="tab"]')];
    expect(links).toHaveLength(7);
    for (const [index, link] of links.entries()) {
      const fragment = link.getAttribute('href')!;
      expect(fragment).toBe(`#${tabFragment(ITEMS[index]!.value)}`);
      // The panel the link points at holds that tab's content.
      expect(container.querySelector(fragment)!.closest('[role="tabpanel"]')).toHaveTextContent(`Contenu ${ITEMS[index]!.label}`);
      expect(link).toHaveAttribute('tabindex', '0');
      expect(link).not.toHaveAttribute('type');
    }
    expect(container.firstElementChild).not.toHaveAttribute('data-enhanced');
  });

  it('takes over the tab chosen before it ran (the address fragment)', () => {
    window.history.replaceState(null, '', `#${tabFragment('admission')}`);
    try {
      const { container } = render(<Tabs items={ITEMS} label="Le programme" defaultValue="objectifs" />);
      expect(tab('Admission')).toHaveAttribute('aria-selected', 'true');
      expect(container.firstElementChild).toHaveAttribute('data-enhanced');
      // After hydration a click changes the tab, not the address.
      fireEvent.click(tab('Métiers'));
      expect(window.location.hash).toBe(`#${tabFragment('admission')}`);
    } finally {
      window.history.replaceState(null, '', window.location.pathname);
    }
  });
});
