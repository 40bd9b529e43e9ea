export { BareChrome, MAIN_CONTENT_ID, SiteChrome, type ChromeProps, type SiteChromeProps } from './Layout.tsx';
