import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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
 *
 * A database in memory (the tests', the end-to-end stand-ins') starts from a copy of one built
 * that way (`migratedTemplate`): PGlite's own start (about 2.5 s of CPU) and the migrations (about
 * 3 s) were paid by every test file that starts a stand-in; loading the copy costs about 1.5 s.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const inMemory = options.dataDir === 'memory' || options.dataDir.startsWith('memory://');
  const extensions: Extensions = options.clock === undefined ? {} : { localClock: pgliteClock(options.clock) };
  if (inMemory) {
    const template = await migratedTemplate(options);
    const db = await PGlite.create({ loadDataDir: template.dump, extensions });
    // What a fresh database would have logged and returned: the same migrations, applied.
    for (const migration of template.applied) options.log(`Migration appliquée\u00a0: ${migration}`);
    return { db, applied: template.applied.map((migration) => migration.slice(0, migration.indexOf('_'))) };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir: options.dataDir, extensions });
  try {
    return { db, applied: (await applySchema(db, options)).map((migration) => migration.version) };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** The platform roles and the migrations not applied yet; returns those it applied. */
async function applySchema(db: PGlite, options: Pick<OpenDatabaseOptions, 'rolesSql' | 'migrationsDir' | 'log'>) {
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
  const applied: { version: string; name: string }[] = [];
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
    applied.push(migration);
    options.log(`Migration appliquée\u00a0: ${migration.version}_${migration.name}`);
  }
  return applied;
}

interface Template {
  dump: Blob;
  /** `<version>_<name>` of each migration the copy holds, in order. */
  applied: string[];
}

/** PGlite's version (its package exports no `package.json`: read beside its entry's folder). */
const PGLITE_VERSION = (
  JSON.parse(readFileSync(join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json'), 'utf8')) as { version: string }
).version;

/**
 * A fresh database with the roles and every migration, as a PGlite data folder archive, kept in
 * the system's temporary folder under a name made of everything it is built from (PGlite's
 * version, the roles' and each migration's text): a changed migration makes a new one, and every
 * process of a test run (Vitest starts one per file) shares it. Written to a temporary name, then
 * renamed: two processes building it at once each get a whole archive.
 */
async function migratedTemplate(options: OpenDatabaseOptions): Promise<Template> {
  const migrations = listMigrations(options.migrationsDir);
  const hash = createHash('sha256').update(PGLITE_VERSION).update(readFileSync(options.rolesSql));
  for (const migration of migrations) hash.update(migration.file.slice(migration.file.lastIndexOf('/'))).update(readFileSync(migration.file));
  const file = join(tmpdir(), `ecole-pglite-${hash.digest('hex').slice(0, 24)}.tar`);
  const applied = migrations.map((migration) => `${migration.version}_${migration.name}`);
  if (existsSync(file)) return { dump: new Blob([readFileSync(file)]), applied };

  const db = await PGlite.create();
  try {
    await applySchema(db, { ...options, log: () => {} });
    const dump = await db.dumpDataDir('none');
    const partial = `${file}.${process.pid}.${Date.now()}`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, file);
    return { dump, applied };
  } finally {
    await db.close();
  }
}
