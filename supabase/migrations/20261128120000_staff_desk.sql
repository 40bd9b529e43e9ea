-- The staff desk (issue 32; DESIGN.md §2.13): admissions staff work from /equipe, signed in with an
-- e-mailed code through Supabase Auth. Their browser calls the database as `authenticated`, with a
-- JWT whose `email` claim says who they are. Until now only the service role could read or move a
-- request; this migration says who is staff, what a staff session reads (row security), what it
-- does (functions only), and keeps an append-only trail of every action.
--
-- 1. Who is staff: public.staff_members (e-mail, role `equipe` or `direction`, first name), kept by
--    the service role. public.staff_role() / public.is_staff() read it for the session's JWT
--    (`authenticated` only) at every statement: deleting a member's row cuts their access at once,
--    whatever their session still holds.
-- 2. The promise clock pauses « en attente du visiteur » (help-desk style: the school waits for the
--    visitor's answer, the promise stops). A paused request keeps the business hours it had left
--    (paused_hours_left, business_hours_between: the inverse of business_hours_after); resuming
--    gives them back from now, at least one business hour (below). The generated `state` gains
--    `en attente du visiteur`, before `en retard`. The sweep never marks a paused request late.
-- 3. Who has a request: owner_email, the staff member who took it or was given it on the desk (the
--    mail links keep writing only taken_by, the first name typed); desk actions write both.
-- 4. What staff read: select policies `to authenticated using (is_staff())` on the tables the
--    staff views read, so the security_invoker views (requests_due, requests_late,
--    requests_followup, and the desk's desk_requests, desk_queue, requests_export) show staff
--    everything and a signed-in stranger nothing. authenticated gets no insert, update or delete
--    anywhere.
-- 5. public.staff_audit: append-only (no grant but select, and a trigger refusing update, delete
--    and truncate to everyone, the service role and the owner included). Never a visitor's
--    address, name or message: actors are staff addresses, details are counts, slugs, staff
--    addresses and due times.
-- 6. What staff do: the desk_* functions (security definer), which refuse anyone but staff
--    (42501), reuse the service role's take/answer/close (and the new pause/resume/reopen, which
--    hold the clock's rules and take a clock for the tests), write one row of staff_audit each and
--    answer a slug; desk_timeline tells a request's story.
-- 7. Erasure (forget_contact_address, unchanged) from the desk, for `direction` only, with a
--    preview and the address typed twice.
-- Also: contact_request_erasures' id sequence was usable by anon and authenticated (the platform's
-- default privileges, 20261126160000 revoked the table only): revoked.

-- ---------------------------------------------------------------------------------------------
-- 1. Staff members.

create table public.staff_members (
  -- The address staff sign in with, as Supabase Auth puts it in the JWT (compared lower-case):
  -- the contact table's shape (20261124130100), lower-case only.
  email text primary key
    constraint staff_members_email_shape check (
      char_length(email) <= 254
      and char_length(pg_catalog.split_part(email, '@', 1)) <= 64
      and email ~ '^[a-z0-9!#$%&''*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&''*+/=?^_`{|}~-]+)*@([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59})$'
    ),
  role text not null
    constraint staff_members_role_known check (role in ('equipe', 'direction')),
  -- The first name colleagues see and the follow-up's taken_by gets: taken_by's rules.
  name text not null
    constraint staff_members_name_line check (
      char_length(name) <= 40
      and name ~ '[^\u0009-\u000d\u0020\u0085\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]'
      and name !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]'
    ),
  added_at timestamptz not null default pg_catalog.now()
);

comment on table public.staff_members is
  'L’équipe qui travaille sur le bureau /equipe : adresse de connexion, rôle (equipe ou direction), prénom. Tenue par le service role ; supprimer la ligne coupe l’accès aussitôt.';

alter table public.staff_members enable row level security;
revoke all on table public.staff_members from public, anon, authenticated, service_role;
grant select, insert, update, delete on table public.staff_members to service_role;
grant select on table public.staff_members to authenticated;

-- The staff member this session is, or null: the JWT's `email` claim (lower-cased) in
-- staff_members, for an `authenticated` JWT only (an anon or service-role key names nobody).
-- Read at each call, never cached in the session: a deleted row is no access at the next statement.
create function public.session_staff_member()
returns public.staff_members
language sql
stable
security definer
set search_path = ''
as $$
  select m
    from public.staff_members as m
   where m.email = pg_catalog.lower(auth.jwt() ->> 'email')
     and auth.jwt() ->> 'role' = 'authenticated';
$$;

create function public.staff_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select (public.session_staff_member()).role;
$$;

create function public.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.staff_role() is not null;
$$;

-- The caller of a desk function, who must be staff (of one of p_roles): 42501 otherwise, which
-- PostgREST answers 403 to a signed-in caller.
create function public.desk_caller(p_roles text[] default '{equipe,direction}')
returns public.staff_members
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_me public.staff_members := public.session_staff_member();
begin
  if v_me.email is null then
    raise exception using errcode = '42501', message = 'Réservé à l’équipe des admissions : connectez-vous avec votre adresse de l’école.';
  end if;
  if not (v_me.role = any (p_roles)) then
    raise exception using errcode = '42501', message = 'Réservé à la direction.';
  end if;
  return v_me;
end;
$$;

-- The app's header: who is signed in, or null for anyone who is not staff.
create function public.desk_me()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case when m.email is not null then pg_catalog.jsonb_build_object('email', m.email, 'name', m.name, 'role', m.role) end
    from public.session_staff_member() as m;
$$;

