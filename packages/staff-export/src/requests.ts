import { type ContactRequestRow, EXPORT_VIEW, SELECTED_COLUMNS } from './exportSource.ts';

export { type ContactRequestRow, type DeliveryState, EXPORT_VIEW, SELECTED_COLUMNS } from './exportSource.ts';

/** PostgREST's default `max_rows` (config.toml): read page after page of this size. */
export const PAGE_SIZE = 1000;

export interface Connection {
  url: string;
  serviceKey: string;
}

export class ExportError extends Error {
  /** The HTTP status and body of a refused read, when the database answered one. */
  constructor(
    message: string,
    readonly answer?: { status: number; body: string },
  ) {
    super(message);
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
    let response: Response;
    try {
      response = await fetch(`${connection.url.replace(/\/+$/, '')}/rest/v1/${table}?${page}`, {
        headers: { apikey: connection.serviceKey, authorization: `Bearer ${connection.serviceKey}`, accept: 'application/json' },
      });
    } catch (error) {
      throw new ExportError(
        `Supabase injoignable à ${connection.url}\u00a0: ${(error as Error).message}. Lancez le Supabase local («\u00a0npm start\u00a0») ou définissez SUPABASE_URL.`,
      );
    }
    if (response.status === 401 || response.status === 403) {
      throw new ExportError(`Accès refusé (HTTP ${response.status})\u00a0: SUPABASE_SERVICE_ROLE_KEY doit être la clé service_role de ce projet.`);
    }
    if (!response.ok) {
      const body = await response.text();
      throw new ExportError(`Lecture impossible (HTTP ${response.status})\u00a0: ${body.slice(0, 300)}`, { status: response.status, body });
    }
    const batch = (await response.json()) as Row[];
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
