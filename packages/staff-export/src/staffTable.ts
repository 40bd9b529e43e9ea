import { frenchDateTime } from './columns.ts';
import type { StaffMember, StaffRole } from './staffMembers.ts';

const ROLE_LABELS: Record<StaffRole, string> = { equipe: 'équipe', direction: 'direction' };

export function roleLabel(role: StaffRole): string {
  return ROLE_LABELS[role] ?? role;
}

/** The staff as a table for the terminal; `accounts`: the addresses that have an Auth account. */
export function formatStaffTable(members: readonly StaffMember[], accounts: ReadonlySet<string | undefined>): string {
  const columns: [header: string, value: (member: StaffMember) => string][] = [
    ['E-mail', (member) => member.email],
    ['Prénom', (member) => member.name],
    ['Rôle', (member) => roleLabel(member.role)],
    ['Ajouté le', (member) => frenchDateTime(member.added_at)],
    ['Connexion', (member) => (accounts.has(member.email) ? 'oui' : 'compte manquant')],
  ];
  const widths = columns.map(([header, value]) => Math.max([...header].length, ...members.map((member) => [...value(member)].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => cell + ' '.repeat(widths[index]! - [...cell].length))
      .join('  ')
      .trimEnd();
  return [
    line(columns.map(([header]) => header)),
    line(widths.map((width) => '─'.repeat(width))),
    ...members.map((member) => line(columns.map(([, value]) => value(member)))),
  ].join('\n');
}