create policy staff_members_staff_select
  on public.staff_members
  for select
  to authenticated
  using ((select public.is_staff()));

-- ---------------------------------------------------------------------------------------------
-- 2. The clock, backwards too: business hours between two instants on business_hours_after's
--    calendar (working days of contact_request_settings in business_time_zone, midnight to
--    midnight local time, public_holidays skipped), negative when p_to comes before p_from. Local
--    wall-clock hours, like business_hours_after: business_hours_between(t, business_hours_after(t,
--    h)) = h for h >= 0. security definer: the desk views call it as the staff session, which reads
--    neither the settings (they hold the flood budget's salt) nor the holidays.

create function public.business_hours_between(p_from timestamptz, p_to timestamptz)
returns numeric
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_zone text;
  v_days smallint[];
  v_since timestamp;
  v_upto timestamp;
  v_first date;
  v_last date;
  v_between integer;
  v_seconds numeric;
  v_whole_days bigint;
begin
  if p_from is null or p_to is null then
    return null;
  end if;
  select business_time_zone, business_days into v_zone, v_days from public.contact_request_settings where id;
  -- Local wall-clock times. (Only in the hour summer time gives back, on a Sunday, can the later
  -- instant read earlier: both then fall on a day that counts nothing.)
  v_since := least(p_from at time zone v_zone, p_to at time zone v_zone);
  v_upto := greatest(p_from at time zone v_zone, p_to at time zone v_zone);
  v_first := v_since::date;
  v_last := v_upto::date;
  -- The first and the last day, each from its start or v_since to its end or v_upto.
  select coalesce(sum(extract(epoch from least(v_upto, (ends.day + 1)::timestamp) - greatest(v_since, ends.day::timestamp))), 0)
    into v_seconds
    from (select distinct pg_catalog.unnest(array[v_first, v_last]) as day) as ends
   where extract(isodow from ends.day)::smallint = any (v_days)
     and not exists (select 1 from public.public_holidays as h where h.day = ends.day);
  -- The whole days between them, counted without walking them (a due time far ahead, or a request
  -- late for months, costs no more): whole weeks, the days left over, minus the holidays that fall
  -- on working days.
  v_between := greatest(v_last - v_first - 1, 0);
  v_whole_days := (v_between / 7) * (select count(distinct d) from pg_catalog.unnest(v_days) as d)
    + (select count(*)
         from pg_catalog.generate_series(0, v_between % 7 - 1) as k
        where extract(isodow from v_first + 1 + (v_between / 7) * 7 + k)::smallint = any (v_days))
    - (select count(*)
         from public.public_holidays as h
        where h.day > v_first and h.day < v_last
          and extract(isodow from h.day)::smallint = any (v_days));
  return case when p_to < p_from then -1 else 1 end * (v_seconds + v_whole_days * 86400) / 3600;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- 3. The follow-up: pause, owner, and the state that says it.

alter table public.contact_request_followups
  add column paused_at timestamptz null,
  add column paused_hours_left numeric null,
  add column owner_email text null
    constraint contact_request_followups_owner_email check (char_length(owner_email) <= 254 and owner_email = pg_catalog.lower(owner_email)),
  add constraint contact_request_followups_paused_pair check ((paused_at is null) = (paused_hours_left is null)),
  -- Waiting for the visitor means someone is on it: the reminders (which only go to requests
  -- nobody took, claim_due_contact_request_mails) stop with the pause.
  add constraint contact_request_followups_paused_taken check (paused_at is null or taken_at is not null),
  add constraint contact_request_followups_owner_taken check (owner_email is null or taken_at is not null);

comment on column public.contact_request_followups.paused_at is
  'Mise en attente du visiteur (l’horloge de la promesse s’arrête) ; null quand l’horloge tourne.';
comment on column public.contact_request_followups.paused_hours_left is
  'Heures ouvrées qui restaient avant l’échéance à la mise en attente (négatif : déjà en retard de tant).';
comment on column public.contact_request_followups.owner_email is
  'Adresse du membre de l’équipe qui a la demande sur le bureau (taken_by est son prénom) ; null si prise par un lien de mail.';

-- PostgreSQL 15 cannot change a generated column's expression: the column is dropped and added
-- again, and with it the three views that read it (same columns, same order, same options);
-- their grants follow in part 4. contact_request_follow_up() and contact_weekly_report_requests()
-- read them by name at run time and need nothing.
drop view public.requests_followup;
drop view public.requests_due;
drop view public.requests_late;

alter table public.contact_request_followups drop column state;
alter table public.contact_request_followups
  add column state text generated always as (
    case
      when closed_at is not null then 'clos'
      when answered_at is not null then 'répondu'
      when paused_at is not null then 'en attente du visiteur'
      when late_at is not null then 'en retard'
      when taken_at is not null then 'pris en charge'
      else 'nouveau'
    end
  ) stored;

comment on column public.contact_request_followups.state is
  'nouveau, pris en charge, en attente du visiteur, répondu, clos, ou en retard (échéance passée sans réponse).';

create view public.requests_followup with (security_invoker = true) as
select f.reference,
       f.state,
       r.reason,
       r.created_at,
       f.due_at,
       f.promise_hours,
       f.taken_by,
       f.taken_at,
       f.answered_at,
       f.answered_by,
       f.closed_at,
       f.closed_why,
       f.late_at,
       r.name,
       r.email,
       r.phone,
       r.message,
       r.delivery_state,
       r.form_path,
       r.landing_path,
       r.utm_campaign,
       r.id,
       -- Last, so the columns before keep their places: a paused request is not late while its
       -- clock stands still (the lead report reads it, leadFigures.ts).
       f.paused_at
  from public.contact_requests as r
  join public.contact_request_followups as f on f.request_id = r.id
 order by r.created_at desc;

comment on view public.requests_followup is 'Toutes les demandes et leur suivi, les plus récentes d’abord.';

create view public.requests_due with (security_invoker = true) as
select f.reference, f.state, f.due_at, r.reason, f.taken_by, r.created_at, r.name, r.email, r.phone, r.message, r.id,
       r.company_name, r.offer_title
  from public.contact_requests as r
  join public.contact_request_followups as f on f.request_id = r.id
 where f.answered_at is null and f.closed_at is null and f.due_at > pg_catalog.now()
 order by f.due_at, r.created_at;

comment on view public.requests_due is 'Demandes à traiter, dans les temps : la plus proche de son échéance d’abord.';

create view public.requests_late with (security_invoker = true) as
select f.reference, f.state, f.due_at, r.reason, f.taken_by, r.created_at, r.name, r.email, r.phone, r.message, r.id,
       r.company_name, r.offer_title
  from public.contact_requests as r
  join public.contact_request_followups as f on f.request_id = r.id
 where f.answered_at is null and f.closed_at is null and f.due_at <= pg_catalog.now()
 order by f.due_at, r.created_at;

comment on view public.requests_late is 'Demandes en retard (échéance passée sans réponse) : la plus ancienne échéance d’abord.';

-- The sweep marks late what is late and not paused: a paused request's clock stands still.
create or replace function public.mark_late_contact_requests()
returns integer
language sql
volatile
security invoker
set search_path = ''
as $$
  with marked as (
    update public.contact_request_followups
       set late_at = pg_catalog.now()
     where late_at is null
       and answered_at is null
       and closed_at is null
       and paused_at is null
       and due_at <= pg_catalog.now()
    returning 1
  )
  select count(*)::integer from marked;
$$;

-- Restarts a stopped clock at p_at with p_hours_left business hours, at least one: a request that
-- was already late when it stopped (or had minutes left) gets one business hour to answer the
-- visitor who just wrote back, rather than a due time in the past that would bury it in the late
-- queue as if the school had let it slip again. Its late_at stays: a request that missed its
-- promise once stays « en retard » until answered or closed, as before (docs/staff.md). The
-- reminder times still ahead when the clock stopped move by the time it stood still, so do their
-- unsent mails (a taken request's reminders are cancelled by the sweep anyway; this keeps the
-- follow-up's times true).
create function public.contact_request_restart_clock(p_id uuid, p_stopped_at timestamptz, p_hours_left numeric, p_at timestamptz)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  update public.contact_request_followups
     set due_at = public.business_hours_after(p_at, greatest(p_hours_left, 1)),
         team_reminder_at = case
           when team_reminder_at > p_stopped_at
             then public.business_hours_after(p_at, public.business_hours_between(p_stopped_at, team_reminder_at))
           else team_reminder_at
         end,
         manager_reminder_at = case
           when manager_reminder_at > p_stopped_at
             then public.business_hours_after(p_at, public.business_hours_between(p_stopped_at, manager_reminder_at))
           else manager_reminder_at
         end,
         paused_at = null,
         paused_hours_left = null
   where request_id = p_id;

  update public.contact_request_mails as m
     set send_after = case m.kind when 'rappel-equipe' then f.team_reminder_at else f.manager_reminder_at end
    from public.contact_request_followups as f
   where f.request_id = p_id
     and m.request_id = p_id
     and m.kind in ('rappel-equipe', 'rappel-responsable')
     and m.sent_at is null and m.cancelled_at is null and m.failed_at is null;
$$;

-- « En attente du visiteur »: the clock stops, the hours left are kept. Taken by p_by (a first
-- name) if nobody had it. A request already past due is marked late now, as the sweep would.
-- Returns en-attente, deja-en-attente, deja-repondu, deja-clos or inconnue. p_at is the clock
-- (now() by default; the SQL tests move it across weekends).
create function public.pause_contact_request(p_id uuid, p_by text, p_at timestamptz default pg_catalog.now())
returns text
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_row public.contact_request_followups;
begin
  select * into v_row from public.contact_request_followups where request_id = p_id for update;
  if not found then return 'inconnue'; end if;
  if v_row.closed_at is not null then return 'deja-clos'; end if;
  if v_row.answered_at is not null then return 'deja-repondu'; end if;
  if v_row.paused_at is not null then return 'deja-en-attente'; end if;
  update public.contact_request_followups
     set paused_at = p_at,
         paused_hours_left = public.business_hours_between(p_at, due_at),
         late_at = case when late_at is null and due_at <= p_at then p_at else late_at end,
         taken_at = coalesce(taken_at, p_at),
         taken_by = coalesce(taken_by, p_by)
   where request_id = p_id;
  return 'en-attente';
end;
$$;

-- The visitor answered: the clock runs again from p_at with the hours it had left (at least
-- one, contact_request_restart_clock). Returns repris, pas-en-attente, deja-repondu, deja-clos or
-- inconnue.
create function public.resume_contact_request(p_id uuid, p_at timestamptz default pg_catalog.now())
returns text
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_row public.contact_request_followups;
begin
  select * into v_row from public.contact_request_followups where request_id = p_id for update;
  if not found then return 'inconnue'; end if;
  if v_row.closed_at is not null then return 'deja-clos'; end if;
  if v_row.answered_at is not null then return 'deja-repondu'; end if;
  if v_row.paused_at is null then return 'pas-en-attente'; end if;
  perform public.contact_request_restart_clock(p_id, v_row.paused_at, v_row.paused_hours_left, p_at);
  return 'repris';
end;
$$;

-- An answered or closed request open again (the visitor wrote back after the answer, a closing
-- by mistake). Its clock restarts at p_at with the hours it had left when it was answered or
-- closed (or when it was paused, if it was waiting for the visitor then), at least one; it keeps
-- its owner, or is taken by p_by if nobody had it. Returns rouvert, deja-ouvert or inconnue.
create function public.reopen_contact_request(p_id uuid, p_by text, p_at timestamptz default pg_catalog.now())
returns text
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_row public.contact_request_followups;
  v_stopped timestamptz;
  v_left numeric;
begin
  select * into v_row from public.contact_request_followups where request_id = p_id for update;
  if not found then return 'inconnue'; end if;
  if v_row.answered_at is null and v_row.closed_at is null then return 'deja-ouvert'; end if;
  v_stopped := coalesce(v_row.paused_at, v_row.answered_at, v_row.closed_at);
  v_left := coalesce(v_row.paused_hours_left, public.business_hours_between(v_stopped, v_row.due_at));
  update public.contact_request_followups
     set answered_at = null,
         answered_by = null,
         closed_at = null,
         closed_why = null,
         taken_at = coalesce(taken_at, p_at),
         taken_by = coalesce(taken_by, p_by)
   where request_id = p_id;
  perform public.contact_request_restart_clock(p_id, v_stopped, v_left, p_at);
  return 'rouvert';
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- 4. What staff read.

create policy contact_requests_staff_select
  on public.contact_requests
  for select
  to authenticated
  using ((select public.is_staff()));

create policy contact_request_followups_staff_select
  on public.contact_request_followups
  for select
  to authenticated
  using ((select public.is_staff()));

create policy contact_request_mails_staff_select
  on public.contact_request_mails
  for select
  to authenticated
  using ((select public.is_staff()));

-- The desk shows a request the sweep set aside « en échec » with its reason, as the export does.
create policy contact_request_unsendable_staff_select
  on public.contact_request_unsendable
  for select
  to authenticated
  using ((select public.is_staff()));

grant select on table public.contact_requests, public.contact_request_followups, public.contact_request_mails,
  public.contact_request_unsendable to authenticated;

revoke all on public.requests_followup, public.requests_due, public.requests_late from public, anon, authenticated;
grant select on public.requests_followup, public.requests_due, public.requests_late to authenticated, service_role;

-- One row per request, everything the desk shows: the request, its follow-up, its mail to the
-- school (a request the sweep set aside, contact_request_unsendable, is « en échec » with that
-- reason), and business_hours_left: business hours to its due time while it is open (negative:
-- late by that much), the hours frozen at the pause while it waits for the visitor, null once
-- answered or closed. Rounded to the hundredth (36 seconds).
create view public.desk_requests with (security_invoker = true) as
select r.id,
       f.reference,
       r.created_at,
       r.reason,
       r.name,
       r.email,
       r.phone,
       r.message,
       r.offer_title,
       r.offer_work_mode,
       r.offer_town,
       r.offer_start,
       r.offer_rhythm,
       r.offer_level,
       r.company_name,
       r.company_size,
       r.form_path,
       r.landing_path,
       r.referrer_host,
       r.utm_source,
       r.utm_medium,
       r.utm_campaign,
       r.utm_term,
       r.utm_content,
       f.state,
       f.promise_hours,
       f.due_at,
       pg_catalog.round(
         case
           when f.answered_at is not null or f.closed_at is not null then null
           when f.paused_at is not null then f.paused_hours_left
           else public.business_hours_between(pg_catalog.now(), f.due_at)
         end,
         2
       ) as business_hours_left,
       f.taken_by,
       f.taken_at,
       f.owner_email,
       f.answered_at,
       f.answered_by,
       f.closed_at,
       f.closed_why,
       f.late_at,
       f.paused_at,
       case when u.request_id is not null and r.delivery_state = 'en attente' then 'en échec' else r.delivery_state end as delivery_state,
       r.notified_at,
       r.notify_attempts,
       r.notify_next_at,
       case when u.request_id is not null and r.delivery_state = 'en attente' then u.failed_at else r.notify_failed_at end as notify_failed_at,
       case when u.request_id is not null and r.delivery_state = 'en attente' then u.error else r.notify_error end as notify_error
  from public.contact_requests as r
  join public.contact_request_followups as f on f.request_id = r.id
  left join public.contact_request_unsendable as u on u.request_id = r.id;

comment on view public.desk_requests is
  'Bureau de l’équipe : chaque demande, son suivi, son mail à l’école et les heures ouvrées qui restent.';

-- The open requests, the most urgent first: by due time (the late ones, oldest due first, lead);
-- the paused ones last, since the school waits for the visitor, the fewest frozen hours first.
create view public.desk_queue with (security_invoker = true) as
select d.*
  from public.desk_requests as d
 where d.answered_at is null and d.closed_at is null
 order by d.paused_at is not null,
          case when d.paused_at is null then d.due_at end,
          d.business_hours_left,
          d.created_at,
          d.id;

comment on view public.desk_queue is
  'Demandes ouvertes, la plus urgente d’abord ; celles en attente du visiteur à la fin.';

-- What the CSV export reads (npm run export-requests, the desk's export): the columns of
-- packages/staff-export's SELECTED_COLUMNS under their names (id, created_at, the contact fields,
-- the delivery, the attribution), then the follow-up (owner = taken_by, the first name) and the
-- job offer. Newest first, like the export.
create view public.requests_export with (security_invoker = true) as
select d.id,
       d.created_at,
       d.name,
       d.email,
       d.phone,
       d.reason,
       d.message,
       d.delivery_state,
       d.notified_at,
       d.notify_attempts,
       d.notify_next_at,
       d.notify_failed_at,
       d.notify_error,
       d.landing_path,
       d.form_path,
       d.referrer_host,
       d.utm_source,
       d.utm_medium,
       d.utm_campaign,
       d.utm_term,
       d.utm_content,
       d.reference,
       d.state,
       d.taken_by,
       d.owner_email,
       d.due_at,
       d.answered_at,
       d.closed_at,
       d.closed_why,
       d.offer_title,
       d.offer_work_mode,
       d.offer_town,
       d.offer_start,
       d.offer_rhythm,
       d.offer_level,
       d.company_name,
       d.company_size
  from public.desk_requests as d
 order by d.created_at desc, d.id;

comment on view public.requests_export is
  'Export des demandes (CSV) : colonnes de npm run export-requests, suivi et offre d’alternance ; les plus récentes d’abord.';

revoke all on public.desk_requests, public.desk_queue, public.requests_export from public, anon, authenticated, service_role;
grant select on public.desk_requests, public.desk_queue, public.requests_export to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- 5. The audit trail.

create table public.staff_audit (
  id bigint generated always as identity primary key,
  at timestamptz not null default pg_catalog.now(),
  -- The staff member's address (staff_members.email at the time).
  actor text not null
    constraint staff_audit_actor check (char_length(actor) <= 254),
  action text not null
    constraint staff_audit_action_known check (
      action in ('prendre', 'repondre', 'mettre-en-attente', 'reprendre', 'clore', 'rouvrir', 'confier',
                 'apercu-effacement', 'effacer')
    ),
  -- The slug the function answered (pris-en-charge, deja-pris, …) and whether it changed the
  -- request (a replay, « déjà », a refusal did not): the timeline shows the changes only.
  outcome text not null
    constraint staff_audit_outcome check (outcome ~ '^[a-z-]{1,40}$'),
  changed boolean not null,
  request_id uuid null,
  reference text null,
  -- Counts, a staff address or name, a due time: never what a visitor wrote.
  detail text null
    constraint staff_audit_detail check (char_length(detail) <= 300)
);

comment on table public.staff_audit is
  'Journal des actions de l’équipe sur le bureau, en ajout seul : qui, quoi, quand, sur quelle demande. Jamais l’adresse, le nom ni le message d’un visiteur.';

create index staff_audit_request_idx on public.staff_audit (request_id, at) where request_id is not null;

alter table public.staff_audit enable row level security;
revoke all on table public.staff_audit from public, anon, authenticated, service_role;
grant select on table public.staff_audit to authenticated, service_role;
revoke all on sequence public.staff_audit_id_seq from public, anon, authenticated, service_role;

create policy staff_audit_direction_select
  on public.staff_audit
  for select
  to authenticated
  using ((select public.staff_role()) = 'direction');

-- Append-only, for the owner too (a grant binds everyone else; the table's owner, who needs none,
-- meets this trigger). Only a superuser who drops the trigger can rewrite history.
create function public.staff_audit_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = '42501', message = 'Le journal des actions de l’équipe ne se modifie pas et ne s’efface pas.';
end;
$$;

create trigger staff_audit_append_only
  before update or delete on public.staff_audit
  for each row execute function public.staff_audit_append_only();

create trigger staff_audit_no_truncate
  before truncate on public.staff_audit
  for each statement execute function public.staff_audit_append_only();

create function public.staff_audit_write(
  p_actor text, p_action text, p_outcome text, p_changed boolean, p_request uuid, p_detail text
)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.staff_audit (actor, action, outcome, changed, request_id, reference, detail)
  values (
    p_actor, p_action, p_outcome, p_changed, p_request,
    (select f.reference from public.contact_request_followups as f where f.request_id = p_request),
    p_detail
  );
$$;

-- ---------------------------------------------------------------------------------------------
-- 6. Desk actions. Each: staff only (42501), one audit row, a slug for the page. They lock the
-- follow-up first, then call the service role's function that holds the rule (take, answer,
-- close, pause, resume, reopen), then write the owner.

-- « Je m’en occupe »: pris-en-charge (also a replay by the owner), deja-pris (another has it: by
-- owner_email on the desk, by first name from a mail link), deja-repondu, deja-clos, inconnue.
create function public.desk_take(p_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_me public.staff_members := public.desk_caller();
  v_row public.contact_request_followups;
  v_outcome text;
begin
  select * into v_row from public.contact_request_followups where request_id = p_id for update;
  if found and v_row.answered_at is null and v_row.closed_at is null and v_row.owner_email is not null then
    v_outcome := case when v_row.owner_email = v_me.email then 'pris-en-charge' else 'deja-pris' end;
  else
    v_outcome := public.take_contact_request(p_id, v_me.name);
    if v_outcome = 'pris-en-charge' then
      update public.contact_request_followups set owner_email = v_me.email where request_id = p_id and owner_email is null;
    end if;
  end if;
  perform public.staff_audit_write(
    v_me.email, 'prendre', v_outcome, v_outcome = 'pris-en-charge' and v_row.taken_at is null, p_id, null
  );
  return v_outcome;
end;
$$;

-- « Répondu »: answered now, and the caller's if nobody had it. repondu, deja-repondu, deja-clos,
-- inconnue.
create function public.desk_answer(p_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_me public.staff_members := public.desk_caller();
  v_row public.contact_request_followups;
  v_outcome text;
begin
  select * into v_row from public.contact_request_followups where request_id = p_id for update;
  v_outcome := public.answer_contact_request(p_id, v_me.name);
  if v_outcome = 'repondu' and v_row.taken_at is null then
    update public.contact_request_followups set owner_email = v_me.email where request_id = p_id;
  end if;
  perform public.staff_audit_write(v_me.email, 'repondre', v_outcome, v_outcome = 'repondu', p_id, null);
  return v_outcome;
end;
$$;

-- « En attente du visiteur »: en-attente (the caller takes it if nobody had), deja-en-attente,
-- deja-repondu, deja-clos, inconnue.
create function public.desk_pause(p_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_me public.staff_members := public.desk_caller();
  v_row public.contact_request_followups;
  v_outcome text;
begin
  select * into v_row from public.contact_request_followups where request_id = p_id for update;
  v_outcome := public.pause_contact_request(p_id, v_me.name, pg_catalog.now());
  if v_outcome = 'en-attente' and v_row.taken_at is null then
    update public.contact_request_followups set owner_email = v_me.email where request_id = p_id;
  end if;
  perform public.staff_audit_write(v_me.email, 'mettre-en-attente', v_outcome, v_outcome = 'en-attente', p_id, null);
  return v_outcome;
end;
$$;

-- The due time in the business time zone's wall clock, for an audit detail.
create function public.desk_due_text(p_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select 'échéance ' || pg_catalog.to_char(f.due_at at time zone s.business_time_zone, 'YYYY-MM-DD HH24:MI')
    from public.contact_request_followups as f
   cross join public.contact_request_settings as s
   where f.request_id = p_id and s.id;
$$;

-- The visitor wrote back: repris (the clock runs again), pas-en-attente, deja-repondu, deja-clos,
-- inconnue.
create function public.desk_resume(p_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_me public.staff_members := public.desk_caller();
  v_outcome text := public.resume_contact_request(p_id, pg_catalog.now());
begin
  perform public.staff_audit_write(
    v_me.email, 'reprendre', v_outcome, v_outcome = 'repris', p_id,
    case when v_outcome = 'repris' then public.desk_due_text(p_id) end
  );
  return v_outcome;
end;
$$;

-- Closed without an answer, with why (closed_why's rules: one line, 300 characters, not blank):
-- clos, deja-clos, deja-repondu, inconnue, motif-invalide (no why, a blank or broken one; the
-- constraint decides, nothing is closed). The why stays in the follow-up only: staff may name the
-- visitor in it, the audit trail never holds it.
create function public.desk_close(p_id uuid, p_why text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_me public.staff_members := public.desk_caller();
  v_outcome text;
begin
  begin
    v_outcome := public.close_contact_request(p_id, p_why);
  exception when check_violation then
    v_outcome := 'motif-invalide';
  end;
  perform public.staff_audit_write(v_me.email, 'clore', v_outcome, v_outcome = 'clos', p_id, null);
  return v_outcome;
end;
$$;

-- Open again (reopen_contact_request): rouvert (the caller's if nobody had it), deja-ouvert,
-- inconnue.
create function public.desk_reopen(p_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_me public.staff_members := public.desk_caller();
  v_row public.contact_request_followups;
  v_outcome text;
begin
  select * into v_row from public.contact_request_followups where request_id = p_id for update;
  v_outcome := public.reopen_contact_request(p_id, v_me.name, pg_catalog.now());
  if v_outcome = 'rouvert' and v_row.taken_at is null then
    update public.contact_request_followups set owner_email = v_me.email where request_id = p_id;
  end if;
  perform public.staff_audit_write(
    v_me.email, 'rouvrir', v_outcome, v_outcome = 'rouvert', p_id,
    case when v_outcome = 'rouvert' then
      case when v_row.closed_at is not null then 'était close' else 'était répondue' end
      || ' ; ' || public.desk_due_text(p_id)
    end
  );
  return v_outcome;
end;
$$;

-- « Confier à »: the request is p_to's (a staff address, any case): confie, inconnu (no such staff
-- member: nothing changes, and what was typed is not kept), deja-repondu, deja-clos, inconnue.
create function public.desk_assign(p_id uuid, p_to text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_me public.staff_members := public.desk_caller();
  v_to public.staff_members;
  v_row public.contact_request_followups;
  v_outcome text;
begin
  select * into v_row from public.contact_request_followups where request_id = p_id for update;
  select * into v_to from public.staff_members where email = pg_catalog.lower(pg_catalog.btrim(p_to));
  v_outcome := case
    when v_row.request_id is null then 'inconnue'
    when v_row.closed_at is not null then 'deja-clos'
    when v_row.answered_at is not null then 'deja-repondu'
    when v_to.email is null then 'inconnu'
    else 'confie'
  end;
  if v_outcome = 'confie' then
    update public.contact_request_followups
       set owner_email = v_to.email, taken_by = v_to.name, taken_at = coalesce(taken_at, pg_catalog.now())
     where request_id = p_id;
  end if;
  perform public.staff_audit_write(
    v_me.email, 'confier', v_outcome,
    v_outcome = 'confie' and v_row.owner_email is distinct from v_to.email,
    p_id,
    case when v_outcome = 'confie' then v_to.email end
  );
  return v_outcome;
end;
$$;

-- Everything that happened to a request, in order, in French: from the request, its follow-up,
-- its mails and the audit trail. Staff only (42501 otherwise, like the actions). An event the
-- desk made is told from the audit trail (who, from the desk); the same event in the follow-up
-- (same instant: one transaction) is not told twice. What a mail link did is told from the
-- follow-up with the first name typed. A desk closing shows its why while the request is still
-- closed by it; an answer or closing undone by a reopening is told by the audit trail only.
create function public.desk_timeline(p_id uuid)
returns table (at timestamptz, event text, actor text, detail text)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform public.desk_caller();
  return query
  with desk as (
    select a.id, a.at, a.action, a.detail, coalesce(m.name, a.actor) as who,
           (select t.name from public.staff_members as t where t.email = a.detail) as assignee
      from public.staff_audit as a
      left join public.staff_members as m on m.email = a.actor
     where a.request_id = p_id and a.changed
  ),
  f as (select * from public.contact_request_followups where request_id = p_id),
  r as (select * from public.contact_requests where id = p_id),
  events (at, ord, id, event, actor, detail) as (
    select r.created_at, 0, 0::bigint, 'reçue', null::text, r.reason from r
    union all
    select r.notified_at, 1, 0, 'mail à l’école envoyé', null, null from r where r.notified_at is not null
    union all
    select r.notify_failed_at, 1, 0, 'mail à l’école en échec', null, r.notify_error from r where r.notify_failed_at is not null
    union all
    select m.sent_at, 2, 0,
           case m.kind
             when 'accuse-reception' then 'accusé de réception envoyé'
             when 'rappel-equipe' then 'rappel à l’équipe envoyé'
             else 'alerte au responsable envoyée'
           end,
           null, null
      from public.contact_request_mails as m
     where m.request_id = p_id and m.sent_at is not null
    union all
    select f.late_at, 3, 0, 'en retard', null, null from f where f.late_at is not null
    union all
    select f.taken_at, 4, 0, 'pris en charge', f.taken_by, 'par le lien du mail'
      from f where f.taken_at is not null and not exists (select 1 from desk where desk.at = f.taken_at)
    union all
    select f.answered_at, 4, 0, 'répondu', f.answered_by, 'par le lien du mail'
      from f where f.answered_at is not null and not exists (select 1 from desk where desk.at = f.answered_at)
    union all
    select f.closed_at, 4, 0, 'clos', null, f.closed_why
      from f where f.closed_at is not null and not exists (select 1 from desk where desk.at = f.closed_at)
    union all
    select desk.at, 5, desk.id,
           case desk.action
             when 'prendre' then 'pris en charge'
             when 'repondre' then 'répondu'
             when 'mettre-en-attente' then 'mis en attente'
             when 'reprendre' then 'repris'
             when 'clore' then 'clos'
             when 'rouvrir' then 'rouvert'
             when 'confier' then 'confié à'
           end,
           desk.who,
           case desk.action
             when 'confier' then coalesce(desk.assignee, desk.detail)
             when 'clore' then (select f.closed_why from f where f.closed_at = desk.at)
             else desk.detail
           end
      from desk
  )
  select e.at, e.event, e.actor, e.detail from events as e order by e.at, e.ord, e.id;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- 7. Erasure from the desk, direction only. The very function `npm run forget` runs
--    (forget_contact_address), so both erase exactly the same rows and log them the same way.

-- What forget_contact_address would delete, without deleting: it runs, its answer is kept, and
-- everything it did is rolled back (a subtransaction ended by an error of our own), so the
-- preview can never count differently from the erasure. {outcome: apercu, requests,
-- fingerprints, spellings (how many spellings of the address were found)} or {outcome:
-- adresse-invalide}. Audited, counts only: looking an address up is an act on personal data.
create function public.desk_erasure_preview(p_email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_me public.staff_members := public.desk_caller('{direction}');
  v_result jsonb;
begin
  begin
    select pg_catalog.jsonb_build_object(
             'outcome', 'apercu', 'requests', f.requests, 'fingerprints', f.fingerprints,
             'spellings', pg_catalog.cardinality(f.spellings))
      into v_result
      from public.forget_contact_address(p_email) as f;
    raise exception using errcode = 'EC001', message = 'aperçu : rien n’est effacé';
  exception
    when sqlstate 'EC001' then null;
    when invalid_parameter_value then v_result := '{"outcome": "adresse-invalide"}';
  end;
  perform public.staff_audit_write(
    v_me.email, 'apercu-effacement', v_result ->> 'outcome', false, null,
    case when v_result ? 'requests' then
      pg_catalog.format('%s demande(s), %s empreinte(s), %s graphie(s)', v_result -> 'requests', v_result -> 'fingerprints', v_result -> 'spellings')
    end
  );
  return v_result;
end;
$$;

-- The erasure: p_confirmation must be the address typed again (case and surrounding blanks,
-- tabs and line breaks ignored). {outcome: efface, requests, fingerprints, spellings}, {outcome:
-- confirmation-differente} (nothing erased) or {outcome: adresse-invalide}. forget_contact_address
-- logs it in contact_request_erasures; the audit row holds the counts, never the address.
create function public.desk_erase(p_email text, p_confirmation text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_me public.staff_members := public.desk_caller('{direction}');
  v_result jsonb;
begin
  -- Compared without case and surrounding blanks (a copied address brings a tab or a line break).
  if pg_catalog.lower(pg_catalog.btrim(p_confirmation, e' \t\r\n')) is distinct from pg_catalog.lower(pg_catalog.btrim(p_email, e' \t\r\n')) then
    v_result := '{"outcome": "confirmation-differente"}';
  else
    begin
      select pg_catalog.jsonb_build_object(
               'outcome', 'efface', 'requests', f.requests, 'fingerprints', f.fingerprints,
               'spellings', pg_catalog.cardinality(f.spellings))
        into v_result
        from public.forget_contact_address(p_email) as f;
    exception when invalid_parameter_value then
      v_result := '{"outcome": "adresse-invalide"}';
    end;
  end if;
  perform public.staff_audit_write(
    v_me.email, 'effacer', v_result ->> 'outcome', v_result ->> 'outcome' = 'efface', null,
    case when v_result ? 'requests' then
      pg_catalog.format('%s demande(s), %s empreinte(s), %s graphie(s)', v_result -> 'requests', v_result -> 'fingerprints', v_result -> 'spellings')
    end
  );
  return v_result;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Grants. The platform gives every new function to anon and authenticated: take it all back, then
-- hand out what each needs. Internal helpers (session_staff_member, desk_caller,
-- staff_audit_write, desk_due_text, staff_audit_append_only) are called by their owner only.

revoke all on function public.session_staff_member() from public, anon, authenticated, service_role;
revoke all on function public.staff_role() from public, anon, authenticated;
revoke all on function public.is_staff() from public, anon, authenticated;
revoke all on function public.desk_caller(text[]) from public, anon, authenticated, service_role;
revoke all on function public.desk_me() from public, anon, authenticated;
revoke all on function public.business_hours_between(timestamptz, timestamptz) from public, anon, authenticated;
revoke all on function public.contact_request_restart_clock(uuid, timestamptz, numeric, timestamptz) from public, anon, authenticated;
revoke all on function public.pause_contact_request(uuid, text, timestamptz) from public, anon, authenticated;
revoke all on function public.resume_contact_request(uuid, timestamptz) from public, anon, authenticated;
revoke all on function public.reopen_contact_request(uuid, text, timestamptz) from public, anon, authenticated;
revoke all on function public.staff_audit_append_only() from public, anon, authenticated, service_role;
revoke all on function public.staff_audit_write(text, text, text, boolean, uuid, text) from public, anon, authenticated, service_role;
revoke all on function public.desk_due_text(uuid) from public, anon, authenticated, service_role;
revoke all on function public.desk_take(uuid) from public, anon, authenticated;
revoke all on function public.desk_answer(uuid) from public, anon, authenticated;
revoke all on function public.desk_pause(uuid) from public, anon, authenticated;
revoke all on function public.desk_resume(uuid) from public, anon, authenticated;
revoke all on function public.desk_close(uuid, text) from public, anon, authenticated;
revoke all on function public.desk_reopen(uuid) from public, anon, authenticated;
revoke all on function public.desk_assign(uuid, text) from public, anon, authenticated;
revoke all on function public.desk_timeline(uuid) from public, anon, authenticated;
revoke all on function public.desk_erasure_preview(text) from public, anon, authenticated;
revoke all on function public.desk_erase(text, text) from public, anon, authenticated;

-- The policies call is_staff() and staff_role() as the signed-in caller; the desk views call
-- business_hours_between() the same way.
grant execute on function public.staff_role() to authenticated, service_role;
grant execute on function public.is_staff() to authenticated, service_role;
grant execute on function public.desk_me() to authenticated, service_role;
grant execute on function public.business_hours_between(timestamptz, timestamptz) to authenticated, service_role;
grant execute on function public.contact_request_restart_clock(uuid, timestamptz, numeric, timestamptz) to service_role;
grant execute on function public.pause_contact_request(uuid, text, timestamptz) to service_role;
grant execute on function public.resume_contact_request(uuid, timestamptz) to service_role;
grant execute on function public.reopen_contact_request(uuid, text, timestamptz) to service_role;
grant execute on function public.desk_take(uuid) to authenticated, service_role;
grant execute on function public.desk_answer(uuid) to authenticated, service_role;
grant execute on function public.desk_pause(uuid) to authenticated, service_role;
grant execute on function public.desk_resume(uuid) to authenticated, service_role;
grant execute on function public.desk_close(uuid, text) to authenticated, service_role;
grant execute on function public.desk_reopen(uuid) to authenticated, service_role;
grant execute on function public.desk_assign(uuid, text) to authenticated, service_role;
grant execute on function public.desk_timeline(uuid) to authenticated, service_role;
grant execute on function public.desk_erasure_preview(text) to authenticated, service_role;
grant execute on function public.desk_erase(text, text) to authenticated, service_role;

-- 20261126160000 revoked the erasure log from anon and authenticated, not its identity sequence,
-- which the platform's default privileges had given them (usage, select, update): a caller could
-- burn or read the log's numbers. Only forget_contact_address (security definer) uses it.
revoke all on sequence public.contact_request_erasures_id_seq from public, anon, authenticated;

-- The weekly mail's rows carry the pause too, as the lead report's do (requests_followup above):
-- one definition of « late » for both readers (supabase/functions/_shared/leadFigures.ts: a request
-- whose clock stands still is open, not late). Replaced whole, its grants kept.
create or replace function public.contact_weekly_report_requests(p_week date)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(
           pg_catalog.jsonb_agg(
             pg_catalog.jsonb_build_object(
               'reason', v.reason,
               'created_at', v.created_at,
               'due_at', v.due_at,
               'answered_at', v.answered_at,
               'closed_at', v.closed_at,
               'late_at', v.late_at,
               'landing_path', v.landing_path,
               'utm_campaign', v.utm_campaign,
               'paused_at', v.paused_at
             ) order by v.created_at
           ),
           '[]'::jsonb
         )
    from public.contact_weekly_reports as w
    join public.requests_followup as v on v.created_at >= w.starts_at and v.created_at < w.ends_at
   where w.week_start = p_week;
$$;
