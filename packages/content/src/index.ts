export * from './school.ts';
export * from './format.ts';
