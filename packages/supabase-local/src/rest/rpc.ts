import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Transaction } from '@electric-sql/pglite';
import type { Caller } from '../auth.ts';
import { fromDatabaseError, type RestError, restError } from './errors.ts';
import { actAs, type Outcome, type RestContext, readJsonBody, send } from './handler.ts';
import { isIdentifier, Params, quoteIdent } from './query.ts';

/**
 * `POST /rest/v1/rpc/<function>`: PostgREST's call of a function of the exposed schema with
 * the body's keys as named arguments, as the caller's role, so `grant execute` decides (anon
 * calling a function it may not execute gets 42501 → 401, like on Supabase). The edge function
 * claims and marks contact requests this way.
 *
 * Answers like PostgREST for the functions the backend has: a set-returning function → a JSON
 * array; a scalar → that JSON value; no function with those argument names → 404 PGRST202.
 * (`void` and single composite results have no caller, so no emulation.)
 */

interface FunctionInfo {
  returns_set: boolean;
  arg_names: string[] | null;
  required: number;
  /** Per argument, in order: whether its type is an array (`text[]`), which a JSON array fills. */
  array_args: boolean[] | null;
}

const SCHEMA = 'public';

async function findFunction(tx: Transaction, name: string, keys: string[]): Promise<FunctionInfo | null> {
  const { rows } = await tx.query<FunctionInfo>(
    `select p.proretset as returns_set,
            p.proargnames as arg_names,
            p.pronargs - p.pronargdefaults as required,
            (select array_agg(t.typcategory = 'A' order by a.ord)
               from unnest(p.proargtypes::oid[]) with ordinality as a (oid, ord)
               join pg_type t on t.oid = a.oid) as array_args
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = $1 and p.proname = $2 and p.prokind = 'f'`,
    [SCHEMA, name],
  );
  // PostgREST picks the overload whose argument names match the body's keys.
  return (
    rows.find((info) => {
      const names = info.arg_names ?? [];
      return keys.every((key) => names.includes(key)) && keys.length >= info.required;
    }) ?? null
  );
}

/**
 * A JSON value as the text PostgreSQL casts to the argument's type: a JSON array for an array
 * argument (`text[]`) as an array literal, as PostgREST passes it (`p_pages` of campaign_figures).
 */
function argumentText(value: unknown, isArray = false): string | null {
  if (value === null || value === undefined) return null;
  if (isArray && Array.isArray(value)) {
    const element = (item: unknown) =>
      item === null ? 'NULL' : `"${String(typeof item === 'object' ? JSON.stringify(item) : item).replace(/[\\"]/g, (c) => `\\${c}`)}"`;
    return `{${value.map(element).join(',')}}`;
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export async function handleRpc(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  name: string,
  caller: Caller,
  context: RestContext,
): Promise<void> {
  const method = request.method ?? 'GET';
  if (method !== 'POST') return send(response, restError(405, 'PGRST101', 'Only POST is supported by this local stand-in for RPC'));
  const parsed = await readJsonBody(request, { allowArray: false, emptyIsNoArguments: true });
  if (!Array.isArray(parsed)) return send(response, parsed);
  const args = parsed[0] ?? {};
  const keys = Object.keys(args);
  const notFound = restError(404, 'PGRST202', `Could not find the function ${SCHEMA}.${name}(${[...keys].sort().join(', ')}) in the schema cache`);
  if (!isIdentifier(name) || !keys.every(isIdentifier)) return send(response, notFound);

  const run = async (tx: Transaction): Promise<Outcome | RestError> => {
    const info = await findFunction(tx, name, keys);
    if (info === null) return notFound;
    await actAs(tx, caller, request, url.pathname);
    const params = new Params();
    // Named notation; the values are bind parameters PostgreSQL types from the signature.
    const isArray = (key: string) => info.array_args?.[(info.arg_names ?? []).indexOf(key)] === true;
    const call = `${quoteIdent(SCHEMA)}.${quoteIdent(name)}(${keys.map((key) => `${quoteIdent(key)} => ${params.add(argumentText(args[key], isArray(key)))}`).join(', ')})`;
    const sql = info.returns_set
      ? `select coalesce(json_agg(_postgrest_t), '[]')::text as body from ${call} _postgrest_t`
      : `select to_json(${call})::text as body`;
    const result = await tx.query<{ body: string }>(sql, params.values);
    return { status: 200, body: result.rows[0]?.body ?? 'null' };
  };

  let outcome: Outcome | RestError;
  try {
    outcome = await context.queue.run(() => context.db.transaction(run));
  } catch (error) {
    outcome = fromDatabaseError(error, caller.role !== 'anon');
  }
  send(response, outcome);
}
