// Running statements as one of the API roles, the way PostgREST does (`begin; set local role`),
// shared by the SQL suites.

import type { SqlEngine } from './sqlEngine.ts';

export type Role = 'anon' | 'authenticated' | 'service_role';

export interface SqlError {
  code?: string;
  constraint?: string;
  message: string;
  hint?: string;
}

/** The error a statement raised; fails the test when it succeeded. */
export async function caught(promise: Promise<unknown>): Promise<SqlError> {
  try {
    await promise;
  } catch (error) {
    return error as SqlError;
  }
  throw new Error('expected the statement to fail, it succeeded');
}

/** Runs `body` in a transaction as `role`, then rolls it back (nothing stays). */
export async function rolledBackAs<T>(db: SqlEngine, role: Role, body: () => Promise<T>): Promise<T> {
  await db.exec('begin');
  try {
    await db.exec(`set local role ${role}`);
    return await body();
  } finally {
    await db.exec('rollback');
  }
}

/** Runs `body` in a transaction as `role` and commits it (what a PostgREST call does). */
export async function committedAs<T>(db: SqlEngine, role: Role, body: () => Promise<T>): Promise<T> {
  await db.exec('begin');
  try {
    await db.exec(`set local role ${role}`);
    const result = await body();
    await db.exec('commit');
    return result;
  } catch (error) {
    await db.exec('rollback');
    throw error;
  }
}
