// What every page runs without React (issue 25): plain JavaScript for the boot module
// (@ecole/app-build, bootScripts.ts). Free of styles and components, so the build's config can load it.
export { HEADER_MENU_SCRIPT } from './headerMenu.ts';
export { IN_PAGE_LINKS_SCRIPT } from './inPageLinks.ts';
