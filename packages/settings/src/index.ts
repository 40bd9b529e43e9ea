export * from './deploySettings.ts';
