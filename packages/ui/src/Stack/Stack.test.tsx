import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Stack } from './Stack.tsx';

describe('Stack', () => {
  it('stacks its children with a token gap', () => {
    render(
      <Stack gap="xl" data-testid="stack">
        <p>Un</p>
        <p>Deux</p>
      </Stack>,
    );
    const style = getComputedStyle(screen.getByTestId('stack'));
    expect(style.display).toBe('flex');
    expect(style.flexDirection).toBe('column');
    expect(style.gap).toBe('var(--ec-space-xl)');
  });

  it('keeps list semantics as a list, without bullets or indent', async () => {
    const { container } = render(
      <Stack as="ul">
        <li>Un</li>
        <li>Deux</li>
      </Stack>,
    );
    const list = screen.getByRole('list');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(getComputedStyle(list).listStyle).toBe('none');
    expect(getComputedStyle(list).paddingLeft).toBe('var(--ec-space-none)');
    await expectNoAxeViolations(container);
  });
});
