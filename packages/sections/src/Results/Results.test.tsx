import { definePage } from '@ecole/content';
import { page } from '@ecole/content/pages/site/resultats';
import { expectNoAxeViolations } from '@ecole/ui/test';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultsSection } from './ResultsSection.tsx';

const section = page.sections.find((each) => each.kind === 'results')!;
const plain = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

describe('the results section', () => {
  it('shows, per diploma, every indicator of art. L6111-8 with its value, period, cohort and source, or says it is being consolidated', async () => {
    const { container } = render(<ResultsSection section={section} />);
    expect(screen.getByText(/Données en cours de consolidation/)).toBeInTheDocument();
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(3);
    const bachelor = screen.getByRole('table', { name: 'Indicateurs du diplôme Bachelor Marketing Digital' });
    expect(
      within(bachelor)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Indicateur', 'Valeur', 'Période', 'Effectif', 'Source']);
    const rows = within(bachelor).getAllByRole('row').slice(1);
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
    await expectNoAxeViolations(container);
  });

  it('shows a value the school has supplied, with its period, cohort and source', () => {
    const supplied = definePage({
      path: '/resultats',
      description: 'x',
      sections: [
        {
          ...section,
          diplomas: [
            {
              name: 'Bachelor',
              certification: 'RNCP 40377',
              indicators: [
                {
                  label: 'Taux d’obtention du diplôme',
                  definition: 'Part des présentés reçus.',
                  value: '90 %',
                  period: 'promotion 2025-2026',
                  cohort: '20 apprentis',
                  source: 'Jury de certification',
                },
              ],
            },
          ],
        },
      ],
    }).sections[0]!;
    render(<ResultsSection section={supplied} />);
    expect(screen.getAllByRole('cell').map((cell) => plain(cell.textContent))).toEqual([
      '90 %',
      'promotion 2025-2026',
      '20 apprentis',
      'Jury de certification',
    ]);
  });
});
