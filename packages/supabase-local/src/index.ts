export { type OpenDatabaseOptions, type OpenedDatabase, openDatabase } from './database.ts';
export { LOCAL_JWT_SECRET, signJwt, verifyJwt } from './jwt.ts';
export { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, LOCAL_SUPABASE_PATH, LOCAL_SUPABASE_URL } from './keys.ts';
export { describeOffset, frenchLocalTime, LocalClock, parseClockChange } from './localClock.ts';
export { OUTBOX_API_KEY, type OutboxEntry, type OutboxMail } from './outbox.ts';
export { DEFAULT_PATHS, standInDirs } from './paths.ts';
export { type ContactBudget, PortInUseError, type SupabaseLocal, type SupabaseLocalOptions, startSupabaseLocal } from './server.ts';
export { standInFiles } from './standInFiles.ts';
