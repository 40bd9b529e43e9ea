import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { KeyFigure } from './KeyFigure.tsx';

describe('KeyFigure', () => {
  it('reads the value and its meaning as one phrase, the value emphasised', async () => {
    const value = '97\u00a0%';
    const { container } = render(
      <ul>
        <KeyFigure as="li" value={value} label="de nos diplômés en emploi dans les 3 mois" />
      </ul>,
    );
    expect(screen.getByRole('listitem').textContent).toBe(`${value} de nos diplômés en emploi dans les 3 mois`);
    expect(screen.getByRole('listitem').querySelector('strong')?.textContent).toBe(value);
    await expectNoAxeViolations(container);
  });
});
