export {
  type CourseJsonLdOptions,
  courseJsonLd,
  type EventJsonLdOptions,
  eventJsonLd,
  faqJsonLd,
  organizationJsonLd,
  type ServiceJsonLdOptions,
  serviceJsonLd,
} from './jsonLd.ts';
export { absoluteUrl, siteOrigin } from './origin.ts';
export { type JsonLdObject, type PageMetaOptions, pageMeta } from './pageMeta.ts';
