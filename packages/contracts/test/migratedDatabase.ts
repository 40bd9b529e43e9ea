import { DEFAULT_PATHS, openDatabase } from '@ecole/supabase-local';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The database every migration of supabase/migrations builds, as a hosted project has it, in
 * memory: the stand-in's migrated template (built once per set of migrations, then loaded in about
 * 1.5 s), so a figure is read where the backend reads it, whichever migration wrote it last.
 */
export async function migratedDatabase(): Promise<PGlite> {
  const { db } = await openDatabase({ ...DEFAULT_PATHS, dataDir: 'memory', log: () => {} });
  return db;
}

/** The sentence a failure ends with when the database must follow the content: a new migration. */
export function writeAMigration(what: string): string {
  return `écrivez une migration (supabase/migrations/<AAAAMMJJHHmmss>_<nom>.sql, un horodatage plus récent que tous) qui ${what}`;
}
