import { SCHOOL } from '@ecole/content';
import { logoUrl } from '@ecole/ui/logo';
import type { JsonLdObject } from './metaTags.ts';
import { absoluteUrl } from './origin.ts';

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
  /**
   * Start and end of the next session, from the dated course data. Left out when no upcoming
   * session is known: the instance then says only how the course is taught (never a past date).
   */
  startDate?: IsoDate;
  endDate?: IsoDate;
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
      ...(startDate ? { startDate } : {}),
      ...(endDate ? { endDate } : {}),
      inLanguage: 'fr',
    },
  };
}

/** A schema.org FAQPage from a page's questions and their answers as plain text. */
export function faqJsonLd(items: readonly { question: string; answer: string }[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

export interface EventJsonLdOptions {
  name: string;
  description: string;
  /** `YYYY-MM-DD`: only ever an upcoming session (DESIGN.md §2.7). */
  startDate: string;
  city: string;
  /** Site path of the page where one books. */
  path: string;
  seatsLeft: number;
}

/** A schema.org Event for an upcoming session of the AI course. */
export function eventJsonLd({ name, description, startDate, city, path, seatsLeft }: EventJsonLdOptions): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name,
    description,
    startDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: city, address: { '@type': 'PostalAddress', addressLocality: city, addressCountry: 'FR' } },
    organizer: providerJsonLd(),
    url: absoluteUrl(path),
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(path),
      availability: seatsLeft > 0 ? 'https://schema.org/LimitedAvailability' : 'https://schema.org/SoldOut',
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
