import { NO_PHONE } from '@ecole/supabase/contact-contract';
import { OFFER_FIELDS, OFFER_LABELS, offerDetail } from '@ecole/supabase/job-offer';
import type { ContactRequestRow } from './exportSource.ts';

/** What the table holds as null phone is shown as the school's mail shows it (the contact contract's). */
export { NO_PHONE };

/** A timestamp as a French reader expects it, in the school's time zone: 21/11/2026 15:04. */
export function frenchDateTime(iso: string): string {
  return new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(new Date(iso))
    .replace(',', '');
}

/**
 * Why a mail is not sent (yet): for a request waiting, its tries and its next one, with the last
 * error; for a failed one, the reason the backend recorded. Empty once sent.
 */
export function deliveryDetail(row: ContactRequestRow): string {
  if (row.delivery_state === 'envoyé') return '';
  if (row.delivery_state === 'en échec') return row.notify_error ?? 'Échec sans raison enregistrée';
  if (row.notify_attempts === 0) return 'Pas encore tenté';
  const next = row.notify_next_at === null ? 'dès la prochaine relance' : `après le ${frenchDateTime(row.notify_next_at)}`;
  const error = row.notify_error === null ? '' : ` ; dernière erreur : ${row.notify_error}`;
  return `${row.notify_attempts} tentative(s) ; prochain essai ${next}${error}`;
}

const at = (value: string | null) => (value === null ? '' : frenchDateTime(value));

/**
 * The columns of the export, French headers, in reading order: one list for both readers (the
 * command's CSV and the desk's), so the desk can be run from Excel too (issue 32): the reference,
 * the state, who has it and the due time come first after the request itself, and a job offer's
 * details last.
 */
export const COLUMNS: readonly { header: string; value: (row: ContactRequestRow) => string }[] = [
  { header: 'Référence', value: (row) => row.reference },
  { header: 'Date', value: (row) => frenchDateTime(row.created_at) },
  { header: 'Nom', value: (row) => row.name },
  { header: 'E-mail', value: (row) => row.email },
  { header: 'Téléphone', value: (row) => row.phone ?? NO_PHONE },
  { header: 'Motif', value: (row) => row.reason },
  { header: 'Message', value: (row) => row.message },
  { header: 'État', value: (row) => row.state },
  { header: 'Qui s’en occupe', value: (row) => row.taken_by ?? '' },
  { header: 'Échéance', value: (row) => at(row.due_at) },
  { header: 'Répondu le', value: (row) => at(row.answered_at) },
  { header: 'Clos le', value: (row) => at(row.closed_at) },
  { header: 'Pourquoi clos', value: (row) => row.closed_why ?? '' },
  { header: 'Mail à l’école', value: (row) => row.delivery_state },
  { header: 'Envoyé le', value: (row) => at(row.notified_at) },
  { header: 'Détail de l’envoi', value: deliveryDetail },
  { header: 'Identifiant', value: (row) => row.id },
  // Where the request came from (empty when the visit did not tell: no JavaScript, a direct visit).
  { header: 'Page du formulaire', value: (row) => row.form_path ?? '' },
  { header: 'Page d’arrivée', value: (row) => row.landing_path ?? '' },
  { header: 'Site d’origine', value: (row) => row.referrer_host ?? '' },
  { header: 'utm_source', value: (row) => row.utm_source ?? '' },
  { header: 'utm_medium', value: (row) => row.utm_medium ?? '' },
  { header: 'utm_campaign', value: (row) => row.utm_campaign ?? '' },
  { header: 'utm_term', value: (row) => row.utm_term ?? '' },
  { header: 'utm_content', value: (row) => row.utm_content ?? '' },
  // A job offer's details as the staff mail says them; empty on other requests.
  ...OFFER_FIELDS.map((field) => ({ header: OFFER_LABELS[field], value: (row: ContactRequestRow) => (row[field] ? offerDetail(field, row[field]) : '') })),
];

export const HEADERS = COLUMNS.map((column) => column.header);

export function toCells(row: ContactRequestRow): string[] {
  return COLUMNS.map((column) => column.value(row));
}
