import { ATTRIBUTION_FIELDS, type Attribution, type ContactRow, FIELDS } from '@ecole/supabase/contact-contract';

/** Where the mail to the school stands (public.contact_requests.delivery_state). */
export type DeliveryState = 'envoyé' | 'en attente' | 'en échec';

/**
 * One contact request as staff read it (the columns of public.contact_requests they need): the
 * contact contract's row and where it came from (null when unknown), with its delivery.
 */
export interface ContactRequestRow extends ContactRow, Attribution {
  id: string;
  created_at: string;
  delivery_state: DeliveryState;
  notified_at: string | null;
  /** Tries so far (successful or not). */
  notify_attempts: number;
  /** No new try before this (after a temporary failure). */
  notify_next_at: string | null;
  notify_failed_at: string | null;
  /** The last failure, in French. */
  notify_error: string | null;
}

const DELIVERY_COLUMNS = ['delivery_state', 'notified_at', 'notify_attempts', 'notify_next_at', 'notify_failed_at', 'notify_error'] as const;

export const SELECTED_COLUMNS = ['id', 'created_at', ...FIELDS, ...DELIVERY_COLUMNS, ...ATTRIBUTION_FIELDS].join(',');

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

interface Unsendable {
  request_id: string;
  failed_at: string;
  error: string;
}

/**
 * The pending requests the database refuses to update (a rule added since they were stored:
 * 20261125120000_contact_requests_one_bad_row_fails_alone.sql). Their row cannot say it, so
 * they are listed apart; a database without that table has none.
 */
async function fetchUnsendable(connection: Connection): Promise<Map<string, Unsendable>> {
  try {
    const rows = await fetchAllRows<Unsendable>(connection, 'contact_request_unsendable', new URLSearchParams({ select: 'request_id,failed_at,error' }));
    return new Map(rows.map((row) => [row.request_id, row]));
  } catch (error) {
    if (error instanceof ExportError && error.answer?.status === 404) return new Map();
    throw error;
  }
}

/**
 * Every request since `since` (a day, YYYY-MM-DD, from midnight UTC), newest first. A request
 * the sweep had to set aside shows as « en échec » with its reason, like any failed mail.
 */
export async function fetchContactRequests(connection: Connection, options: { since?: string } = {}): Promise<ContactRequestRow[]> {
  const query = new URLSearchParams({ select: SELECTED_COLUMNS, order: 'created_at.desc,id.asc' });
  if (options.since !== undefined) query.set('created_at', `gte.${options.since}T00:00:00Z`);
  const [rows, unsendable] = await Promise.all([fetchAllRows<ContactRequestRow>(connection, 'contact_requests', query), fetchUnsendable(connection)]);
  return rows.map((row) => {
    const setAside = row.delivery_state === 'en attente' ? unsendable.get(row.id) : undefined;
    return setAside ? { ...row, delivery_state: 'en échec', notify_failed_at: setAside.failed_at, notify_error: setAside.error } : row;
  });
}
