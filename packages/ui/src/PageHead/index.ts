export { pageMeta, type JsonLdObject, type PageMetaOptions } from './pageMeta.ts';
export { courseJsonLd, organizationJsonLd, serviceJsonLd, type CourseJsonLdOptions, type ServiceJsonLdOptions } from './jsonLd.ts';
export { siteOrigin, absoluteUrl } from './origin.ts';
