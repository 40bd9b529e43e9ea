import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root, found from this file (packages/supabase-local/src/), not from the cwd:
 * the stand-in is started from the root, from an app, from e2e/ or from a test. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const DEFAULT_PATHS = {
  dataDir: join(REPO_ROOT, '.local', 'supabase', 'db'),
  outboxDir: join(REPO_ROOT, '.local', 'outbox'),
  /** Deno's module cache: the npm packages a function imports are fetched once, then reused. */
  denoDir: join(REPO_ROOT, '.local', 'deno'),
  migrationsDir: join(REPO_ROOT, 'supabase', 'migrations'),
  rolesSql: join(REPO_ROOT, 'supabase', 'local', 'platform-roles.sql'),
  functionsDir: join(REPO_ROOT, 'supabase', 'functions'),
  configToml: join(REPO_ROOT, 'supabase', 'config.toml'),
} as const;
