import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { TONES } from '../tokens/tokens.ts';
import { BADGE_EMPHASES } from './Badge.css.ts';
import { Badge } from './Badge.tsx';

describe('Badge', () => {
  it('shows its label as plain text in every tone and emphasis', async () => {
    const { container } = render(
      <p>
        {BADGE_EMPHASES.flatMap((emphasis) =>
          TONES.map((tone) => (
            <Badge key={`${emphasis}-${tone}`} tone={tone} emphasis={emphasis}>
              {`${emphasis} ${tone}`}
            </Badge>
          )),
        )}
      </p>,
    );
    const solid = getComputedStyle(screen.getByText('solid primary'));
    expect(solid.backgroundColor).toBe('var(--ec-tone-strong)');
    expect(solid.color).toBe('var(--ec-tone-on-strong)');
    expect(getComputedStyle(screen.getByText('soft accent')).color).toBe('var(--ec-tone-strong)');
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
  });
});
