import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { SECTION_TONES } from './Section.css.ts';
import { Section } from './Section.tsx';

describe('Section', () => {
  it('is a region named by its title, reachable by its anchor', async () => {
    const { container } = render(
      <Section id="programme" title="Le programme de la journée" intro="Quatre temps forts.">
        <p>Contenu</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Le programme de la journée' });
    expect(region).toHaveAttribute('id', 'programme');
    expect(screen.getByRole('heading', { level: 2, name: 'Le programme de la journée' })).toBeInTheDocument();
    expect(screen.getByText('Quatre temps forts.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('gives each tone its own background, and turns text and links white on the brand tone', () => {
    render(
      <>
        {SECTION_TONES.map((tone) => (
          <Section key={tone} tone={tone} title={tone} />
        ))}
      </>,
    );
    const classNames = SECTION_TONES.map((tone) => screen.getByRole('region', { name: tone }).className);
    expect(new Set(classNames).size).toBe(SECTION_TONES.length);
    const brand = getComputedStyle(screen.getByRole('region', { name: 'brand' }));
    expect(brand.backgroundColor).toBe('var(--ec-color-primary)');
    expect(brand.getPropertyValue('--ec-color-link')).toBe('var(--ec-color-onPrimary)');
    expect(brand.getPropertyValue('--ec-color-text')).toBe('var(--ec-color-onPrimary)');
  });

  it('renders no heading and no label when it has no title', () => {
    const { container } = render(<Section>Texte</Section>);
    expect(container.querySelector('section')).not.toHaveAttribute('aria-labelledby');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
