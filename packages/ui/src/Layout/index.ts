export { BareChrome, MAIN_CONTENT_ID, SiteChrome, type ChromeProps } from './Layout.tsx';
