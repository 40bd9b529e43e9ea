import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listMigrations, openDatabase } from '../src/database.ts';
import { DEFAULT_PATHS as PATHS } from '../src/paths.ts';

// A database in memory starts from a copy of the migrated schema (issue 36: every test file that
// starts a stand-in paid PGlite's start and 29 migrations). What a test sees must not change.
describe('a database in memory', () => {
  const work = mkdtempSync(join(tmpdir(), 'ecole-database-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('has every migration applied and recorded, as a fresh one, and logs each', async () => {
    const logs: string[] = [];
    const { db, applied } = await openDatabase({
      dataDir: 'memory',
      rolesSql: PATHS.rolesSql,
      migrationsDir: PATHS.migrationsDir,
      log: (line) => logs.push(line),
    });
    try {
      const migrations = listMigrations(PATHS.migrationsDir);
      expect(applied).toEqual(migrations.map((migration) => migration.version));
      expect(logs).toEqual(migrations.map((migration) => `Migration appliquée\u00a0: ${migration.version}_${migration.name}`));
      const recorded = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version');
      expect(recorded.rows.map((row) => row.version)).toEqual(applied);
      // The platform roles are there (the policies are written for them).
      const roles = await db.query<{ rolname: string }>(
        "select rolname from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by rolname",
      );
      expect(roles.rows.map((row) => row.rolname)).toEqual(['anon', 'authenticated', 'service_role']);
    } finally {
      await db.close();
    }
  });

  it('is its own: what one database writes, the next one never sees', async () => {
    const options = { dataDir: 'memory', rolesSql: PATHS.rolesSql, migrationsDir: PATHS.migrationsDir, log: () => {} };
    const first = await openDatabase(options);
    await first.db.exec('create table public.scratch (id int); insert into public.scratch values (1);');
    await first.db.close();
    const second = await openDatabase(options);
    try {
      const found = await second.db.query("select to_regclass('public.scratch') as scratch");
      expect(found.rows).toEqual([{ scratch: null }]);
    } finally {
      await second.db.close();
    }
  });

  it('follows a new migration: a changed folder makes a new copy, with it applied', async () => {
    const migrationsDir = join(work, 'migrations');
    rmSync(migrationsDir, { recursive: true, force: true });
    copyFileSync(PATHS.rolesSql, join(work, 'roles.sql'));
    mkdirSync(migrationsDir);
    for (const file of readdirSync(PATHS.migrationsDir)) copyFileSync(join(PATHS.migrationsDir, file), join(migrationsDir, file));
    writeFileSync(join(migrationsDir, '29991231000000_note_de_test.sql'), 'create table public.note_de_test (texte text);');
    const { db, applied } = await openDatabase({ dataDir: 'memory', rolesSql: join(work, 'roles.sql'), migrationsDir, log: () => {} });
    try {
      expect(applied.at(-1)).toBe('29991231000000');
      const found = await db.query("select to_regclass('public.note_de_test') as note");
      expect(found.rows).toEqual([{ note: 'note_de_test' }]);
    } finally {
      await db.close();
    }
  });

  it('a migration that fails is named, as on a fresh database', async () => {
    const migrationsDir = join(work, 'broken');
    mkdirSync(migrationsDir, { recursive: true });
    writeFileSync(join(migrationsDir, '20000101000000_casse.sql'), 'create tabel oups;');
    await expect(openDatabase({ dataDir: 'memory', rolesSql: PATHS.rolesSql, migrationsDir, log: () => {} })).rejects.toThrow(
      /La migration .*20000101000000_casse\.sql a échoué/,
    );
  });
});
