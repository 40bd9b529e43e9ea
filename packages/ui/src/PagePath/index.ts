export { pagePathOf, usePagePath } from './usePagePath.ts';
