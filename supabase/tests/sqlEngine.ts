// One tiny interface over the two engines the SQL tests run on: PGlite (PostgreSQL compiled to
// WebAssembly, in process, as in the local stand-in) and a real PostgreSQL server through `pg`.
// Both keep one session, so `begin; set local role …` applies to the statements that follow.

import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface SqlEngine {
  readonly name: string;
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Runs one or several statements without parameters. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export async function openPglite(): Promise<SqlEngine> {
  const db = await PGlite.create();
  return {
    name: 'PGlite',
    query: async <Row>(sql: string, params?: unknown[]) => {
      const result = await db.query<Row>(sql, params);
      return { rows: result.rows };
    },
    exec: async (sql) => {
      await db.exec(sql);
    },
    close: () => db.close(),
  };
}

/**
 * Connects to `adminUrl`, creates a fresh database for this run and drops it on close, so a
 * shared DATABASE_URL is never left with the test's tables.
 */
export async function openPostgres(adminUrl: string): Promise<SqlEngine> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const database = `ecole_sql_tests_${process.pid}_${Date.now()}`;
  await admin.query(`create database ${database}`);

  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const version = (await client.query<{ server_version: string }>('show server_version')).rows[0]?.server_version;

  return {
    name: `PostgreSQL ${version ?? '?'}`,
    query: async <Row>(sql: string, params?: unknown[]) => {
      const result = await client.query(sql, params);
      return { rows: result.rows as Row[] };
    },
    exec: async (sql) => {
      await client.query(sql);
    },
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    },
  };
}
