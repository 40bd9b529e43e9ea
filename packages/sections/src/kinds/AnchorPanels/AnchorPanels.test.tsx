import type { AnchorPanelsSection as AnchorPanelsData } from '@ecole/content';
import { page } from '@ecole/content/pages/site/demande-non-envoyee';
import { expectNoAxeViolations } from '@ecole/ui/test';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnchorPanelsSection } from './AnchorPanelsSection.tsx';

const section = page.sections.find((each) => each.kind === 'anchorPanels') as AnchorPanelsData;
const generatedCss = () => [...document.querySelectorAll('style')].map((node) => node.textContent).join('\n');

describe('the refusal reasons of /demande-non-envoyee', () => {
  it('are three titled panels whose ids are the codes the backend puts in the address', async () => {
    const { container } = render(<AnchorPanelsSection section={section} />);
    for (const [id, title] of [
      ['trop-de-demandes', 'Trop de demandes envoyées'],
      ['champ-invalide', /Une information n’a pas pu être acceptée/],
      ['indisponible', 'Le service est momentanément indisponible'],
    ] as const) {
      const heading = screen.getByRole('heading', { level: 2, name: title });
      expect(heading.closest(`[id="${id}"]`)).not.toBeNull();
    }
    await expectNoAxeViolations(container);
  });

  it('hide the panels the address does not name, in CSS alone (no script runs on this page’s visit without JavaScript)', () => {
    render(<AnchorPanelsSection section={section} />);
    expect(generatedCss()).toMatch(/:has\(> ?\.[\w-]+:target\) > \.[\w-]+:not\(:target\)\s*\{\s*display: none/);
  });
});
