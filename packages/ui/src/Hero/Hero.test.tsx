import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { InApp } from '../test/router.tsx';
import { contrastRatio } from '../tokens/contrast.ts';
import { tokens } from '../tokens/tokens.ts';
import { FADE_IN_DELAY_MS, FADE_IN_FROM_OPACITY, OVERLAY_OPACITY } from './Hero.css.ts';
import { Hero } from './Hero.tsx';
import { HERO_BUTTON_TIMELINE } from './heroTimeline.ts';

/** A page's banner, as a page's data gives it. */
const hero = {
  title: 'L’alternance en marketing digital, 100 % à distance',
  subtitle: 'Un diplôme reconnu et un salaire dès le premier mois, où que vous habitiez.',
  bullets: ['Formation gratuite pour l’apprenti', 'Contrat d’apprentissage rémunéré', 'Diplômes inscrits au RNCP'],
  primary: { label: 'Je postule', href: '/candidater' },
  secondary: { label: 'Découvrir nos formations', href: '/programmes' },
};
/** `foreground` at `opacity` over `background`, both `#rrggbb`, as the browser composites them. */
const over = (foreground: string, background: string, opacity: number) =>
  `#${[1, 3, 5]
    .map((start) => {
      const [front, back] = [foreground, background].map((hex) => Number.parseInt(hex.slice(start, start + 2), 16)) as [number, number];
      return Math.round(front * opacity + back * (1 - opacity))
        .toString(16)
        .padStart(2, '0');
    })
    .join('')}`;
/** A background photo at its lightest: white under the overlay. */
const onWhitePhoto = over(tokens.color.overlay, '#ffffff', OVERLAY_OPACITY);
const generatedCss = () => [...document.querySelectorAll('style')].map((node) => node.textContent).join('\n');

function renderHero(props: Partial<Parameters<typeof Hero>[0]> = {}) {
  return render(
    <InApp>
      <Hero
        title={hero.title}
        subtitle={hero.subtitle}
        bullets={hero.bullets}
        buttons={[hero.primary, hero.secondary]}
        sideImage={{ src: '/apprentie.jpg', alt: 'Une apprentie en visioconférence', width: 480, height: 360 }}
        {...props}
      />
    </InApp>,
  );
}

