export * from './apps.ts';
export * from './table.ts';
export * from './lookup.ts';
