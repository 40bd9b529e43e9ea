import { type Connection, ExportError, fetchAllRows } from '@ecole/staff-export';
import { ATTRIBUTION_FIELDS, type Attribution, type AttributionField } from '@ecole/supabase/contact-contract';
import type { Period } from './visits.ts';

/**
 * What the report needs of a contact request: when, and where it came from (the attribution
 * columns of `contact_requests`: landing path, the five `utm_*`, the referring host). Never the
 * visitor's name, e-mail, phone or message.
 */
export type AttributedRequest = { created_at: string } & Omit<Attribution, 'form_path'>;

/** The contract's attribution columns but the form's own path: the report counts where visits landed. */
export const ATTRIBUTION_COLUMNS = ATTRIBUTION_FIELDS.filter((field): field is Exclude<AttributionField, 'form_path'> => field !== 'form_path');

export type RequestsResult =
  | { available: true; rows: AttributedRequest[] }
  /** The database has no attribution columns yet: the report shows visits only, and says why. */
  | { available: false; reason: string };

/** Days as `created_at` filters: from midnight UTC of `from` to the end of `to`. */
function periodFilters(query: URLSearchParams, period: Period): void {
  if (period.from !== undefined) query.append('created_at', `gte.${period.from}T00:00:00Z`);
  if (period.to !== undefined) {
    const next = new Date(`${period.to}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    query.append('created_at', `lt.${next.toISOString()}`);
  }
}

/**
 * The requests of the period with their attribution, read with the service key like
 * `npm run export-requests` (@ecole/staff-export: same connection, same paging). A database
 * without the attribution columns (PostgreSQL's « undefined column », 42703) is not an error:
 * the report says so.
 */
export async function fetchAttributedRequests(connection: Connection, period: Period = {}): Promise<RequestsResult> {
  const query = new URLSearchParams({ select: ['created_at', ...ATTRIBUTION_COLUMNS].join(','), order: 'created_at.asc' });
  periodFilters(query, period);
  try {
    return { available: true, rows: await fetchAllRows<AttributedRequest>(connection, 'contact_requests', query) };
  } catch (error) {
    if (error instanceof ExportError && error.answer?.status === 400 && /42703|does not exist|n.existe pas/.test(error.answer.body)) {
      return {
        available: false,
        reason:
          `La base (${connection.url}) n’a pas encore les colonnes d’attribution des demandes (${ATTRIBUTION_COLUMNS.join(', ')}) : ` +
          'appliquez les migrations du dépôt (supabase/migrations). Le rapport ne montre que les visites.',
      };
    }
    throw error;
  }
}
