export { AppProvider, useCurrentApp, type AppProviderProps } from './AppContext.tsx';
