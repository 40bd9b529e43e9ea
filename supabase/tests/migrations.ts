// Brings an empty database to the state a hosted Supabase project reaches after
// `supabase db push`: the platform's API roles first, then every migration in file-name
// (= timestamp) order, exactly as the files are.

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SqlEngine } from './sqlEngine.ts';

const supabaseDir = fileURLToPath(new URL('..', import.meta.url));
const platformRoles = `${supabaseDir}local/platform-roles.sql`;
const migrationsDir = `${supabaseDir}migrations/`;

export function migrationFiles(): string[] {
  return readdirSync(migrationsDir)
    .filter((file) => /^\d{14}_[a-z0-9_]+\.sql$/.test(file))
    .sort();
}

/**
 * Applies the platform roles and the migrations, or only those before `before` (a file name
 * prefix, e.g. a version) then, in a second call with `from`, the rest: a database upgraded
 * from an earlier state.
 */
export async function applyMigrations(db: SqlEngine, { before, from }: { before?: string; from?: string } = {}): Promise<string[]> {
  if (from === undefined) await db.exec(readFileSync(platformRoles, 'utf8'));
  const files = migrationFiles().filter((file) => (before === undefined || file < before) && (from === undefined || file >= from));
  for (const file of files) {
    try {
      await db.exec(readFileSync(migrationsDir + file, 'utf8'));
    } catch (error) {
      throw new Error(`migration ${file} failed on ${db.name}: ${String(error)}`);
    }
  }
  return files;
}
