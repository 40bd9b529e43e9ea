import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { InApp } from '../test/router.tsx';
import { MobileStickyButtons, StickyCtaBar } from './StickyCtaBar.tsx';

const generatedCss = () => [...document.querySelectorAll('style')].map((node) => node.textContent).join('\n');

describe('StickyCtaBar', () => {
  it('offers its message and button in a named region', async () => {
    const { container } = render(
      <InApp>
        <StickyCtaBar label="Inscription" message="Les inscriptions sont ouvertes" button={{ label: 'Je postule', href: '/candidater' }} />
      </InApp>,
    );
    const bar = screen.getByRole('complementary', { name: 'Inscription' });
    expect(within(bar).getByText('Les inscriptions sont ouvertes')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Je postule' })).toHaveAttribute('href', '/candidater');
    await expectNoAxeViolations(container);
  });

  it('sticks to the bottom while keeping its own place in the page, so it never covers the end of it', () => {
    render(
      <InApp>
        <main>
          <p>Dernier paragraphe</p>
          <StickyCtaBar label="Inscription" message="Inscriptions ouvertes" button={{ label: 'Je postule', href: '/candidater' }} />
        </main>
      </InApp>,
    );
    const style = getComputedStyle(screen.getByRole('complementary', { name: 'Inscription' }));
    // Sticky, not fixed: a fixed bar leaves the flow and hides whatever lies under it.
    expect(style.position).toBe('sticky');
    expect(style.bottom).toBe('0px');
    expect(screen.getByText('Dernier paragraphe').nextElementSibling).toBe(screen.getByRole('complementary'));
  });
});

describe('MobileStickyButtons', () => {
  it('links to /contact from a named navigation, and shows only under 768 px', async () => {
    const { container } = render(
      <InApp app="entreprises">
        <MobileStickyButtons
          label="Actions rapides"
          buttons={[
            { label: 'Trouver mon alternant', href: '/contact' },
            { label: 'Être rappelé', href: '/contact' },
          ]}
        />
      </InApp>,
    );
    const nav = screen.getByRole('navigation', { name: 'Actions rapides' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/contact', '/contact']);
    const hiddenOnDesktop = nav.className
      .split(' ')
      .some((name) => new RegExp(`@media screen and \\(min-width: 768px\\)\\s*\\{\\s*\\.${name} \\{\\s*display: none`).test(generatedCss()));
    expect(hiddenOnDesktop).toBe(true);
    expect(getComputedStyle(nav).position).toBe('sticky');
    await expectNoAxeViolations(container);
  });

  it.each([
    ['the bar', <StickyCtaBar key="bar" label="Inscription" message="Inscriptions ouvertes" button={{ label: 'Je postule', href: '/candidater' }} />],
    ['the phone’s buttons', <MobileStickyButtons key="buttons" label="Actions rapides" buttons={[{ label: 'Trouver mon alternant', href: '/contact' }]} />],
  ])('%s come in as the hero’s main button leaves the screen, in CSS alone, so they never cover it (issues 22, 36; e2e: tests/visitor.spec.ts)', (_, bar) => {
    render(
      <InApp app="entreprises">
        <main>{bar}</main>
      </InApp>,
    );
    const css = generatedCss().replace(/\s+/g, ' ');
    const region = document.querySelector('main > *') as HTMLElement;
    const animated = region.className
      .split(' ')
      .some((name) =>
        new RegExp(
          `@supports \\(animation-timeline: view\\(\\)\\) \\{ \\.${name} \\{[^}]*animation-timeline: --ec-hero-button;[^}]*animation-range: exit 0% exit 100%`,
        ).test(css),
      );
    expect(animated).toBe(true);
    expect(css).toMatch(/main:has\(\.[\w-]+\) \{ timeline-scope: --ec-hero-button; \}/);
    // Where the browser cannot follow the button, the bar does not stick: at the page's end, it covers nothing.
    expect(css).toMatch(/@supports not \(animation-timeline: view\(\)\) \{ \.[\w-]+ \{ position: static; \}/);
  });
});
