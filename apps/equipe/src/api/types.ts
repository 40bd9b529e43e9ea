/**
 * What the desk reads and does, as the database's staff interface gives it
 * (supabase/migrations/20261128120000_staff_desk.sql): the views `desk_queue` and `desk_requests`,
 * the follow-up functions `desk_*`, the week's rows of `requests_followup` and the export's of
 * `requests_export`. Every call runs as the signed-in person; row security decides.
 */

export type StaffRole = 'equipe' | 'direction';

export interface Me {
  email: string;
  name: string;
  role: StaffRole;
}

export type RequestState = 'nouveau' | 'pris en charge' | 'en attente du visiteur' | 'en retard' | 'répondu' | 'clos';

/** One request as the desk shows it: what was stored, its follow-up and where its mail stands. */
export interface DeskRequest {
  id: string;
  reference: string;
  created_at: string;
  reason: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  state: RequestState;
  promise_hours: number;
  due_at: string;
  /** Business hours left before the due time (negative: late by that many); null once answered or closed. */
  business_hours_left: number | null;
  taken_by: string | null;
  taken_at: string | null;
  owner_email: string | null;
  answered_at: string | null;
  answered_by: string | null;
  closed_at: string | null;
  closed_why: string | null;
  late_at: string | null;
  paused_at: string | null;
  delivery_state: 'envoyé' | 'en attente' | 'en échec';
  notified_at: string | null;
  notify_error: string | null;
  form_path: string | null;
  landing_path: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  offer_title: string | null;
  offer_work_mode: string | null;
  offer_town: string | null;
  offer_start: string | null;
  offer_rhythm: string | null;
  offer_level: string | null;
  company_name: string | null;
  company_size: string | null;
}

export interface TimelineEvent {
  at: string;
  event: string;
  actor: string | null;
  detail: string | null;
}

/** One line of the append-only audit trail (staff_audit), which only the direction reads. */
export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  outcome: string;
  changed: boolean;
  reference: string | null;
  detail: string | null;
}

export interface Colleague {
  email: string;
  name: string;
  role: StaffRole;
}

/** The follow-up actions, by the name of their database function. */
export type Action = 'desk_take' | 'desk_answer' | 'desk_pause' | 'desk_resume' | 'desk_reopen';

/**
 * What `desk_erasure_preview` and `desk_erase` answer: `apercu` or `efface` with the counts, or why
 * nothing was done (`adresse-invalide`, `confirmation-differente`).
 */
export type Erasure =
  | { outcome: 'apercu' | 'efface'; requests: number; fingerprints: number; spellings: number }
  | { outcome: 'adresse-invalide' | 'confirmation-differente' };

export type ErasureCounts = Extract<Erasure, { requests: number }>;

/** The backend's sweep as staff see it (desk_sweep_status, 20261128150000): stale after 30 minutes. */
export interface SweepStatus {
  last_run_at: string | null;
  stale: boolean;
}
