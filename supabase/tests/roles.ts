// Running statements as one of the API roles, the way PostgREST does (`begin; set local role`, then
// the JWT's claims in `request.jwt.claims` for the transaction, which auth.jwt() reads), shared by
// the SQL suites.

import type { SqlEngine } from './sqlEngine.ts';

export type Role = 'anon' | 'authenticated' | 'service_role';

/** The claims of a JWT, as Supabase Auth signs them for a signed-in user (`sub`, `email`, `role`). */
export type JwtClaims = Record<string, unknown>;

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

/** Becomes `role` for the transaction, with the JWT `claims` PostgREST would set (none: unset). */
async function actAs(db: SqlEngine, role: Role, claims: JwtClaims | undefined): Promise<void> {
  await db.exec(`set local role ${role}`);
  // `set local request.jwt.claims = '…'`, with the JSON as a parameter rather than quoted by hand.
  if (claims !== undefined) await db.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
}

/** Runs `body` in a transaction as `role` (with JWT `claims`), then rolls it back (nothing stays). */
export async function rolledBackAs<T>(db: SqlEngine, role: Role, body: () => Promise<T>, claims?: JwtClaims): Promise<T> {
  await db.exec('begin');
  try {
    await actAs(db, role, claims);
    return await body();
  } finally {
    await db.exec('rollback');
  }
}

/** Runs `body` in a transaction as `role` (with JWT `claims`) and commits it (what a PostgREST call does). */
export async function committedAs<T>(db: SqlEngine, role: Role, body: () => Promise<T>, claims?: JwtClaims): Promise<T> {
  await db.exec('begin');
  try {
    await actAs(db, role, claims);
    const result = await body();
    await db.exec('commit');
    return result;
  } catch (error) {
    await db.exec('rollback');
    throw error;
  }
}
