import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Caller } from '../auth.ts';
import { BodyTooLargeError, gatewayHeaders, header, readBody, sendJson, sendRaw } from '../http.ts';
import type { SerialQueue } from '../serial-queue.ts';
import { fromDatabaseError, QueryParamError, type RestError, restError } from './errors.ts';
import { isIdentifier, orderClause, Params, parsePrefer, parseReadQuery, quoteIdent, type ReadQuery, selectList, whereClause } from './query.ts';

/** The only schema exposed, as in the project's API settings (`schemas` in config.toml). */
const SCHEMA = 'public';

/** A success: its status and the JSON text the database built (null: no body). */
export interface Outcome {
  status: number;
  body: string | null;
}

interface Aggregate {
  body: string;
}

export interface RestContext {
  db: PGlite;
  queue: SerialQueue;
}

export function send(response: ServerResponse, outcome: Outcome | RestError): void {
  if ('body' in outcome && outcome.body !== null && typeof outcome.body === 'object') {
    const error = outcome as RestError;
    sendJson(response, error.status, error.body, {
      'Proxy-Status': `PostgREST; error=${error.body.code}`,
      ...error.headers,
    });
    return;
  }
  const ok = outcome as Outcome;
  sendRaw(response, ok.status, ok.body);
}

function tableNotFound(table: string): RestError {
  return restError(404, 'PGRST205', `Could not find the table '${SCHEMA}.${table}' in the schema cache`);
}

/**
 * The request's body as PostgREST reads it: JSON, an object, or an array of objects for a bulk
 * insert (`allowArray`); an RPC call with no body has no arguments (`emptyIsNoArguments`).
 */
