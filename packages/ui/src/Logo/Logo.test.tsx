import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Logo } from './Logo.tsx';

describe('Logo', () => {
  it('paints the logo, written in the page as a data: URL (no request of its own), as the background of a decorative box of a fixed size, hidden from screen readers', async () => {
    const { container } = render(
      <p>
        <Logo size={32} />
        École
      </p>,
    );
    const logo = container.querySelector('[data-logo]') as HTMLElement;
    expect(logo).toHaveAttribute('aria-hidden', 'true');
    expect(logo.style.width).toBe('32px');
    expect(logo.style.height).toBe('32px');
    expect(logo.style.backgroundImage).toMatch(/^url\("?data:image\/svg\+xml/);
    // No <img> nor SVG <image>: Chromium shows a broken-image icon for either when it fails.
    expect(container.querySelector('img, image')).toBeNull();
    await expectNoAxeViolations(container);
  });
});
