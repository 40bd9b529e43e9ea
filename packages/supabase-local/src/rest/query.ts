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

const COMPARISONS: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'like', ilike: 'ilike' };
const IS_VALUES: Record<string, string> = { null: 'null', not_null: 'not null', true: 'true', false: 'false', unknown: 'unknown' };

export interface Filter {
  column: string;
  sql: (qualified: string, param: (value: unknown) => string) => string;
}

/** `(a,b,"c,d")` → ['a', 'b', 'c,d'] */
function parseInList(raw: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw new QueryParamError(`failed to parse in list ${raw}`, 'expecting "("');
  const inner = raw.slice(1, -1);
  const values: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < inner.length; i += 1) {
    const char = inner[i]!;
    if (quoted) {
      if (char === '\\' && i + 1 < inner.length) current += inner[(i += 1)]!;
      else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      values.push(current);
      current = '';
    } else current += char;
  }
  if (inner !== '') values.push(current);
  return values;
}

export function parseFilter(column: string, raw: string): Filter {
  if (!isIdentifier(column)) throw new QueryParamError(`failed to parse filter (${column})`, `"${column}" is not a column name`);
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot === -1) throw new QueryParamError(`failed to parse filter (${raw})`, 'unexpected end of input, expecting operator');
  const operator = rest.slice(0, dot);
  const value = rest.slice(dot + 1);
  const wrap = (sql: string) => (negate ? `not (${sql})` : sql);
  const sqlOperator = COMPARISONS[operator];
  if (sqlOperator !== undefined) {
    const operand = operator === 'like' || operator === 'ilike' ? value.replaceAll('*', '%') : value;
    return { column, sql: (qualified, param) => wrap(`${qualified} ${sqlOperator} ${param(operand)}`) };
  }
  if (operator === 'is') {
    const target = IS_VALUES[value.toLowerCase()];
    if (target === undefined) throw new QueryParamError(`failed to parse filter (${raw})`, 'is accepts null, not_null, true, false or unknown');
    return { column, sql: (qualified) => wrap(`${qualified} is ${target}`) };
  }
  if (operator === 'in') {
    const values = parseInList(value);
    return {
      column,
      sql: (qualified, param) => wrap(values.length === 0 ? 'false' : `${qualified} in (${values.map((v) => param(v)).join(', ')})`),
    };
  }
  throw new QueryParamError(`failed to parse filter (${raw})`, `unknown operator "${operator}"`);
}

export interface ReadQuery {
  select: string[] | '*';
  filters: Filter[];
  order: { column: string; direction: 'asc' | 'desc'; nulls?: 'first' | 'last' }[];
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
        else if (modifier === 'nullsfirst') entry.nulls = 'first';
        else if (modifier === 'nullslast') entry.nulls = 'last';
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
  return ` order by ${order.map((term) => `${quoteIdent(term.column)} ${term.direction}${term.nulls ? ` nulls ${term.nulls}` : ''}`).join(', ')}`;
}

/** `Prefer: return=minimal, count=exact` → { return: 'minimal', count: 'exact' } */
export function parsePrefer(raw: string | undefined): Record<string, string> {
  const prefer: Record<string, string> = {};
  if (raw === undefined) return prefer;
  for (const part of raw.split(',')) {
    const [key, value = ''] = part.split('=').map((item) => item.trim());
    if (key) prefer[key] = value;
  }
  return prefer;
}
