export { BareChrome, type BareChromeProps, type ChromeProps, MAIN_CONTENT_ID, SiteChrome, type SiteChromeProps } from './Layout.tsx';
