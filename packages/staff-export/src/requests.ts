import { answerJson, CommandError, refusalMessage, supabaseFetch, type Target } from '@ecole/cli';
import { type ContactRequestRow, EXPORT_VIEW, SELECTED_COLUMNS } from './exportSource.ts';

export { type ContactRequestRow, type DeliveryState, EXPORT_VIEW, SELECTED_COLUMNS } from './exportSource.ts';

/** PostgREST's default `max_rows` (config.toml): read page after page of this size. */
export const PAGE_SIZE = 1000;

/** The project's address and service-role key; `local` for the stand-in (@ecole/settings/supabaseTarget). */
export type Connection = Target;

/** A refusal or failure of the staff tools, said in French (exit code 1, no stack trace: @ecole/cli). */
export class ExportError extends CommandError {
  /** The HTTP status and body of a refused read, when the database answered one. */
  constructor(
    message: string,
    readonly answer?: { status: number; body: string },
  ) {
    super(message, 1);
  }
}

/**
 * Every row of a table the REST API returns for `query` (select, filters, order), page after page
 * of PAGE_SIZE, read with the service-role key (the only role allowed to read the requests).
 * Shared by the export and the campaign report (@ecole/campaigns).
 */
export async function fetchAllRows<Row>(connection: Connection, table: string, query: URLSearchParams): Promise<Row[]> {
  const rows: Row[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = new URLSearchParams(query);
    page.set('limit', String(PAGE_SIZE));
    page.set('offset', String(offset));
    const response = await supabaseFetch(connection, `/rest/v1/${table}?${page}`);
    if (!response.ok) {
      const body = await response.text();
      throw new ExportError(refusalMessage(`la lecture de ${table}`, response.status, body), { status: response.status, body });
    }
    const batch = await answerJson<Row[]>(response, connection);
    rows.push(...batch);
    if (batch.length < PAGE_SIZE) return rows;
  }
}

/**
 * Every request since `since` (a day, YYYY-MM-DD, from midnight UTC), newest first. A request
 * the sweep had to set aside shows as « en échec » with its reason, like any failed mail.
 */
export async function fetchContactRequests(connection: Connection, options: { since?: string } = {}): Promise<ContactRequestRow[]> {
  const query = new URLSearchParams({ select: SELECTED_COLUMNS, order: 'created_at.desc,id.asc' });
  if (options.since !== undefined) query.set('created_at', `gte.${options.since}T00:00:00Z`);
  return fetchAllRows<ContactRequestRow>(connection, EXPORT_VIEW, query);
}
