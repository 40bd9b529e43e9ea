import { ATTRIBUTION_FIELDS, type Attribution, type ContactRow, FIELDS } from '@ecole/supabase/contact-contract';
import { OFFER_FIELDS, type OfferColumns } from '@ecole/supabase/job-offer';

/**
 * What the export reads, for its two readers: `npm run export-requests` (service role) and the
 * staff desk's « Export » (a staff session, row security). Browser-safe: no Node import.
 */

/** Where the mail to the school stands (public.contact_requests.delivery_state). */
export type DeliveryState = 'envoyé' | 'en attente' | 'en échec';

/**
 * One contact request as staff read it (the view public.requests_export): the contact contract's
 * row and where it came from (null when unknown), its delivery (a mail the sweep had to set aside,
 * contact_request_unsendable, shows « en échec » with its reason), its follow-up and, for a job
 * offer, the offer's details (null otherwise).
 */
export interface ContactRequestRow extends ContactRow, Attribution, OfferColumns {
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
  /** What staff and the visitor call it (`4F7A-1C2B`). */
  reference: string;
  /** nouveau, pris en charge, en attente du visiteur, en retard, répondu, clos. */
  state: string;
  /** Who has it: the first name typed from a mail's link, or the staff member's from the desk. */
  taken_by: string | null;
  owner_email: string | null;
  due_at: string;
  answered_at: string | null;
  closed_at: string | null;
  closed_why: string | null;
}

/** The view both readers read (supabase/migrations/20261128120000_staff_desk.sql). */
export const EXPORT_VIEW = 'requests_export';

const DELIVERY_COLUMNS = ['delivery_state', 'notified_at', 'notify_attempts', 'notify_next_at', 'notify_failed_at', 'notify_error'] as const;
const FOLLOW_UP_COLUMNS = ['reference', 'state', 'taken_by', 'owner_email', 'due_at', 'answered_at', 'closed_at', 'closed_why'] as const;

export const SELECTED_COLUMNS = ['id', 'created_at', ...FIELDS, ...DELIVERY_COLUMNS, ...ATTRIBUTION_FIELDS, ...FOLLOW_UP_COLUMNS, ...OFFER_FIELDS].join(',');
