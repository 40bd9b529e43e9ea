export { BareChrome, type ChromeProps, MAIN_CONTENT_ID, SiteChrome, type SiteChromeProps } from './Layout.tsx';
