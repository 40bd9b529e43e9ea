import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { CONTAINER_WIDTHS } from './Container.css.ts';
import { Container } from './Container.tsx';

describe('Container', () => {
  it('centres the content within the width token of its variant', async () => {
    const { container } = render(
      <>
        {CONTAINER_WIDTHS.map((width) => (
          <Container key={width} width={width}>
            {width}
          </Container>
        ))}
      </>,
    );
    for (const width of CONTAINER_WIDTHS) {
      const style = getComputedStyle(screen.getByText(width));
      expect(style.maxWidth).toBe(`var(--ec-container-${width})`);
      expect(style.marginLeft).toBe('auto');
    }
    await expectNoAxeViolations(container);
  });
});
