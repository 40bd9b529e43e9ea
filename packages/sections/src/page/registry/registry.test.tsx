import { definePage, type Page, SECTION_TONES, type SectionKind, typesetText } from '@ecole/content';
import { SECTION_TONES as UI_SECTION_TONES } from '@ecole/ui/Section';
import { expectNoAxeViolations } from '@ecole/ui/test';
import { render, screen, within } from '@testing-library/react';
import type { MetaDescriptor } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { hero } from '../../kinds/Hero/index.ts';
import { EVERY_KIND_PAGE as everyKind } from '../../test/sectionExamples.ts';
import { InApp } from '../../test/withApp.tsx';
import { PageView } from '../PageView/PageView.tsx';
import { pageMetaOf, structuredDataOf } from '../pageMeta/pageMeta.ts';
import { pageRoute } from '../pageRoute/pageRoute.tsx';
import { ALL_RENDERERS } from './allRenderers.ts';

function renderPage(page: Page, path = '/faq', Component?: () => React.JSX.Element) {
  return render(
    <InApp path={path}>
      <main>{Component ? <Component /> : <PageView page={page} renderers={ALL_RENDERERS} />}</main>
    </InApp>,
  );
}

describe('the section registry', () => {
  it('has a renderer for every kind of the content model (the type already refuses a missing one)', () => {
    const kinds = new Set(everyKind.sections.map((section) => section.kind));
    expect(Object.keys(ALL_RENDERERS).sort()).toEqual([...kinds].sort() satisfies SectionKind[]);
  });

  it('refuses a route that forgets the renderer of one of its page’s kinds: at compile time, and at run time', () => {
    // @ts-expect-error everyKind has sections of many kinds; only the hero's renderer is given.
    const route = pageRoute(everyKind, { hero });
    expect(() => renderPage({ ...everyKind, sections: everyKind.sections.slice(0, 2) }, '/faq', route.Component)).toThrow(
      /Aucun rendu pour les sections « prose »/,
    );
  });

  it('uses the design system’s band tones, no other', () => {
    expect([...SECTION_TONES]).toEqual([...UI_SECTION_TONES]);
  });

  it('renders a page of every kind, accessible, one <h1>, each section titled by an <h2>', async () => {
    const { container } = renderPage(everyKind);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const title of [
      'Du texte',
      'Des cartes',
      'Des étapes',
      'Des chiffres',
      'Des questions',
      'Des onglets',
      'Un tableau',
      'Écrivez-nous',
      'Le formulaire',
      'Combien serez-vous payé ?',
      'Estimez le coût de votre alternant',
      'Des résultats',
      'Informations clés',
      'Premier motif',
      'Second motif',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: typesetText(title) })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'la FAQ' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('tab', { name: 'B' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('table', { name: 'La grille' })).toBeInTheDocument();
    expect(screen.getByTitle('Formulaire de candidature')).toHaveAttribute('height', '600');
    expect(screen.getByRole('textbox', { name: 'Prénom et Nom' })).toBeRequired();
    await expectNoAxeViolations(container);
  });

  it('labels example quotes and logos so nobody takes them for real ones', () => {
    renderPage(everyKind);
    expect(screen.getByText(/Exemple en attendant un témoignage réel/)).toBeInTheDocument();
    expect(screen.getByText(/Logos d’exemple/)).toBeInTheDocument();
  });

  it('puts the side panels before the form in the document, so a phone shows them first', () => {
    renderPage(everyKind);
    const section = screen.getByRole('heading', { name: 'Écrivez-nous' }).closest('section')!;
    const [aside, form] = [within(section).getByRole('complementary'), section.querySelector('form')!];
    expect(aside.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('pageMetaOf', () => {
  const meta = pageMetaOf(everyKind, '2026-01-01');
  const jsonLdOf = (descriptors: MetaDescriptor[]) =>
    descriptors.flatMap((descriptor) => ('script:ld+json' in descriptor ? [descriptor['script:ld+json'] as Record<string, unknown>] : []));
  const jsonLd = structuredDataOf(everyKind, '2026-01-01') as Record<string, unknown>[];

  it('writes the JSON-LD into the prerendered page only: the browser’s bundle has no use for it (issue 25)', () => {
    expect(jsonLdOf(meta)).toEqual([]);
    vi.stubEnv('SSR', true);
    try {
      expect(jsonLdOf(pageMetaOf(everyKind, '2026-01-01'))).toEqual(jsonLd);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('titles the page from the route table and gives its description and canonical', () => {
    expect(meta[0]).toEqual({ title: expect.stringContaining('Questions fréquentes') });
    expect(meta).toContainEqual({ name: 'description', content: everyKind.description });
    expect(meta).toContainEqual(expect.objectContaining({ rel: 'canonical', href: expect.stringMatching(/\/faq$/) }));
  });

  it('emits the declared structured data and an FAQPage of the page’s questions', () => {
    expect(jsonLd.map((data) => data['@type'])).toEqual(['EducationalOrganization', 'FAQPage']);
    expect(jsonLd[1]).toMatchObject({
      mainEntity: [
        { '@type': 'Question', name: typesetText('Combien ça coûte ?'), acceptedAnswer: { '@type': 'Answer', text: 'Rien.' } },
        { '@type': 'Question', name: typesetText('Et après ?'), acceptedAnswer: { text: 'Voir contact' } },
      ],
    });
  });

  it('gives a course its next intake only, never a past one', () => {
    const course = definePage({
      path: '/programmes/marketing-digital',
      description: everyKind.description,
      structuredData: [{ type: 'course', course: 'bachelor-marketing-digital' }],
      sections: [{ kind: 'hero', title: 'Bachelor' }],
    });
    const [before] = structuredDataOf(course, '2025-08-01') as { hasCourseInstance: Record<string, unknown> }[];
    expect(before?.hasCourseInstance).toMatchObject({ courseMode: 'online', startDate: '2025-09', endDate: '2026-09' });
    const [after] = structuredDataOf(course, '2026-11-24') as { hasCourseInstance: Record<string, unknown> }[];
    expect(after?.hasCourseInstance).not.toHaveProperty('startDate');
  });
});
