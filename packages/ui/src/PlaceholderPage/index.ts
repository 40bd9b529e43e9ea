export { PlaceholderPage, type PlaceholderPageProps } from './PlaceholderPage.tsx';
export { placeholderEntry, placeholderPageMeta } from './placeholderRoute.ts';
