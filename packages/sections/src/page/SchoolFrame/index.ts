// One module per frame: an app imports only the chrome it shows (the bare app no header code).
export { SchoolBareFrame } from './SchoolBareFrame.tsx';
export { SCHOOL_CHROME, SchoolSiteFrame, type SchoolSiteFrameProps } from './SchoolSiteFrame.tsx';
export { SchoolAppProvider, type SchoolAppProviderProps } from './schoolApp.tsx';
