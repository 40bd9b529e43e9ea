// One module for every route of this app whose page is not written yet (app/routes.ts).
export { PlaceholderPage as default, placeholderPageMeta as meta } from '@ecole/ui/PlaceholderPage';
