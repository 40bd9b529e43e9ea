export * from './deploySettings.ts';
export * from './localSupabase.ts';
