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

/**
 * Where the stand-in of `npm start` keeps its database and its mails: SUPABASE_DATA_DIR and
 * SUPABASE_OUTBOX_DIR, else `.local/supabase/db` and `.local/outbox`. One reading for
 * `scripts/serve.ts` and the commands that read them without the stand-in (`npm run mails`, and
 * `npm run local-clock` before `npm start`).
 */
export function standInDirs(env: Readonly<Record<string, string | undefined>> = process.env): { dataDir: string; outboxDir: string } {
  return {
    dataDir: env.SUPABASE_DATA_DIR?.trim() || DEFAULT_PATHS.dataDir,
    outboxDir: env.SUPABASE_OUTBOX_DIR?.trim() || DEFAULT_PATHS.outboxDir,
  };
}

/** The script Deno runs before each edge function: the stand-in's clock for its `Date`. */
export const LOCAL_CLOCK_PRELOAD = fileURLToPath(new URL('./deno/localClock.ts', import.meta.url));
