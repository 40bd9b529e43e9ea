export { pageMeta, organizationJsonLd, type JsonLdObject, type PageMetaOptions } from './pageMeta.ts';
export { siteOrigin, absoluteUrl } from './origin.ts';
