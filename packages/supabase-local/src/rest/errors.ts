/** A PostgREST error answer: status, `{ code, details, hint, message }`, extra headers. */
export interface RestError {
  status: number;
  body: { code: string; details: string | null; hint: string | null; message: string };
  headers?: Record<string, string>;
}

export function restError(status: number, code: string, message: string, details: string | null = null, hint: string | null = null): RestError {
  return { status, body: { code, details, hint, message } };
}

/** A client mistake in the query string (PGRST100). */
export class QueryParamError extends Error {
  constructor(
    message: string,
    readonly details: string,
  ) {
    super(message);
  }
}

/**
 * PostgREST's table from SQLSTATE to HTTP status (src/PostgREST/Error.hs, `mapSQLtoHTTP`,
 * also https://docs.postgrest.org/en/stable/references/errors.html). `authed` is false when
 * the request runs as `anon`: a refused privilege then means "log in" (401), otherwise 403.
 */
export function statusForSqlState(code: string, message: string, authed: boolean): number {
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  if (code === '42883') return 404;
  if (code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === '42501') return authed ? 403 : 401;
  if (code === 'P0001') return 400;
  if (code === '57P01') return 503;
  if (code === '53400') return 500;
  const prefixes: [string, number][] = [
    ['08', 503],
    ['09', 500],
    ['0L', 403],
    ['0P', 403],
    ['25', 500],
    ['28', 403],
    ['2D', 500],
    ['38', 500],
    ['39', 500],
    ['3B', 500],
    ['40', 500],
    ['53', 503],
    ['54', 500],
    ['55', 500],
    ['57', 500],
    ['58', 500],
    ['F0', 500],
    ['HV', 500],
    ['P0', 500],
    ['XX', 500],
  ];
  for (const [prefix, status] of prefixes) if (code.startsWith(prefix)) return status;
  return 400;
}

interface PgLikeError {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

function isPgError(error: unknown): error is PgLikeError & { code: string; message: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as PgLikeError).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as PgLikeError).code as string)
  );
}

/** Turns an error thrown by PGlite into PostgREST's answer; anything else is a 500. */
export function fromDatabaseError(error: unknown, authed: boolean): RestError {
  if (!isPgError(error)) {
    return restError(500, 'PGRSTX00', error instanceof Error ? error.message : String(error));
  }
  const status = statusForSqlState(error.code, error.message, authed);
  const result = restError(
    status,
    error.code,
    error.message,
    typeof error.detail === 'string' ? error.detail : null,
    typeof error.hint === 'string' ? error.hint : null,
  );
  if (status === 401) result.headers = { 'WWW-Authenticate': 'Bearer' };
  return result;
}