export async function readJsonBody(
  request: IncomingMessage,
  { allowArray, emptyIsNoArguments = false }: { allowArray: boolean; emptyIsNoArguments?: boolean },
): Promise<Record<string, unknown>[] | RestError> {
  let raw: Buffer;
  try {
    raw = await readBody(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return restError(413, 'PGRST102', error.message);
    throw error;
  }
  if (raw.length === 0 && emptyIsNoArguments) return [{}];
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch {
    return restError(400, 'PGRST102', 'Empty or invalid json');
  }
  const rows = Array.isArray(value) && allowArray ? value : [value];
  if (rows.some((row) => typeof row !== 'object' || row === null || Array.isArray(row))) {
    return restError(400, 'PGRST102', 'Empty or invalid json');
  }
  return rows as Record<string, unknown>[];
}

/** The table's columns, or null if the exposed schema has no such table or view. */
async function tableColumns(tx: Transaction, table: string): Promise<string[] | null> {
  const result = await tx.query<{ columns: string }>(
    `select coalesce((select json_agg(a.attname::text order by a.attnum) from pg_attribute a
                      where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]')::text as columns
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'v', 'm', 'f', 'p')`,
    [SCHEMA, table],
  );
  const row = result.rows[0];
  return row ? (JSON.parse(row.columns) as string[]) : null;
}

/**
 * Becomes the caller's role for the rest of the transaction, the way PostgREST does, so that
 * grants and RLS policies decide. PGlite runs as the superuser `postgres`; `set local role`
 * drops those rights until commit or rollback (proved by the anon-select test). The headers are
 * the gateway's (`gatewayHeaders`): the contact budget reads the client's address there.
 */
export async function actAs(tx: Transaction, caller: Caller, request: IncomingMessage, path: string): Promise<void> {
  // The role comes from a fixed allow-list (auth.ts), never from the request text itself.
  await tx.exec(`set local role ${quoteIdent(caller.role)}`);
  await tx.query(
    `select set_config('request.jwt.claims', $1, true), set_config('request.method', $2, true),
            set_config('request.path', $3, true), set_config('request.headers', $4, true)`,
    [JSON.stringify(caller.claims), request.method ?? 'GET', path, JSON.stringify(gatewayHeaders(request))],
  );
}

/** The rows as one JSON array, built by the database. */
function aggregate(source: string): string {
  return `select coalesce(json_agg(_postgrest_t), '[]')::text as body from ${source} _postgrest_t`;
}

export async function handleRest(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  table: string,
  caller: Caller,
  context: RestContext,
): Promise<void> {
  const method = request.method ?? 'GET';
  if (!isIdentifier(table)) return send(response, tableNotFound(table));
  // What the site, its tools and their tests send; PostgREST's HEAD, upsert (PUT) and schema
  // switching have no caller here.
  if (!['GET', 'POST', 'PATCH', 'DELETE'].includes(method)) {
    return send(response, restError(405, 'PGRST117', `Unsupported HTTP method: ${method}`));
  }

  let query: ReadQuery;
  try {
    query = parseReadQuery(url.searchParams);
  } catch (error) {
    if (error instanceof QueryParamError) return send(response, restError(400, 'PGRST100', error.message, error.details));
    throw error;
  }

  let rows: Record<string, unknown>[] = [];
  if (method === 'POST' || method === 'PATCH') {
    const parsed = await readJsonBody(request, { allowArray: method === 'POST' });
    if (!Array.isArray(parsed)) return send(response, parsed);
    rows = parsed;
  }

  if ((method === 'PATCH' || method === 'DELETE') && query.filters.length === 0) {
    // Supabase loads pg-safeupdate for API requests: no mass update or delete by mistake.
    const verb = method === 'PATCH' ? 'UPDATE' : 'DELETE';
    return send(response, restError(400, '21000', `${verb} requires a WHERE clause`));
  }

  const wantsRepresentation = parsePrefer(header(request, 'prefer')).return === 'representation';
  const target = `${quoteIdent(SCHEMA)}.${quoteIdent(table)}`;

  const run = async (tx: Transaction): Promise<Outcome | RestError> => {
    const columns = await tableColumns(tx, table);
    if (columns === null) return tableNotFound(table);
    const bodyColumns = query.columns ?? Object.keys(rows[0] ?? {});
    const unknown = bodyColumns.find((column) => !columns.includes(column));
    if (unknown !== undefined) {
      return restError(400, 'PGRST204', `Could not find the '${unknown}' column of '${table}' in the schema cache`);
    }
    await actAs(tx, caller, request, url.pathname);
    const params = new Params();

    if (method === 'GET') {
      const limit = query.limit === undefined ? '' : ` limit ${query.limit}`;
      const offset = query.offset === undefined ? '' : ` offset ${query.offset}`;
      const where = whereClause(query.filters, target, params);
      const source = `(select ${selectList(query.select)} from ${target}${where}${orderClause(query.order)}${limit}${offset})`;
      return { status: 200, body: (await tx.query<Aggregate>(aggregate(source), params.values)).rows[0]!.body };
    }

    const returning = wantsRepresentation ? ` returning ${selectList(query.select, target)}` : '';

    if (method === 'POST') {
      let statement: string;
      if (bodyColumns.length === 0) {
        // `{}`: every column takes its default, one row per object sent.
        statement = `insert into ${target} select from generate_series(1, ${rows.length})${returning}`;
      } else {
        const list = bodyColumns.map(quoteIdent).join(', ');
        // Values travel as one JSON parameter and PostgreSQL casts each to its column's type,
        // as PostgREST does (json_populate_recordset); nothing from the body becomes SQL text.
        statement = `insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(rows))}::json)${returning}`;
      }
      if (!wantsRepresentation) {
        await tx.query(statement, params.values);
        return { status: 201, body: null };
      }
      return {
        status: 201,
        body: (await tx.query<Aggregate>(`with _postgrest_source as (${statement}) ${aggregate('_postgrest_source')}`, params.values)).rows[0]!.body,
      };
    }

    let statement: string;
    if (method === 'PATCH') {
      if (bodyColumns.length === 0) return { status: 204, body: null };
      const body = params.add(JSON.stringify(rows[0]));
      const assignments = bodyColumns.map((column) => `${quoteIdent(column)} = _postgrest_body.${quoteIdent(column)}`).join(', ');
      statement = `update ${target} set ${assignments} from json_populate_record(null::${target}, ${body}::json) _postgrest_body${whereClause(query.filters, target, params)}${returning}`;
    } else {
      statement = `delete from ${target}${whereClause(query.filters, target, params)}${returning}`;
    }
    if (!wantsRepresentation) {
      await tx.query(statement, params.values);
      return { status: 204, body: null };
    }
    return {
      status: 200,
      body: (await tx.query<Aggregate>(`with _postgrest_source as (${statement}) ${aggregate('_postgrest_source')}`, params.values)).rows[0]!.body,
    };
  };

  let outcome: Outcome | RestError;
  try {
    outcome = await context.queue.run(() => context.db.transaction(run));
  } catch (error) {
    if (error instanceof QueryParamError) outcome = restError(400, 'PGRST100', error.message, error.details);
    else outcome = fromDatabaseError(error, caller.role !== 'anon');
  }
  send(response, outcome);
}
