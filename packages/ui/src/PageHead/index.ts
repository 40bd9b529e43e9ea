export { pageMeta, organizationJsonLd, type PageMetaOptions } from './pageMeta.ts';
export { siteOrigin, absoluteUrl } from './origin.ts';
