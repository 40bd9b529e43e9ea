export { ENHANCED_ATTRIBUTE } from './names.ts';
export { initAll, type PageModule } from './pageModule.ts';
export { whenParsed } from './whenParsed.ts';
