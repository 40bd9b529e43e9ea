export { pageMetaOf, structuredDataOf } from './pageMeta.ts';
