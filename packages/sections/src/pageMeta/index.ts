export { pageMetaOf } from './pageMeta.ts';
