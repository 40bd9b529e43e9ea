export { pageMeta, type JsonLdObject, type PageMetaOptions } from './pageMeta.ts';
export {
  courseJsonLd,
  eventJsonLd,
  faqJsonLd,
  organizationJsonLd,
  serviceJsonLd,
  type CourseJsonLdOptions,
  type EventJsonLdOptions,
  type ServiceJsonLdOptions,
} from './jsonLd.ts';
export { siteOrigin, absoluteUrl } from './origin.ts';
