import { SCHOOL } from '@ecole/content';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { organizationJsonLd, pageMeta } from './pageMeta.ts';

const find = (descriptors: ReturnType<typeof pageMeta>, key: string, value: string) =>
  descriptors.find((descriptor) => (descriptor as Record<string, unknown>)[key] === value) as
    | Record<string, unknown>
    | undefined;

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
    expect(find(pageMeta({ path: '/', description: 'd' }), 'rel', 'canonical')?.['href']).toBe(`${SCHOOL.origin}/`);
  });

  it('describes the page for social networks in French', () => {
    const byProperty = (property: string) => find(meta, 'property', property)?.['content'];
    expect(byProperty('og:title')).toBe(`Bachelor Marketing Digital en alternance | ${SCHOOL.brand}`);
    expect(byProperty('og:description')).toBe('Le Bachelor en alternance.');
    expect(byProperty('og:url')).toBe(`${SCHOOL.origin}/programmes/marketing-digital`);
    expect(byProperty('og:type')).toBe('website');
    expect(byProperty('og:locale')).toBe('fr_FR');
    expect(byProperty('og:site_name')).toBe(SCHOOL.brand);
    expect(find(meta, 'name', 'twitter:card')?.['content']).toBe('summary_large_image');
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
    expect(find(withImage, 'property', 'og:image')?.['content']).toBe(`${SCHOOL.origin}/images/ecole.jpg`);
    expect(find(withImage, 'name', 'twitter:image')?.['content']).toBe(`${SCHOOL.origin}/images/ecole.jpg`);
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
    expect(canonical?.['href']).toBe('https://preview.example.org/faq');
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
    expect(organization['logo']).toMatch(new RegExp(`^${SCHOOL.origin}/.+logo.*\\.svg`));
  });
});
