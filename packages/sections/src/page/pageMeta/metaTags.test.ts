import { SCHOOL } from '@ecole/content';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { courseJsonLd, organizationJsonLd, serviceJsonLd } from './jsonLd.ts';
import { pageMeta } from './metaTags.ts';

const find = (descriptors: ReturnType<typeof pageMeta>, key: string, value: string) =>
  descriptors.find((descriptor) => (descriptor as Record<string, unknown>)[key] === value) as Record<string, unknown> | undefined;

describe('pageMeta', () => {
  const meta = pageMeta({ path: '/programmes/marketing-digital/', description: 'Le Bachelor en alternance.' });

  it('titles the page from the route table, followed by the brand', () => {
    expect(meta[0]).toEqual({ title: `Bachelor Marketing Digital en alternance | ${SCHOOL.brand}` });
    expect(pageMeta({ path: '/faq', title: 'FAQ', description: 'd' })[0]).toEqual({ title: `FAQ | ${SCHOOL.brand}` });
  });

  it('gives the description and an absolute canonical address without trailing slash', () => {
    expect(find(meta, 'name', 'description')).toEqual({ name: 'description', content: 'Le Bachelor en alternance.' });
    expect(find(meta, 'rel', 'canonical')).toEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `${SCHOOL.origin}/programmes/marketing-digital`,
    });
    expect(find(pageMeta({ path: '/', description: 'd' }), 'rel', 'canonical')?.href).toBe(`${SCHOOL.origin}/`);
  });

  it('describes the page for social networks in French', () => {
    const byProperty = (property: string) => find(meta, 'property', property)?.content;
    expect(byProperty('og:title')).toBe(`Bachelor Marketing Digital en alternance | ${SCHOOL.brand}`);
    expect(byProperty('og:description')).toBe('Le Bachelor en alternance.');
    expect(byProperty('og:url')).toBe(`${SCHOOL.origin}/programmes/marketing-digital`);
    expect(byProperty('og:type')).toBe('website');
    expect(byProperty('og:locale')).toBe('fr_FR');
    expect(byProperty('og:site_name')).toBe(SCHOOL.brand);
    expect(find(meta, 'name', 'twitter:card')?.content).toBe('summary_large_image');
  });

  it('keeps a page out of search engines only when asked', () => {
    expect(find(meta, 'name', 'robots')).toBeUndefined();
    expect(find(pageMeta({ path: '/thank-you', description: 'd', noindex: true }), 'name', 'robots')).toEqual({
      name: 'robots',
      content: 'noindex, nofollow',
    });
  });

  it('makes the social image absolute', () => {
    const withImage = pageMeta({ path: '/ecole', description: 'd', image: '/images/ecole.jpg' });
    expect(find(withImage, 'property', 'og:image')?.content).toBe(`${SCHOOL.origin}/images/ecole.jpg`);
    expect(find(withImage, 'name', 'twitter:image')?.content).toBe(`${SCHOOL.origin}/images/ecole.jpg`);
  });

  it('emits one JSON-LD script per structured-data object', () => {
    const course = { '@context': 'https://schema.org', '@type': 'Course', name: 'Bachelor' };
    const withData = pageMeta({ path: '/', description: 'd', jsonLd: [organizationJsonLd(), course] });
    const scripts = withData.filter((descriptor) => 'script:ld+json' in descriptor);
    expect(scripts).toEqual([{ 'script:ld+json': organizationJsonLd() }, { 'script:ld+json': course }]);
  });
});

describe('site origin', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('can be overridden at build time for previews with VITE_SITE_ORIGIN', () => {
    vi.stubEnv('VITE_SITE_ORIGIN', 'https://preview.example.org/');
    const canonical = find(pageMeta({ path: '/faq', description: 'd' }), 'rel', 'canonical');
    expect(canonical?.href).toBe('https://preview.example.org/faq');
  });
});

describe('organizationJsonLd', () => {
  it('describes the school from its facts', () => {
    const organization = organizationJsonLd();
    expect(organization).toMatchObject({
      '@type': 'EducationalOrganization',
      name: SCHOOL.brand,
      legalName: SCHOOL.legalName,
      url: `${SCHOOL.origin}/`,
      email: SCHOOL.email,
      telephone: SCHOOL.phoneHref,
      address: { postalCode: SCHOOL.address.postalCode, addressLocality: SCHOOL.address.city },
    });
    expect(organization.logo).toMatch(new RegExp(`^${SCHOOL.origin}/.+logo.*\\.svg`));
  });
});

describe('canonical and alternate addresses', () => {
  it('points the French and default-language alternates at the canonical address', () => {
    const meta = pageMeta({ path: '/faq', description: 'd' });
    const alternates = meta.filter((descriptor) => 'rel' in descriptor && descriptor.rel === 'alternate');
    expect(alternates).toEqual([
      { tagName: 'link', rel: 'alternate', hrefLang: 'fr', href: `${SCHOOL.origin}/faq` },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${SCHOOL.origin}/faq` },
    ]);
  });

  it('lists other-language versions when a page has them', () => {
    const meta = pageMeta({ path: '/faq', description: 'd', alternates: [{ hrefLang: 'en', href: '/en/faq' }] });
    expect(find(meta, 'hrefLang', 'en')).toEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'en', href: `${SCHOOL.origin}/en/faq` });
  });

  it('takes another canonical address when the page names one (DESIGN.md §3)', () => {
    const meta = pageMeta({ path: '/programmes/community-manager', description: 'd', canonical: '/programmes/community-manager/' });
    expect(find(meta, 'rel', 'canonical')?.href).toBe(`${SCHOOL.origin}/programmes/community-manager/`);
    expect(find(meta, 'property', 'og:url')?.content).toBe(`${SCHOOL.origin}/programmes/community-manager/`);
  });

  it('claims no address for a page served at many (canonical: false)', () => {
    const meta = pageMeta({ path: '/404', description: 'd', canonical: false, noindex: true });
    expect(find(meta, 'rel', 'canonical')).toBeUndefined();
    expect(find(meta, 'rel', 'alternate')).toBeUndefined();
    expect(find(meta, 'property', 'og:url')).toBeUndefined();
    expect(find(meta, 'name', 'robots')?.content).toBe('noindex, nofollow');
  });
});

describe('courseJsonLd', () => {
  it('describes an online course session with its dates and the school as provider', () => {
    expect(
      courseJsonLd({
        name: 'Bachelor Marketing Digital',
        description: 'En alternance, 100 % à distance.',
        path: '/programmes/marketing-digital',
        startDate: '2025-09',
        endDate: '2026-09',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Bachelor Marketing Digital',
      description: 'En alternance, 100 % à distance.',
      url: `${SCHOOL.origin}/programmes/marketing-digital`,
      inLanguage: 'fr',
      provider: { '@type': 'EducationalOrganization', name: SCHOOL.brand, url: `${SCHOOL.origin}/` },
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online', startDate: '2025-09', endDate: '2026-09', inLanguage: 'fr' },
    });
  });
});

describe('serviceJsonLd', () => {
  it('describes a service of the school for a business audience', () => {
    expect(serviceJsonLd({ name: 'Alternants pour les TPE', description: 'd', path: '/tpe', audience: 'TPE' })).toMatchObject({
      '@type': 'Service',
      name: 'Alternants pour les TPE',
      url: `${SCHOOL.origin}/tpe`,
      provider: { name: SCHOOL.brand },
      audience: { '@type': 'BusinessAudience', name: 'TPE' },
    });
    expect(serviceJsonLd({ name: 'n', description: 'd', path: '/pme' })).not.toHaveProperty('audience');
  });
});
