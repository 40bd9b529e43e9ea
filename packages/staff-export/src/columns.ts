import type { ContactRequestRow } from './requests.ts';

/** What the table holds as null phone is shown as the school's mail shows it. */
export const NO_PHONE = 'Non renseigné';
export const PENDING = 'En attente';

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

/** The columns of the export, French headers, in reading order. */
export const COLUMNS: readonly { header: string; value: (row: ContactRequestRow) => string }[] = [
  { header: 'Date', value: (row) => frenchDateTime(row.created_at) },
  { header: 'Nom', value: (row) => row.name },
  { header: 'E-mail', value: (row) => row.email },
  { header: 'Téléphone', value: (row) => row.phone ?? NO_PHONE },
  { header: 'Motif', value: (row) => row.reason },
  { header: 'Message', value: (row) => row.message },
  { header: 'Mail envoyé à l’école', value: (row) => (row.notified_at === null ? PENDING : frenchDateTime(row.notified_at)) },
  { header: 'Identifiant', value: (row) => row.id },
];

export const HEADERS = COLUMNS.map((column) => column.header);

export function toCells(row: ContactRequestRow): string[] {
  return COLUMNS.map((column) => column.value(row));
}
