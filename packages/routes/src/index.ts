export * from './apps.ts';
export * from './lookup.ts';
export * from './table.ts';
