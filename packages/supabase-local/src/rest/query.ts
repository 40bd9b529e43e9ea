import { QueryParamError } from './errors.ts';

/**
 * The part of PostgREST's URL grammar the site and its tests use, turned into SQL fragments
 * whose values are always bind parameters. Identifiers are restricted to plain names, then
 * quoted, so nothing from the URL is ever spliced into SQL as code.
 */

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function isIdentifier(name: string): boolean {
  return IDENTIFIER.test(name);
}

export function quoteIdent(name: string): string {
  if (!isIdentifier(name)) throw new QueryParamError(`"${name}" is not a valid identifier`, 'Only plain identifiers are supported here');
  return `"${name}"`;
}

/** Query-string keys that are not filters. */
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'apikey']);

/**
 * The operators the site's tools and tests filter with: `eq` (an address), `like` (a test's
 * batch), `gte` and `lt` (a period of the export and the campaign report). PostgREST's others
 * (`in`, `is`, `not.`, `ilike`…) answer PGRST100 here, so a new caller finds out at once.
 */
const COMPARISONS: Record<string, string> = { eq: '=', gte: '>=', lt: '<', like: 'like' };

export interface Filter {
  column: string;
  sql: (qualified: string, param: (value: unknown) => string) => string;
}

export function parseFilter(column: string, raw: string): Filter {
  if (!isIdentifier(column)) throw new QueryParamError(`failed to parse filter (${column})`, `"${column}" is not a column name`);
  const dot = raw.indexOf('.');
  if (dot === -1) throw new QueryParamError(`failed to parse filter (${raw})`, 'unexpected end of input, expecting operator');
  const operator = raw.slice(0, dot);
  const value = raw.slice(dot + 1);
  const sqlOperator = COMPARISONS[operator];
  if (sqlOperator === undefined) throw new QueryParamError(`failed to parse filter (${raw})`, `unknown operator "${operator}"`);
  // PostgREST writes like's wildcard `*` (a `%` would need escaping in the URL).
  const operand = operator === 'like' ? value.replaceAll('*', '%') : value;
  return { column, sql: (qualified, param) => `${qualified} ${sqlOperator} ${param(operand)}` };
}

export interface ReadQuery {
  select: string[] | '*';
  filters: Filter[];
  order: { column: string; direction: 'asc' | 'desc' }[];
  limit?: number;
  offset?: number;
  columns?: string[];
}

function parseList(raw: string, what: string): string[] {
  const items = raw.split(',').map((item) => item.trim());
  for (const item of items) if (!isIdentifier(item)) throw new QueryParamError(`failed to parse ${what} parameter (${raw})`, `"${item}" is not a column name`);
  return items;
}

function parseCount(raw: string | null, name: string): number | undefined {
  if (raw === null) return undefined;
  if (!/^\d+$/.test(raw)) throw new QueryParamError(`failed to parse ${name} parameter (${raw})`, 'expecting a non-negative integer');
  return Number(raw);
}

export function parseReadQuery(params: URLSearchParams): ReadQuery {
  const selectRaw = params.get('select');
  const select = selectRaw === null || selectRaw.trim() === '*' || selectRaw.trim() === '' ? '*' : parseList(selectRaw, 'select');
  const filters: Filter[] = [];
  for (const [key, value] of params) if (!RESERVED.has(key)) filters.push(parseFilter(key, value));
  const order: ReadQuery['order'] = [];
  const orderRaw = params.get('order');
  if (orderRaw !== null) {
    for (const term of orderRaw.split(',')) {
      const [column = '', ...modifiers] = term.trim().split('.');
      if (!isIdentifier(column)) throw new QueryParamError(`failed to parse order (${orderRaw})`, `"${column}" is not a column name`);
      const entry: ReadQuery['order'][number] = { column, direction: 'asc' };
      for (const modifier of modifiers) {
        if (modifier === 'asc' || modifier === 'desc') entry.direction = modifier;
        else throw new QueryParamError(`failed to parse order (${orderRaw})`, `unexpected "${modifier}"`);
      }
      order.push(entry);
    }
  }
  const columnsRaw = params.get('columns');
  return {
    select,
    filters,
    order,
    limit: parseCount(params.get('limit'), 'limit'),
    offset: parseCount(params.get('offset'), 'offset'),
    // supabase-js sends `columns="a","b"` with array inserts (the union of the objects' keys).
    columns: columnsRaw === null ? undefined : parseList(columnsRaw.replaceAll('"', ''), 'columns'),
  };
}

/** Collects bind parameters and hands out `$n` placeholders. */
export class Params {
  readonly values: unknown[] = [];
  add = (value: unknown): string => {
    this.values.push(value);
    return `$${this.values.length}`;
  };
}

/** The select list, qualified so that an `update … from` never returns the body's columns. */
export function selectList(select: ReadQuery['select'], qualifier?: string): string {
  const prefix = qualifier === undefined ? '' : `${qualifier}.`;
  return select === '*' ? `${prefix}*` : select.map((column) => `${prefix}${quoteIdent(column)}`).join(', ');
}

export function whereClause(filters: Filter[], qualifier: string, params: Params): string {
  if (filters.length === 0) return '';
  return ` where ${filters.map((filter) => filter.sql(`${qualifier}.${quoteIdent(filter.column)}`, params.add)).join(' and ')}`;
}

export function orderClause(order: ReadQuery['order']): string {
  if (order.length === 0) return '';
  return ` order by ${order.map((term) => `${quoteIdent(term.column)} ${term.direction}`).join(', ')}`;
}

/** `Prefer: return=representation` → { return: 'representation' } */
export function parsePrefer(raw: string | undefined): Record<string, string> {
  const prefer: Record<string, string> = {};
  if (raw === undefined) return prefer;
  for (const part of raw.split(',')) {
    const [key, value = ''] = part.split('=').map((item) => item.trim());
    if (key) prefer[key] = value;
  }
  return prefer;
}
