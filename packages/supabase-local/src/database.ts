import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Extensions, PGlite } from '@electric-sql/pglite';
import { pgliteClock } from './pgliteClock.ts';

export interface OpenDatabaseOptions {
  /** A folder, or `memory` for a database that lives as long as the process (tests). */
  dataDir: string;
  rolesSql: string;
  migrationsDir: string;
  log: (line: string) => void;
  /** The stand-in's clock (localClock.ts): PostgreSQL's `now()` runs this far ahead of the real time. */
  clock?: { readonly offsetMs: number };
}

export interface OpenedDatabase {
  db: PGlite;
  /** Versions applied by this start (empty when the data folder was already up to date). */
  applied: string[];
}

/** `<version>_<name>.sql`, the Supabase CLI's naming (YYYYMMDDHHmmss_name.sql). */
const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;

export function listMigrations(migrationsDir: string): { version: string; name: string; file: string }[] {
  return readdirSync(migrationsDir)
    .map((file) => ({ file, match: MIGRATION_FILE.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => ({ version: match[1]!, name: match[2]!, file: join(migrationsDir, file) }))
    .sort((a, b) => a.version.localeCompare(b.version));
}

/**
 * Opens PGlite and brings it to the state a hosted project reaches: the platform roles, then
 * each migration not applied yet, recorded in the table the Supabase CLI uses, each in its own
 * transaction so a failing migration leaves no half-applied schema behind.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const inMemory = options.dataDir === 'memory' || options.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  const extensions: Extensions = options.clock === undefined ? {} : { localClock: pgliteClock(options.clock) };
  const db = await PGlite.create(inMemory ? { extensions } : { dataDir: options.dataDir, extensions });
  try {
    await db.exec(readFileSync(options.rolesSql, 'utf8'));
    await db.exec(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text primary key,
        name text,
        applied_at timestamptz not null default now()
      );
    `);
    const done = new Set((await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((row) => row.version));
    const applied: string[] = [];
    for (const migration of listMigrations(options.migrationsDir)) {
      if (done.has(migration.version)) continue;
      const sql = readFileSync(migration.file, 'utf8');
      try {
        await db.transaction(async (tx) => {
          await tx.exec(sql);
          await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
        });
      } catch (error) {
        throw new Error(`La migration ${migration.file} a échoué\u00a0: ${(error as Error).message}`, { cause: error });
      }
      applied.push(migration.version);
      options.log(`Migration appliquée\u00a0: ${migration.version}_${migration.name}`);
    }
    return { db, applied };
  } catch (error) {
    await db.close();
    throw error;
  }
}
