import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Box } from './Box.tsx';

describe('Box', () => {
  it('renders the asked element with token spacing, keeping its own attributes', async () => {
    const { container } = render(
      <Box as="aside" aria-label="Informations" padding="lg" backgroundColor="surface" borderRadius="md" className="extra">
        Contenu
      </Box>,
    );
    const aside = screen.getByRole('complementary', { name: 'Informations' });
    expect(aside).toHaveClass('extra');
    const style = getComputedStyle(aside);
    expect(style.paddingTop).toBe('var(--ec-space-lg)');
    expect(style.paddingLeft).toBe('var(--ec-space-lg)');
    expect(style.backgroundColor).toBe('var(--ec-color-surface)');
    // Sprinkle props are classes, never leaked as unknown DOM attributes.
    expect(aside).not.toHaveAttribute('padding');
    await expectNoAxeViolations(container);
  });

  it('switches display at the 768 px breakpoint through a media-query class', () => {
    render(<Box display={{ mobile: 'block', desktop: 'grid' }}>Colonnes</Box>);
    const css = [...document.querySelectorAll('style')].map((node) => node.textContent).join('\n');
    expect(css).toMatch(/@media screen and \(min-width: 768px\)\s*\{[^@]*display: grid/);
    expect(screen.getByText('Colonnes').className.split(' ')).toHaveLength(2);
  });
});
