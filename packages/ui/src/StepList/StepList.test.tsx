import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { TONES } from '../tokens/tokens.ts';
import { StepList } from './StepList.tsx';

const STEPS = [
  { title: 'Postulez en ligne', description: 'Cinq minutes suffisent.' },
  { title: 'Échangez avec nous', description: 'Un entretien de motivation.' },
  { title: 'Trouvez votre entreprise', description: 'Nous vous accompagnons.' },
  { title: 'Commencez la formation', description: 'À distance, en alternance.' },
  { title: 'Obtenez le diplôme', description: 'Un titre RNCP.', number: 9, tone: 'accent' as const },
];

describe('StepList', () => {
  it('is an ordered list of titled steps with their numbers', async () => {
    const { container } = render(<StepList steps={STEPS} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(screen.getByRole('list').tagName).toBe('OL');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(STEPS.map((step) => step.title));
    expect(items.map((item) => item.querySelector('[aria-hidden="true"]')?.textContent)).toEqual(['1', '2', '3', '4', '9']);
    await expectNoAxeViolations(container);
  });

  it('cycles through the tones unless a step has its own colour', () => {
    render(<StepList steps={STEPS} />);
    const tones = screen.getAllByRole('listitem').map((item) => item.getAttribute('data-tone'));
    expect(tones).toEqual([...TONES, 'accent']);
  });
});
