import { definePage, type Page, SECTION_TONES, type SectionKind, typesetText } from '@ecole/content';
import { costEstimatorSection, paySimulatorSection } from '@ecole/content/apprenticeship/sections';
import { AppProvider } from '@ecole/ui/AppContext';
import { SECTION_TONES as UI_SECTION_TONES } from '@ecole/ui/Section';
import { ToastRegion } from '@ecole/ui/Toast';
import { expectNoAxeViolations } from '@ecole/ui/test';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, type MetaDescriptor } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { hero } from '../../kinds/Hero/index.ts';
import { PageView } from '../PageView/PageView.tsx';
import { pageMetaOf, structuredDataOf } from '../pageMeta/pageMeta.ts';
import { pageRoute } from '../pageRoute/pageRoute.tsx';
import { ALL_RENDERERS } from './allRenderers.ts';

/** One section of every kind, with the data each renderer reads. */
const everyKind = definePage({
  path: '/faq',
  description: 'Une page qui montre chaque genre de section, pour les tests du rendu des sections.',
  structuredData: [{ type: 'organization' }],
  sections: [
    {
      kind: 'hero',
      title: 'Toutes les sections',
      eyebrow: 'Essai',
      badges: ['100 % distanciel'],
      subtitle: 'Un sous-titre',
      bullets: ['Un point'],
      actions: [{ label: 'Je postule', href: '/candidater' }],
      illustration: 'students',
    },
    {
      kind: 'prose',
      title: 'Du texte',
      blocks: [
        { type: 'paragraph', text: ['Voir ', { label: 'la FAQ', href: '/faq' }, '.'] },
        { type: 'heading', text: 'Un intertitre' },
        { type: 'list', items: ['Un', 'Deux'] },
        { type: 'definitions', items: [{ term: 'RNCP', description: 'Répertoire national' }] },
      ],
    },
    {
      kind: 'cards',
      title: 'Des cartes',
      items: [{ title: 'Carte', description: 'Texte', bullets: ['Coche'], action: { label: 'Découvrir', href: '/programmes' } }],
    },
    { kind: 'steps', title: 'Des étapes', items: [{ title: 'Étape', description: 'Texte' }], actions: [{ label: 'Contact', href: '/contact' }] },
    {
      kind: 'figures',
      title: 'Des chiffres',
      items: [{ value: '97 %', label: 'des diplômés', source: { label: 'Nos résultats', href: '/faq' } }],
      note: 'Une note',
    },
    {
      kind: 'faq',
      id: 'questions',
      title: 'Des questions',
      items: [
        { question: 'Combien ça coûte ?', answer: 'Rien.' },
        { question: 'Et après ?', answer: ['Voir ', { label: 'contact', href: '/contact' }] },
      ],
      more: { text: 'Une autre question ?', action: { label: 'Contactez-nous', href: '/contact' } },
    },
    {
      kind: 'tabs',
      title: 'Des onglets',
      label: 'Le programme',
      defaultTab: 'b',
      items: [
        { id: 'a', label: 'A', blocks: [{ type: 'paragraph', text: 'Panneau A' }] },
        { id: 'b', label: 'B', blocks: [{ type: 'paragraph', text: 'Panneau B' }] },
      ],
    },
    {
      kind: 'testimonials',
      title: 'Des témoignages',
      items: [{ quote: 'Super.', author: 'Léa', role: 'Apprentie', type: 'student', placeholder: { note: 'Témoignage réel à fournir.' } }],
    },
    { kind: 'quote', text: 'Une citation.', author: 'Camille', role: 'Fondatrice' },
    { kind: 'callToAction', title: 'Un appel', text: 'Texte', ticks: ['Sans engagement'], actions: [{ label: 'Je postule', href: '/candidater' }] },
    { kind: 'ticks', title: 'Des coches', items: ['Un', 'Deux'] },
    {
      kind: 'links',
      title: 'Des liens',
      items: [
        { label: 'Écrire', href: 'mailto:contact@exemple.fr' },
        { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
      ],
    },
    { kind: 'table', title: 'Un tableau', caption: 'La grille', columns: ['Âge', '1re année'], rows: [['Moins de 18 ans', '27 %']] },
    { kind: 'logos', title: 'Des logos', items: [{ name: 'Entreprise A', placeholder: { note: 'Logo réel à fournir.' } }] },
    {
      kind: 'contactForm',
      id: 'contact',
      title: 'Écrivez-nous',
      reason: 'recrutement',
      aside: [{ title: 'Nous joindre', links: [{ label: '02 43 00 00 00', href: 'tel:+33243000000' }] }],
    },
    { kind: 'applicationForm', id: 'formulaire', title: 'Le formulaire', frameTitle: 'Formulaire de candidature', openLabel: 'Ouvrir le formulaire' },
    {
      kind: 'reasonSteps',
      title: 'Et ensuite',
      fallback: [{ title: 'On vous rappelle', description: 'Vite.' }],
      byReason: { recrutement: [{ title: 'On cherche', description: 'Des profils.' }] },
    },
    { kind: 'stickyCta', label: 'Inscription', message: 'Inscriptions ouvertes', action: { label: 'Je postule', href: '/candidater' } },
    { kind: 'mobileActions', label: 'Actions rapides', actions: [{ label: 'Appeler', href: '/contact' }] },
    paySimulatorSection('2026-11-24')!,
    costEstimatorSection('2026-11-24')!,
    {
      kind: 'results',
      id: 'resultats-bachelor',
      title: 'Des résultats',
      missing: { value: 'En cours de consolidation', other: 'À publier' },
      caption: 'Indicateurs : Bachelor',
      indicators: [{ label: 'Taux d’obtention', definition: 'Part des diplômés.', period: 'promotion 2025-2026' }],
    },
    {
      kind: 'keyInformation',
      id: 'informations-cles',
      title: 'Informations clés',
      items: [
        { id: 'prerequisites', term: 'Prérequis', parts: [{ list: ['Un Bac+2'] }] },
        {
          id: 'accessibility',
          term: 'Accessibilité aux personnes handicapées',
          parts: ['Chaque situation est étudiée.', [{ label: 'La déclaration', href: '/accessibilite' }]],
        },
      ],
      updated: 'Mis à jour le 25 novembre 2026',
    },
    {
      kind: 'anchorPanels',
      panels: [
        { id: 'motif-a', title: 'Premier motif', blocks: [{ type: 'paragraph', text: 'Texte A' }] },
        { id: 'motif-b', title: 'Second motif', blocks: [{ type: 'paragraph', text: 'Texte B' }] },
      ],
    },
    {
      kind: 'followUpAction',
      referenceLabel: 'Demande',
      choices: {
        prendre: { title: 'Je m’en occupe', text: 'À votre nom.', button: 'Confirmer' },
        repondu: { title: 'Répondu', text: 'C’est répondu.', button: 'Confirmer' },
      },
      firstName: { label: 'Votre prénom', hint: 'Retenu.' },
      waiting: 'Préparation…',
      noScript: 'Activez JavaScript.',
      noLink: 'Ouvrez un lien d’e-mail.',
      results: [{ id: 'repondu', title: 'Merci', blocks: [{ type: 'paragraph', text: 'Noté.' }] }],
    },
  ],
});

function renderPage(page: Page, path = '/faq', Component?: () => React.JSX.Element) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProvider app="site">
        <ToastRegion>
          <main>{Component ? <Component /> : <PageView page={page} renderers={ALL_RENDERERS} />}</main>
        </ToastRegion>
      </AppProvider>
    </MemoryRouter>,
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
