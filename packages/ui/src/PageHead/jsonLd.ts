import { SCHOOL } from '@ecole/content';
import { logoUrl } from '../Header/logo.ts';
import { absoluteUrl } from './origin.ts';
import type { JsonLdObject } from './pageMeta.ts';

/** The school as a schema.org EducationalOrganization, from the school facts. */
export function organizationJsonLd(): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: SCHOOL.brand,
    legalName: SCHOOL.legalName,
    description: SCHOOL.tagline,
    url: absoluteUrl('/'),
    logo: absoluteUrl(logoUrl),
    email: SCHOOL.email,
    telephone: SCHOOL.phoneHref,
    address: {
      '@type': 'PostalAddress',
      streetAddress: SCHOOL.address.street,
      postalCode: SCHOOL.address.postalCode,
      addressLocality: SCHOOL.address.city,
      addressCountry: 'FR',
    },
    sameAs: [SCHOOL.linkedin],
  };
}

/** `YYYY-MM` or `YYYY-MM-DD`, as schema.org dates accept. */
type IsoDate = `${number}-${number}` | `${number}-${number}-${number}`;

export interface CourseJsonLdOptions {
  name: string;
  description: string;
  /** Site path of the course page. */
  path: string;
  /** Start and end of the session (spec §3: start 2025-09, end 2026-09), from the content module. */
  startDate: IsoDate;
  endDate: IsoDate;
  /** Defaults to the school. */
  provider?: JsonLdObject;
}

/** A schema.org Course taught online (spec §3 "Structured course data"). */
export function courseJsonLd({ name, description, path, startDate, endDate, provider = providerJsonLd() }: CourseJsonLdOptions): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name,
    description,
    url: absoluteUrl(path),
    inLanguage: 'fr',
    provider,
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'online',
      startDate,
      endDate,
      inLanguage: 'fr',
    },
  };
}

export interface ServiceJsonLdOptions {
  name: string;
  description: string;
  /** Site path of the page that offers the service. */
  path: string;
  /** Who it is for, e.g. 'TPE' or 'Artisans'. */
  audience?: string;
  /** Kind of service, e.g. 'Recrutement d’alternants'. */
  serviceType?: string;
}

/** A schema.org Service offered by the school (the company pages). */
export function serviceJsonLd({ name, description, path, audience, serviceType }: ServiceJsonLdOptions): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    description,
    url: absoluteUrl(path),
    provider: providerJsonLd(),
    areaServed: { '@type': 'Country', name: 'France' },
    ...(serviceType ? { serviceType } : {}),
    ...(audience ? { audience: { '@type': 'BusinessAudience', name: audience } } : {}),
  };
}

/** The school as a nested provider: name and address of its site, no second `@context`. */
function providerJsonLd(): JsonLdObject {
  return { '@type': 'EducationalOrganization', name: SCHOOL.brand, url: absoluteUrl('/') };
}
