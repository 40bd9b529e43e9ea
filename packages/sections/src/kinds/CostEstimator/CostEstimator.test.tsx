import { definePage } from '@ecole/content';
import { costEstimatorSection } from '@ecole/content/apprenticeship/sections';
import { AppProvider } from '@ecole/ui/AppContext';
import { expectNoAxeViolations } from '@ecole/ui/test';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import CostEstimatorIsland from './CostEstimatorIsland.tsx';
import { CostEstimatorSection } from './CostEstimatorSection.tsx';

// As a page builds it: typeset, with the rules of a contract concluded on 24 November 2026.
const section = definePage({ path: '/tpe', description: 'x', sections: [costEstimatorSection('2026-11-24')!] }).sections[0]!;
const plain = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
/** A figure of the answer, by its term (the table's headers use some of the same words). */
const figure = (term: string) => plain(within(screen.getByRole('status')).getByText(term).nextElementSibling!.textContent);

describe('the cost estimator section', () => {
  it('prerenders the first year’s costs as a table, every assumption with its source, the day the rules were checked, and the estimator’s place, kept by its prerendered copy, which takes taps and keys before it runs', () => {
    const html = plain(
      renderToStaticMarkup(
        <AppProvider app="entreprises">
          <CostEstimatorSection section={section} />
        </AppProvider>,
      ),
    );
    // The estimator's first render holds its place from the first paint; it does nothing until its code runs.
    expect(html).toMatch(
      /<div data-island-slot="cost-estimator" data-island-props="[^"]+" data-island-replay="" class="[^"]+"><form [^>]*data-island="ec-cost-estimator"/,
    );
    // Under 18, level 5: 492,22 − 375,00 = 117,22 € ; 21 to 25, level 6: 966,21 − 166,67 = 799,54 €.
    for (const text of [
      '117,22',
      '799,54',
      'Décret n° 2026-168 du 6 mars 2026',
      'article D6222-26',
      'décret n° 2025-1228',
      'article L241-13',
      'Règles vérifiées le 24 novembre 2026.',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('estimates one case: gross pay, the aid, the monthly cost after aid, announced in a live region', async () => {
    const { container } = render(<CostEstimatorIsland rules={section.rules} />);
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Âge de l’apprenti' }), { target: { value: '20' } });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    // The Bachelor (level 6) by default, a company under 250.
    expect(plain(status.textContent)).toContain('Coût estimé : 617,23 € par mois, aide déduite.');
    expect(figure('Salaire brut minimum')).toBe('783,90 € par mois');
    expect(figure('Aide de l’État')).toBe('2 000 € la 1re année, soit 166,67 € par mois');
    expect(figure('Coût après aide')).toBe('617,23 € par mois');
    expect(plain(status.textContent)).toContain('750 € de participation au coût de la formation');
    await expectNoAxeViolations(container);
  });

  it('follows every input: level, company size, year, disabled-worker recognition', async () => {
    render(<CostEstimatorIsland rules={section.rules} />);
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Âge de l’apprenti' }), { target: { value: '17' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Niveau du diplôme préparé' }), { target: { value: '5' } });
    expect(figure('Coût après aide')).toBe('117,22 € par mois');
    expect(plain(screen.getByRole('status').textContent)).not.toContain('participation');

    fireEvent.click(screen.getByRole('radio', { name: '250 salariés ou plus' }));
    expect(figure('Aide de l’État')).toBe('1 500 € la 1re année, soit 125,00 € par mois');
    expect(plain(screen.getByRole('status').textContent)).toContain('taux minimal d’alternants');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Apprenti reconnu travailleur handicapé (RQTH)' }));
    expect(figure('Coût après aide')).toBe('0,00 € par mois');
    expect(screen.getByText(/L’aide dépasse le salaire brut minimum/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: '2e année' }));
    expect(figure('Aide de l’État')).toBe('aucune en 2e année (6 000 € la 1re année seulement)');
    expect(figure('Coût après aide')).toBe('710,98 € par mois');
  });

  it('says when no aid rule is known for the day of the page', async () => {
    const later = definePage({ path: '/tpe', description: 'x', sections: [costEstimatorSection('2027-01-15')!] }).sections[0]!;
    // The island, and the section around it (which says it too, without JavaScript), apart: the
    // section holds the island's prerendered copy, which takes taps and keys as the island does.
    const island = within(
      render(
        <AppProvider app="entreprises">
          <CostEstimatorIsland rules={later.rules} />
        </AppProvider>,
      ).container,
    );
    const around = within(
      render(
        <AppProvider app="entreprises">
          <CostEstimatorSection section={later} />
        </AppProvider>,
      ).container,
    );
    fireEvent.change(await island.findByRole('spinbutton', { name: 'Âge de l’apprenti' }), { target: { value: '20' } });
    expect(plain(within(island.getByRole('status')).getByText('Aide de l’État').nextElementSibling!.textContent)).toBe(
      'aucune règle connue pour un contrat conclu ce jour',
    );
    expect(around.getByText(/aucune règle n’était publiée/)).toBeInTheDocument();
  });
});

describe('the estimate’s assumptions (issue 22: 250 words of decrees mid-page on every company page)', () => {
  it('are folded at the end of the estimate, under a disclosure closed by default that works without JavaScript', () => {
    const { container } = render(
      <AppProvider app="entreprises">
        <CostEstimatorSection section={section} />
      </AppProvider>,
    );
    const disclosure = container.querySelector('details')!;
    expect(disclosure).not.toHaveAttribute('open');
    expect(plain(disclosure.querySelector('summary')!.textContent)).toBe('Hypothèses et sources du calcul');
    expect(disclosure.querySelectorAll('li')).toHaveLength(section.assumptions.length);
    // Nothing of the section comes after it.
    expect(disclosure.nextElementSibling).toBeNull();
  });
});
