export { AppProvider, type AppProviderProps, useCurrentApp } from './AppContext.tsx';
