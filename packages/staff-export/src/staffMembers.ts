// `npm run staff` (issue 32): who may sign in to the staff desk. A staff member is two things
// kept together: an account of Supabase Auth (the address the desk's code is mailed to, created
// confirmed through the admin API, since nobody may sign up) and a row of public.staff_members
// (role and first name, which row security reads). Both through the project's HTTP APIs with the
// service-role key, like the export: the admin API of Auth and PostgREST.
import { answerJson, CommandError, refusalMessage, supabaseFetch } from '@ecole/cli';
import { type Connection, ExportError, fetchAllRows } from './requests.ts';

export const STAFF_ROLES = ['equipe', 'direction'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const DEFAULT_ROLE: StaffRole = 'equipe';
/** staff_members.name: one line, at most 40 characters (the follow-up's taken_by rule). */
export const NAME_MAX = 40;

export interface StaffMember {
  email: string;
  role: StaffRole;
  name: string;
  added_at: string;
}

interface AuthUser {
  id: string;
  email?: string;
}

/** A bad value typed on the command line: nothing was sent (exit code 2). */
export class StaffInputError extends CommandError {
  constructor(message: string) {
    super(message, 2);
  }
}

/**
 * The address as staff_members stores it (lower-case, the contact table's shape, its CHECK
 * staff_members_email_shape): refused here in French before anything is sent.
 */
export function staffEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  const shape = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
  if (email.length > 254 || (email.split('@')[0] ?? '').length > 64 || !shape.test(email)) {
    throw new StaffInputError(`Adresse e-mail invalide\u00a0: «\u00a0${raw}\u00a0» (attendu prenom.nom@domaine.fr).`);
  }
  return email;
}

export function staffRole(raw: string): StaffRole {
  const role = raw.trim().toLowerCase().replace('é', 'e');
  if (!(STAFF_ROLES as readonly string[]).includes(role)) {
    throw new StaffInputError(`Rôle inconnu\u00a0: «\u00a0${raw}\u00a0» (equipe ou direction).`);
  }
  return role as StaffRole;
}

/** One line, not blank, at most 40 characters, no control or bidirectional character. */
export function staffName(raw: string): string {
  const name = raw.trim();
  const forbidden = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
  if (name === '' || [...name].length > NAME_MAX || forbidden.test(name)) {
    throw new StaffInputError(`Prénom invalide\u00a0: «\u00a0${raw}\u00a0» (une ligne, ${NAME_MAX}\u00a0caractères au plus).`);
  }
  return name;
}

/** The first name an address suggests when none is given: camille.martin@… → Camille. */
export function nameFromEmail(email: string): string {
  const first = (email.split('@')[0] ?? '').split(/[._+-]/)[0] ?? '';
  const name = first === '' ? email.split('@')[0]! : first;
  return (name.charAt(0).toUpperCase() + name.slice(1)).slice(0, NAME_MAX);
}

function call(connection: Connection, path: string, init: RequestInit = {}): Promise<Response> {
  return supabaseFetch(connection, path, init);
}

async function refused(response: Response, what: string): Promise<never> {
  const body = await response.text();
  if (response.status === 404 && body.includes('PGRST205')) {
    throw new ExportError(
      'La table staff_members n’existe pas dans cette base\u00a0: appliquez d’abord la migration du bureau de l’équipe (supabase db push).',
      { status: response.status, body },
    );
  }
  throw new ExportError(refusalMessage(what, response.status, body), { status: response.status, body });
}

/** Every account of Supabase Auth (admin API, page after page). */
export async function listAuthUsers(connection: Connection): Promise<AuthUser[]> {
  const users: AuthUser[] = [];
  const perPage = 1000;
  for (let page = 1; ; page += 1) {
    const response = await call(connection, `/auth/v1/admin/users?page=${page}&per_page=${perPage}`);
    if (!response.ok) await refused(response, 'la lecture des comptes de connexion');
    const batch = (await answerJson<{ users: AuthUser[] }>(response, connection)).users;
    users.push(...batch);
    if (batch.length < perPage) return users;
  }
}

