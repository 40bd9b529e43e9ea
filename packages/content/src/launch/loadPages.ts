// The launch check's and the tools' way to every page: the one enumeration of page modules.
export { loadAllPages } from '../pages/pageModules.ts';
