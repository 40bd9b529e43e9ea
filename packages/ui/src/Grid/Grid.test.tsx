import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Grid } from './Grid.tsx';

describe('Grid', () => {
  it('lays a list of cards out in fitting columns, still announced as a list', async () => {
    const { container } = render(
      <Grid as="ul">
        <li>Gratuite</li>
        <li>Rémunérée</li>
      </Grid>,
    );
    const list = screen.getByRole('list');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(getComputedStyle(list).display).toBe('grid');
    expect(getComputedStyle(list).gridTemplateColumns).toContain('auto-fit');
    await expectNoAxeViolations(container);
  });

  it('caps the fitting columns at three when asked', () => {
    render(<Grid columns="three" data-testid="grid" />);
    const css = [...document.querySelectorAll('style')].map((node) => node.textContent).join('\n');
    expect(css).toMatch(/grid-template-columns: repeat\(auto-fit, minmax\(min\(100%, max\(240px, calc\(\(100% - 2 \* var\([^)]+\)\) \/ 3\)\)\), 1fr\)\)/);
  });

  it('puts a side panel next to the main column from 768 px only', () => {
    render(<Grid columns="sidebar" data-testid="grid" />);
    const css = [...document.querySelectorAll('style')].map((node) => node.textContent).join('\n');
    expect(css).toMatch(/@media screen and \(min-width: 768px\)\s*\{[^@]*grid-template-columns: 2fr 1fr/);
    expect(screen.getByTestId('grid').tagName).toBe('DIV');
  });
});