describe('Hero', () => {
  it('shows the page title as <h1>, the subtitle, the bullets and the buttons', async () => {
    const { container } = renderHero();
    const banner = screen.getByRole('region', { name: hero.title });
    expect(within(banner).getByRole('heading', { level: 1 }).textContent).toBe(hero.title);
    expect(within(banner).getByText(hero.subtitle)).toBeInTheDocument();
    expect(
      within(banner)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...hero.bullets]);
    expect(within(banner).getByRole('link', { name: hero.primary.label })).toHaveAttribute('href', hero.primary.href);
    expect(within(banner).getByRole('link', { name: hero.secondary.label })).toHaveAttribute('href', hero.secondary.href);
    await expectNoAxeViolations(container);
  });

  it('needs only a title: no empty list, paragraph or button row', () => {
    renderHero({ subtitle: undefined, bullets: undefined, buttons: undefined, sideImage: undefined });
    const banner = screen.getByRole('region', { name: hero.title });
    expect(within(banner).queryByRole('list')).toBeNull();
    expect(within(banner).queryByRole('link')).toBeNull();
    expect(banner.querySelectorAll('p')).toHaveLength(0);
  });

  it('hides the side image when it fails to load, keeping the text', () => {
    renderHero();
    const image = screen.getByRole('img', { name: 'Une apprentie en visioconférence' });
    fireEvent.error(image);
    expect(screen.queryByRole('img', { name: 'Une apprentie en visioconférence' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
  });

  it('masks the side image with itself, so one that fails paints nothing without a script either (issue 36; e2e: tests/visitor.spec.ts)', () => {
    const { container } = renderHero();
    const image = screen.getByRole('img', { name: 'Une apprentie en visioconférence' });
    expect(image.style.maskImage).toBe('url("/apprentie.jpg")');
    expect(image).toHaveAttribute('data-optional-image');
    // Its shadow is drawn from what it paints, so a failed picture casts none either.
    const place = image.parentElement!;
    expect(container.querySelector('section')!.contains(place)).toBe(true);
    const css = generatedCss().replace(/\s+/g, ' ');
    const placeRule = place.className.split(' ').map((name) => new RegExp(`\\.${name} \\{[^}]*filter: drop-shadow`).test(css));
    expect(placeRule).toContain(true);
    expect(css).not.toMatch(new RegExp(`\\.${image.className.split(' ').at(-1)} \\{[^}]*box-shadow`));
  });

  it('fades in with CSS only, after 100 ms, by opacity alone, and not at all under reduced motion', () => {
    renderHero();
    const content = screen.getByRole('heading', { level: 1 }).parentElement?.parentElement as HTMLElement;
    const animation = getComputedStyle(content).animation;
    expect(FADE_IN_DELAY_MS).toBe(100);
    expect(animation).toMatch(/ 100ms both$/);
    const name = animation.split(' ')[0] ?? '';
    const keyframes = new RegExp(`@keyframes ${name}\\s*\\{([\\s\\S]*?)\\}\\s*\\}`).exec(generatedCss())?.[1] ?? '';
    // Only opacity changes: nothing moves, nothing reflows.
    expect(keyframes.match(/[a-z-]+(?=:)/g)).toEqual(['opacity', 'opacity']);
    // From a visible opacity, never 0: what Chromium paints at opacity 0 is no largest-paint
    // candidate, and the hero would become one only at a later repaint (issue 25, a late LCP).
    expect(keyframes).toMatch(new RegExp(`opacity: ${FADE_IN_FROM_OPACITY};[\\s\\S]*opacity: 1`));
    const className = content.className.split(' ').find((name) => generatedCss().includes(`.${name} {\n  display: flex`));
    expect(generatedCss()).toMatch(new RegExp(`@media \\(prefers-reduced-motion: reduce\\)\\s*\\{\\s*\\.${className} \\{\\s*animation: none`));
  });

  it('starts its fade where the title already reads as large text, on every hero background', () => {
    expect(FADE_IN_FROM_OPACITY).toBeGreaterThan(0);
    const backgrounds = [
      [tokens.color.text, tokens.color.background],
      [tokens.color.text, tokens.color.primarySurface],
      [tokens.color.onPrimary, onWhitePhoto],
    ] as const;
    for (const [text, background] of backgrounds) {
      // WCAG 1.4.3: 3:1 for large text, which the title is.
      expect(contrastRatio(over(text, background, FADE_IN_FROM_OPACITY), background), `${text} on ${background}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('darkens a background photo enough for white text even on a white photo', () => {
    const { container } = renderHero({ backgroundImage: '/campus.jpg' });
    const banner = container.querySelector('section') as HTMLElement;
    expect(banner.style.getPropertyValue('--ec-hero-image')).toBe('url("/campus.jpg")');
    expect(getComputedStyle(banner).getPropertyValue('--ec-color-text')).toBe('var(--ec-color-onPrimary)');
    expect(contrastRatio(tokens.color.onPrimary, onWhitePhoto)).toBeGreaterThanOrEqual(4.5);
  });

  it('names the view timeline of its main button, which the sticky bars follow to come in once it leaves the screen (issue 36)', () => {
    renderHero();
    const declares = (element: HTMLElement) =>
      element.className
        .split(' ')
        .some((name) => new RegExp(`\\.${name} \\{[^}]*view-timeline-name: ${HERO_BUTTON_TIMELINE};[^}]*view-timeline-inset: 0px`).test(generatedCss()));
    expect(declares(screen.getByRole('link', { name: hero.primary.label }))).toBe(true);
    // One button only: two elements of one name in one scope would make the timeline inactive.
    expect(declares(screen.getByRole('link', { name: hero.secondary.label }))).toBe(false);
    // `clip`, not `hidden`: a hidden overflow would make the hero the button's scroller.
    expect(getComputedStyle(screen.getByRole('region', { name: hero.title })).overflow).toBe('clip');
  });
});