async function findAuthUser(connection: Connection, email: string): Promise<AuthUser | undefined> {
  return (await listAuthUsers(connection)).find((user) => user.email?.toLowerCase() === email);
}

async function deleteAuthUser(connection: Connection, id: string): Promise<void> {
  const response = await call(connection, `/auth/v1/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
  if (!response.ok && response.status !== 404) await refused(response, 'la suppression du compte de connexion');
}

export async function listStaff(connection: Connection): Promise<StaffMember[]> {
  try {
    return await fetchAllRows<StaffMember>(connection, 'staff_members', new URLSearchParams({ select: 'email,name,role,added_at', order: 'email.asc' }));
  } catch (error) {
    if (error instanceof ExportError && error.answer?.status === 404 && error.answer.body.includes('PGRST205')) {
      throw new ExportError(
        'La table staff_members n’existe pas dans cette base\u00a0: appliquez d’abord la migration du bureau de l’équipe (supabase db push).',
      );
    }
    throw error;
  }
}

async function writeRow(connection: Connection, email: string, role: StaffRole, name: string | undefined): Promise<{ member: StaffMember; created: boolean }> {
  const filter = `/rest/v1/staff_members?email=eq.${encodeURIComponent(email)}&select=email,name,role,added_at`;
  const representation = { prefer: 'return=representation' };
  const patched = await call(connection, filter, {
    method: 'PATCH',
    headers: representation,
    body: JSON.stringify(name === undefined ? { role } : { role, name }),
  });
  if (!patched.ok) await refused(patched, 'la mise à jour de la ligne de l’équipe');
  const [existing] = (await patched.json()) as StaffMember[];
  if (existing !== undefined) return { member: existing, created: false };
  const inserted = await call(connection, '/rest/v1/staff_members?select=email,name,role,added_at', {
    method: 'POST',
    headers: representation,
    body: JSON.stringify({ email, role, name: name ?? nameFromEmail(email) }),
  });
  if (!inserted.ok) await refused(inserted, 'l’ajout de la ligne de l’équipe');
  const [member] = (await inserted.json()) as StaffMember[];
  return { member: member!, created: true };
}

export interface AddOutcome {
  member: StaffMember;
  /** A new row (else the row's role, and name if given, were updated). */
  created: boolean;
  /** A new Auth account (else it existed). */
  accountCreated: boolean;
}

/**
 * Adds or updates a staff member: the Auth account, confirmed, if missing (admin API), then the
 * row of staff_members (updated if present: role, and name when given). If the row cannot be
 * written, an account created by this call is deleted again.
 */
export async function addStaff(connection: Connection, input: { email: string; role: StaffRole; name?: string }): Promise<AddOutcome> {
  let account = await findAuthUser(connection, input.email);
  let accountCreated = false;
  if (account === undefined) {
    const response = await call(connection, '/auth/v1/admin/users', { method: 'POST', body: JSON.stringify({ email: input.email, email_confirm: true }) });
    if (response.status === 422) account = await findAuthUser(connection, input.email);
    else if (!response.ok) await refused(response, 'la création du compte de connexion');
    else {
      account = await answerJson<AuthUser>(response, connection);
      accountCreated = true;
    }
  }
  try {
    const row = await writeRow(connection, input.email, input.role, input.name);
    return { ...row, accountCreated };
  } catch (error) {
    if (accountCreated && account !== undefined) await deleteAuthUser(connection, account.id).catch(() => {});
    throw error;
  }
}

export interface RemoveOutcome {
  row: boolean;
  account: boolean;
}

/** Deletes the row and the Auth account (its sessions end: the next refresh is refused). */
export async function removeStaff(connection: Connection, email: string): Promise<RemoveOutcome> {
  const response = await call(connection, `/rest/v1/staff_members?email=eq.${encodeURIComponent(email)}&select=email`, {
    method: 'DELETE',
    headers: { prefer: 'return=representation' },
  });
  if (!response.ok) await refused(response, 'la suppression de la ligne de l’équipe');
  const deleted = await answerJson<unknown[]>(response, connection);
  const account = await findAuthUser(connection, email);
  if (account !== undefined) await deleteAuthUser(connection, account.id);
  return { row: deleted.length > 0, account: account !== undefined };
}
