import type { SupabaseClient } from '@supabase/supabase-js';
import type { Action, AuditEntry, Colleague, DeskRequest, Erasure, Me, SweepStatus, TimelineEvent } from './types.ts';

/** A refusal or failure of the database, said in French for the person at the desk. */
export class DeskError extends Error {}

/** The words for what PostgREST or the network answered when a call failed. */
function failure(error: { code?: string; message?: string } | null, what: string): DeskError {
  if (error?.code === '42501' || error?.code === 'PGRST301' || error?.code === 'PGRST303') {
    return new DeskError(`${what} : accès refusé. Votre session a peut-être expiré, ou vous ne faites plus partie de l’équipe.`);
  }
  return new DeskError(`${what} : le serveur n’a pas répondu comme prévu. Réessayez dans un instant.`);
}

/** Who is signed in, as the staff table knows them; null for a signed-in address that is not staff. */
export async function fetchMe(db: SupabaseClient): Promise<Me | null> {
  const { data, error } = await db.rpc('desk_me');
  if (error) throw failure(error, 'Lecture de votre profil');
  return (data as Me | null) ?? null;
}

/** The open requests, by due time: the queue. */
export async function fetchQueue(db: SupabaseClient): Promise<DeskRequest[]> {
  const { data, error } = await db.from('desk_queue').select('*');
  if (error) throw failure(error, 'Lecture de la file');
  return data as DeskRequest[];
}

/**
 * Whether the backend's sweep has stopped (issue 33); null when the database cannot say (a database
 * without the function): the banner is a warning beside the queue, never a reason to fail it.
 */
export async function fetchSweepStatus(db: SupabaseClient): Promise<SweepStatus | null> {
  const { data, error } = await db.rpc('desk_sweep_status');
  if (error) return null;
  return (data as SweepStatus[] | null)?.[0] ?? null;
}

/** One request by its reference (`4F7A-1C2B`), whatever its state; null when none has it. */
export async function fetchRequest(db: SupabaseClient, reference: string): Promise<DeskRequest | null> {
  const { data, error } = await db.from('desk_requests').select('*').eq('reference', reference).limit(1);
  if (error) throw failure(error, 'Lecture de la demande');
  return (data as DeskRequest[])[0] ?? null;
}

export async function fetchTimeline(db: SupabaseClient, id: string): Promise<TimelineEvent[]> {
  const { data, error } = await db.rpc('desk_timeline', { p_id: id });
  if (error) throw failure(error, 'Lecture de l’historique');
  return data as TimelineEvent[];
}

export async function fetchColleagues(db: SupabaseClient): Promise<Colleague[]> {
  const { data, error } = await db.from('staff_members').select('email,name,role').order('name', { ascending: true });
  if (error) throw failure(error, 'Lecture de l’équipe');
  return data as Colleague[];
}

/** Runs a follow-up action; resolves to the database's outcome (`pris-en-charge`, `deja-pris`…). */
export async function act(db: SupabaseClient, action: Action, id: string): Promise<string> {
  const { data, error } = await db.rpc(action, { p_id: id });
  if (error) throw failure(error, 'Action');
  return String(data);
}

export async function closeRequest(db: SupabaseClient, id: string, why: string): Promise<string> {
  const { data, error } = await db.rpc('desk_close', { p_id: id, p_why: why });
  if (error) throw failure(error, 'Clôture');
  return String(data);
}

export async function assignRequest(db: SupabaseClient, id: string, to: string): Promise<string> {
  const { data, error } = await db.rpc('desk_assign', { p_id: id, p_to: to });
  if (error) throw failure(error, 'Attribution');
  return String(data);
}

export async function erasurePreview(db: SupabaseClient, email: string): Promise<Erasure> {
  const { data, error } = await db.rpc('desk_erasure_preview', { p_email: email });
  if (error) throw failure(error, 'Recherche');
  return data as Erasure;
}

export async function erase(db: SupabaseClient, email: string, confirmation: string): Promise<Erasure> {
  const { data, error } = await db.rpc('desk_erase', { p_email: email, p_confirmation: confirmation });
  if (error) throw failure(error, 'Effacement');
  return data as Erasure;
}

/** The audit trail's last lines, newest first (row security: the direction reads it, nobody else). */
export async function fetchAudit(db: SupabaseClient, limit = 200): Promise<AuditEntry[]> {
  const { data, error } = await db
    .from('staff_audit')
    .select('id,at,actor,action,outcome,changed,reference,detail')
    .order('at', { ascending: false })
    .order('id', { ascending: false })
    .limit(limit);
  if (error) throw failure(error, 'Lecture du journal');
  return data as AuditEntry[];
}
