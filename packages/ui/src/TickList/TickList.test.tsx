import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { TickList } from './TickList.tsx';

const ITEMS = ['Formation certifiée et flexible', '100 % distanciel', 'Sans engagement'];

describe('TickList', () => {
  it('is a list of the statements, the ticks hidden from screen readers', async () => {
    const { container } = render(<TickList items={ITEMS} aria-label="Nos engagements" />);
    const list = screen.getByRole('list', { name: 'Nos engagements' });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(ITEMS);
    for (const tick of list.querySelectorAll('svg')) expect(tick.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(list.querySelectorAll('svg')).toHaveLength(ITEMS.length);
    await expectNoAxeViolations(container);
  });
});
