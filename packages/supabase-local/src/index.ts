export { startSupabaseLocal, PortInUseError, type ContactBudget, type SupabaseLocal, type SupabaseLocalOptions } from './server.ts';
export { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, LOCAL_SUPABASE_PATH, LOCAL_SUPABASE_URL } from './keys.ts';
export { LOCAL_JWT_SECRET, signJwt, verifyJwt } from './jwt.ts';
export { OUTBOX_API_KEY, type OutboxEntry, type OutboxMail } from './outbox.ts';
export { DEFAULT_PATHS } from './paths.ts';
