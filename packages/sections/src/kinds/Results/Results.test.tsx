import { definePage, type ResultsSection as ResultsData } from '@ecole/content';
import { page } from '@ecole/content/pages/site/resultats';
import { expectNoAxeViolations } from '@ecole/ui/test';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/inApp.tsx';
import { ResultsSection } from './ResultsSection.tsx';

const sections = page.sections.filter((each) => each.kind === 'results') as ResultsData[];
const plain = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

describe('the results section', () => {
  it('shows one diploma’s indicators of art. L6111-8 with their value, period, cohort and source, or says they are being consolidated', async () => {
    const bachelorSection = sections.find((section) => section.id === 'resultats-bachelor-marketing-digital')!;
    const { container } = renderInApp(<ResultsSection section={bachelorSection} />, { path: '/resultats' });
    expect(screen.getByRole('heading', { level: 2, name: 'Bachelor Marketing Digital' })).toBeInTheDocument();
    expect(screen.getByText(/Données en cours de consolidation/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /^Indicateurs\s:\sBachelor Marketing Digital$/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Indicateur', 'Valeur', 'Période', 'Effectif', 'Source']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => plain(within(row).getByRole('rowheader').firstChild!.textContent))).toEqual([
      'Taux d’obtention du diplôme',
      'Taux de poursuite d’études',
      'Taux d’interruption en cours de formation',
      'Taux d’insertion professionnelle',
      'Valeur ajoutée de l’établissement',
      'Taux de rupture des contrats d’apprentissage',
    ]);
    // No value is invented: each says it is being consolidated; the Bachelor's period is its first intake.
    for (const row of rows) {
      expect(
        within(row)
          .getAllByRole('cell')
          .map((cell) => plain(cell.textContent)),
      ).toEqual(['En cours de consolidation', 'promotion 2025-2026', 'À publier', 'À publier']);
    }
    // Where the ministries' publication stands for this level-6 title, with its link.
    expect(screen.getByRole('link', { name: /InserJeunes/ })).toHaveAttribute('href', expect.stringContaining('education.gouv.fr'));
    expect(container.querySelector('section')).toHaveAttribute('id', 'resultats-bachelor-marketing-digital');
    await expectNoAxeViolations(container);
  });

  it('shows a value the school has supplied, with its period, cohort and source, and no status', () => {
    const supplied = definePage({
      path: '/resultats',
      description: 'x',
      sections: [
        {
          kind: 'results',
          id: 'resultats-test',
          title: 'Bachelor',
          missing: { value: 'En cours de consolidation', other: 'À publier' },
          caption: 'Indicateurs : Bachelor',
          indicators: [
            {
              label: 'Taux d’obtention du diplôme',
              definition: 'Part des présentés reçus.',
              value: '9 sur 12',
              period: 'promotion 2025-2026',
              cohort: '12 apprentis',
              source: 'Jury de certification',
            },
          ],
        },
      ],
    }).sections[0]!;
    render(<ResultsSection section={supplied} />);
    expect(screen.getAllByRole('cell').map((cell) => plain(cell.textContent))).toEqual([
      '9 sur 12',
      'promotion 2025-2026',
      '12 apprentis',
      'Jury de certification',
    ]);
    expect(screen.queryByText(/consolidation/)).toBeNull();
  });
});
