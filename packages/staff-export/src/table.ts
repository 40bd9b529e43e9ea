import { deliveryDetail, frenchDateTime, NO_PHONE } from './columns.ts';
import type { ContactRequestRow } from './requests.ts';

/** Long values are cut so a line fits a terminal; the CSV keeps them whole. */
function cut(value: string, width: number): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length <= width ? flat.padEnd(width) : `${flat.slice(0, width - 1)}…`;
}

const TABLE: readonly [header: string, width: number, value: (row: ContactRequestRow) => string][] = [
  ['Référence', 9, (row) => row.reference],
  ['Date', 16, (row) => frenchDateTime(row.created_at)],
  ['Nom', 22, (row) => row.name],
  ['E-mail', 28, (row) => row.email],
  ['Téléphone', 14, (row) => row.phone ?? NO_PHONE],
  ['Motif', 16, (row) => row.reason],
  ['État', 14, (row) => row.state],
  ['Mail', 10, (row) => row.delivery_state],
  // Where it came from, in short: the campaign if any, else the landing page (the CSV has it all).
  ['Provenance', 18, (row) => row.utm_campaign ?? row.landing_path ?? row.form_path ?? ''],
  ['Message', 40, (row) => row.message],
];

/**
 * The requests whose mail failed, each with its reason, whole (the table cuts long values): what
 * staff must act on, since the school never received these by mail.
 */
export function formatFailures(rows: readonly ContactRequestRow[]): string {
  return rows
    .filter((row) => row.delivery_state === 'en échec')
    .map((row) => `  ${frenchDateTime(row.created_at)}  ${row.email}  ${row.id}\n    ${deliveryDetail(row)}`)
    .join('\n');
}

/** A plain-text table of the requests for the terminal. */
export function formatTable(rows: readonly ContactRequestRow[]): string {
  const line = (cells: string[]) => cells.join('  ').trimEnd();
  return [
    line(TABLE.map(([header, width]) => header.padEnd(width))),
    line(TABLE.map(([, width]) => '─'.repeat(width))),
    ...rows.map((row) => line(TABLE.map(([, width, value]) => cut(value(row), width)))),
  ].join('\n');
}
