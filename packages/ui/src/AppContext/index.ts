export { type AppContextValue, AppProvider, type AppProviderProps, useAppContext, useCurrentApp } from './AppContext.tsx';
