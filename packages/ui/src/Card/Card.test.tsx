import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { Grid } from '../Grid/Grid.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';
import { InApp } from '../test/router.tsx';
import { TONES } from '../tokens/tokens.ts';
import { Card } from './Card.tsx';

describe('Card', () => {
  it('shows a titled card in a list, its icon hidden from screen readers', async () => {
    const { container } = render(
      <InApp>
        <Grid as="ul">
          <Card as="li" icon="🎓" title="Gratuite pour vous" description="L’apprenti ne paie rien.">
            <Button href="/candidater">Je postule</Button>
          </Card>
        </Grid>
      </InApp>,
    );
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('heading', { level: 3, name: 'Gratuite pour vous' })).toBeInTheDocument();
    expect(within(item).getByText('L’apprenti ne paie rien.')).toBeInTheDocument();
    expect(within(item).getByText('🎓')).toHaveAttribute('aria-hidden', 'true');
    expect(within(item).getByRole('link', { name: 'Je postule' })).toHaveAttribute('href', '/candidater');
    await expectNoAxeViolations(container);
  });

  it('colours each tone from the tokens', () => {
    render(
      <>
        {TONES.map((tone) => (
          <Card key={tone} tone={tone} title={tone} />
        ))}
      </>,
    );
    for (const tone of TONES) {
      const card = screen.getByRole('heading', { name: tone }).parentElement as HTMLElement;
      expect(card).toHaveAttribute('data-tone', tone);
      expect(getComputedStyle(card).getPropertyValue('--ec-tone-surface')).toMatch(/^var\(--ec-color-\w+Surface\)$/);
    }
  });

  it('uses the heading level it is given', () => {
    render(<Card headingLevel={2} title="Nos formations" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Nos formations' })).toBeInTheDocument();
  });
});
