import { SCHOOL } from '@ecole/content';
import { pageAsOf as aiCourseAsOf } from '@ecole/content/pages/formation-ia/formation-ia';
import { pageAsOf as bachelorAsOf } from '@ecole/content/pages/site/programmes-marketing-digital';
import { expectNoAxeViolations } from '@ecole/ui/test';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HERO_BACKGROUND_FILES } from '../../parts/Illustration/illustrations.ts';
import { renderInApp } from '../../test/inApp.tsx';
import { HeroSection } from './HeroSection.tsx';

const DAY = '2026-11-25';
const heroOf = (sections: readonly { kind: string }[]) => sections[0] as Parameters<typeof HeroSection>[0]['section'];

describe('the hero of /formation-ia (a page without header)', () => {
  it('names the school with its logo before the title, so the brand is on the first screen', async () => {
    const { container } = renderInApp(<HeroSection section={heroOf(aiCourseAsOf(DAY).sections)} />, { app: 'formation-ia', path: '/formation-ia' });
    const brand = screen.getByText(SCHOOL.brand);
    expect(brand.querySelector('[data-logo][aria-hidden="true"]')).not.toBeNull();
    const title = screen.getByRole('heading', { level: 1 });
    expect(brand.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});

describe('the hero of the Bachelor', () => {
  it('has its background artwork behind the text (spec §2), decorative: set in CSS, not an image in the page', () => {
    const { container } = renderInApp(<HeroSection section={heroOf(bachelorAsOf(DAY).sections)} />, { path: '/programmes/marketing-digital' });
    const banner = container.querySelector('section')!;
    expect(banner.getAttribute('style')).toContain(HERO_BACKGROUND_FILES.courses);
    expect(container.querySelector(`img[src="${HERO_BACKGROUND_FILES.courses}"]`)).toBeNull();
  });
});
