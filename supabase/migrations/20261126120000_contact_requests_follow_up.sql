-- Every request answered within its promise (issue 21, part 1): a promise per kind of request, the
-- business-hours clock it runs on, a due time computed when the request is stored, and a follow-up
-- state staff move from their mail (DESIGN.md §2.11).
--
-- 1. The clock. A promise is a number of business hours (« 24 h ouvrées »): the clock runs on
--    working days (contact_request_settings.business_days, ISO Monday 1 to Friday 5, in
--    business_time_zone, Europe/Paris), all day long, and stands still on weekends and on the
--    public holidays of public.public_holidays (dated data, the list of
--    packages/content/src/replyPromises/publicHolidays.ts; a test keeps them equal).
--    business_hours_after(t, h) is the moment h business hours after t. A working day counts
--    midnight to midnight in local time; summer time changes on a Sunday, never a working day.
-- 2. The promises: public.contact_reply_promises, one row per known reason, the figures of
--    packages/content/src/replyPromises/replyPromises.ts (provisional facts the launch check
--    lists; a test keeps the two equal). Staff change one with an update, then the content.
-- 3. The follow-up of each request, in its own table (public.contact_request_followups), written
--    when the request is stored (an `after insert` trigger) and never by a visitor:
--      nouveau → pris en charge (taken_by, taken_at) → répondu (answered_at) or clos (closed_why)
--    and `en retard` once its due time passed unanswered (late_at, marked by the sweep). Its own
--    table, not columns of contact_requests: a row of that table can be updated by the sweep and
--    by staff whatever rule later migrations add to the visitor's columns (a `not valid` CHECK
--    checks every new version of a row: issue 23, point 7).
--    due_at, team_reminder_at (50 % of the promise) and manager_reminder_at (90 %) are computed
--    at insert from the request's created_at.
-- 4. What staff read: the views requests_due and requests_late (open requests, by due time) and
--    requests_followup (every request with its follow-up), for the service role and the
--    dashboard only (security_invoker: they read what their reader may read, nothing more).
-- Nothing here is open to anon or authenticated: no grant, and every function revoked.

alter table public.contact_request_settings
  add column business_time_zone text not null default 'Europe/Paris',
  add column business_days smallint[] not null default '{1,2,3,4,5}',
  add constraint contact_request_settings_business_days check (
    cardinality(business_days) between 1 and 7 and business_days <@ '{1,2,3,4,5,6,7}'::smallint[]
  );

comment on column public.contact_request_settings.business_time_zone is
  'Fuseau horaire des heures ouvrées (délais de réponse promis).';
comment on column public.contact_request_settings.business_days is
  'Jours ouvrés de la semaine (ISO : 1 lundi … 7 dimanche) ; les jours fériés sont dans public_holidays.';

create table public.public_holidays (
  day date primary key,
  name text not null
    constraint public_holidays_name_shape check (char_length(name) between 1 and 80)
);

comment on table public.public_holidays is
  'Jours fériés (France métropolitaine) que l’horloge des délais de réponse saute ; liste datée, mise à jour chaque année.';

insert into public.public_holidays (day, name) values
  ('2025-01-01', 'Jour de l’an'),
  ('2025-04-21', 'Lundi de Pâques'),
  ('2025-05-01', 'Fête du Travail'),
  ('2025-05-08', 'Victoire 1945'),
  ('2025-05-29', 'Ascension'),
  ('2025-06-09', 'Lundi de Pentecôte'),
  ('2025-07-14', 'Fête nationale'),
  ('2025-08-15', 'Assomption'),
  ('2025-11-01', 'Toussaint'),
  ('2025-11-11', 'Armistice 1918'),
  ('2025-12-25', 'Noël'),
  ('2026-01-01', 'Jour de l’an'),
  ('2026-04-06', 'Lundi de Pâques'),
  ('2026-05-01', 'Fête du Travail'),
  ('2026-05-08', 'Victoire 1945'),
  ('2026-05-14', 'Ascension'),
  ('2026-05-25', 'Lundi de Pentecôte'),
  ('2026-07-14', 'Fête nationale'),
  ('2026-08-15', 'Assomption'),
  ('2026-11-01', 'Toussaint'),
  ('2026-11-11', 'Armistice 1918'),
  ('2026-12-25', 'Noël'),
  ('2027-01-01', 'Jour de l’an'),
  ('2027-03-29', 'Lundi de Pâques'),
  ('2027-05-01', 'Fête du Travail'),
  ('2027-05-06', 'Ascension'),
  ('2027-05-08', 'Victoire 1945'),
  ('2027-05-17', 'Lundi de Pentecôte'),
  ('2027-07-14', 'Fête nationale'),
  ('2027-08-15', 'Assomption'),
  ('2027-11-01', 'Toussaint'),
  ('2027-11-11', 'Armistice 1918'),
  ('2027-12-25', 'Noël'),
  ('2028-01-01', 'Jour de l’an'),
  ('2028-04-17', 'Lundi de Pâques'),
  ('2028-05-01', 'Fête du Travail'),
  ('2028-05-08', 'Victoire 1945'),
  ('2028-05-25', 'Ascension'),
  ('2028-06-05', 'Lundi de Pentecôte'),
  ('2028-07-14', 'Fête nationale'),
  ('2028-08-15', 'Assomption'),
  ('2028-11-01', 'Toussaint'),
  ('2028-11-11', 'Armistice 1918'),
  ('2028-12-25', 'Noël'),
  ('2029-01-01', 'Jour de l’an'),
  ('2029-04-02', 'Lundi de Pâques'),
  ('2029-05-01', 'Fête du Travail'),
  ('2029-05-08', 'Victoire 1945'),
  ('2029-05-10', 'Ascension'),
  ('2029-05-21', 'Lundi de Pentecôte'),
  ('2029-07-14', 'Fête nationale'),
  ('2029-08-15', 'Assomption'),
  ('2029-11-01', 'Toussaint'),
  ('2029-11-11', 'Armistice 1918'),
  ('2029-12-25', 'Noël'),
  ('2030-01-01', 'Jour de l’an'),
  ('2030-04-22', 'Lundi de Pâques'),
  ('2030-05-01', 'Fête du Travail'),
  ('2030-05-08', 'Victoire 1945'),
  ('2030-05-30', 'Ascension'),
  ('2030-06-10', 'Lundi de Pentecôte'),
  ('2030-07-14', 'Fête nationale'),
  ('2030-08-15', 'Assomption'),
  ('2030-11-01', 'Toussaint'),
  ('2030-11-11', 'Armistice 1918'),
  ('2030-12-25', 'Noël');

create table public.contact_reply_promises (
  reason text primary key,
  business_hours integer not null
    constraint contact_reply_promises_hours check (business_hours between 1 and 240)
);

comment on table public.contact_reply_promises is
  'Délai de réponse promis par motif de demande, en heures ouvrées (faits à confirmer par l’école).';

insert into public.contact_reply_promises (reason, business_hours) values
  ('Formation IA', 24),
  ('Formation en alternance', 24),
  ('Recrutement d’un alternant', 24),
  ('Formation dirigeants et salariés', 24),
  ('Accessibilité et handicap', 48),
  ('Partenariat avec une collectivité', 24),
  ('Autre demande', 24);

alter table public.public_holidays enable row level security;
alter table public.contact_reply_promises enable row level security;
revoke all on table public.public_holidays from public, anon, authenticated;
revoke all on table public.contact_reply_promises from public, anon, authenticated;
grant select, insert, update, delete on table public.public_holidays to service_role;
grant select, update on table public.contact_reply_promises to service_role;

-- The moment p_hours business hours after p_from: walk the local calendar day by day, spending
-- the hours of each working day that is not a holiday. Bounded: a promise is at most 240 hours,
-- so 3 660 days (10 years of holidays) is never reached unless the settings make no day a working one.
create function public.business_hours_after(p_from timestamptz, p_hours numeric)
returns timestamptz
language plpgsql
stable
set search_path = ''
as $$
declare
  v_zone text;
  v_days smallint[];
  v_local timestamp;
  v_day date;
  v_start timestamp;
  v_left interval := pg_catalog.make_interval(secs => greatest(p_hours, 0) * 3600);
  v_open interval;
begin
  select business_time_zone, business_days into v_zone, v_days from public.contact_request_settings where id;
  v_local := p_from at time zone v_zone;
  v_day := v_local::date;
  for step in 1..3660 loop
    if extract(isodow from v_day)::smallint = any (v_days)
       and not exists (select 1 from public.public_holidays as h where h.day = v_day) then
      v_start := greatest(v_local, v_day::timestamp);
      v_open := (v_day + 1)::timestamp - v_start;
      if v_left <= v_open then
        return (v_start + v_left) at time zone v_zone;
      end if;
      v_left := v_left - v_open;
    end if;
    v_day := v_day + 1;
  end loop;
  raise exception using errcode = '22023', message = 'Aucun jour ouvré : vérifiez contact_request_settings.business_days.';
end;
$$;

create table public.contact_request_followups (
  request_id uuid primary key references public.contact_requests (id) on delete cascade,
  -- What staff and the visitor call the request: the first 8 hexadecimal digits of its id.
  reference text generated always as (
    pg_catalog.upper(pg_catalog.substr(pg_catalog.replace(request_id::text, '-', ''), 1, 4) || '-'
      || pg_catalog.substr(pg_catalog.replace(request_id::text, '-', ''), 5, 4))
  ) stored,
  promise_hours integer not null
    constraint contact_request_followups_promise check (promise_hours between 1 and 240),
  due_at timestamptz not null,
  team_reminder_at timestamptz not null,
  manager_reminder_at timestamptz not null,
  taken_at timestamptz null,
  -- A first name typed on the confirmation page: one line of 40 characters, the name's rules.
  taken_by text null
    constraint contact_request_followups_taken_by check (
      char_length(taken_by) <= 40
      and taken_by ~ '[^\u0009-\u000d\u0020\u0085\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]'
      and taken_by !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]'
    ),
  answered_at timestamptz null,
  answered_by text null
    constraint contact_request_followups_answered_by check (
      char_length(answered_by) <= 40
      and answered_by ~ '[^\u0009-\u000d\u0020\u0085\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]'
      and answered_by !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]'
    ),
  closed_at timestamptz null,
  closed_why text null
    constraint contact_request_followups_closed_why check (
      char_length(closed_why) <= 300
      and closed_why ~ '[^\u0009-\u000d\u0020\u0085\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]'
      and closed_why !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]'
    ),
  late_at timestamptz null,
  state text generated always as (
    case
      when closed_at is not null then 'clos'
      when answered_at is not null then 'répondu'
      when late_at is not null then 'en retard'
      when taken_at is not null then 'pris en charge'
      else 'nouveau'
    end
  ) stored,
  constraint contact_request_followups_taken_pair check ((taken_at is null) = (taken_by is null)),
  constraint contact_request_followups_answered_pair check (answered_by is null or answered_at is not null),
  constraint contact_request_followups_closed_pair check ((closed_at is null) = (closed_why is null)),
  constraint contact_request_followups_one_end check (answered_at is null or closed_at is null)
);

comment on table public.contact_request_followups is
  'Suivi de chaque demande : délai promis, échéance, prise en charge, réponse ou clôture, retard. Écrit par le serveur et l’équipe, jamais par un visiteur.';
comment on column public.contact_request_followups.state is
  'nouveau, pris en charge, répondu, clos, ou en retard (échéance passée sans réponse).';
comment on column public.contact_request_followups.due_at is
  'Échéance de la réponse promise (heures ouvrées après l’envoi).';

-- The open requests the sweep looks at for lateness and reminders, by due time.
create index contact_request_followups_open_idx on public.contact_request_followups (due_at)
  where answered_at is null and closed_at is null;

alter table public.contact_request_followups enable row level security;
revoke all on table public.contact_request_followups from public, anon, authenticated;
grant select, update, delete on table public.contact_request_followups to service_role;

-- Written for every request the moment it is stored, whoever stores it. security definer: an anon
-- insert writes a row anon may not touch; the search_path is empty so nothing can shadow a name.
create function public.contact_requests_follow_up()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_hours integer;
begin
  select p.business_hours into v_hours from public.contact_reply_promises as p where p.reason = new.reason;
  -- Every known reason has its promise (a test says so); an older free-text reason gets a day.
  v_hours := coalesce(v_hours, 24);
  insert into public.contact_request_followups (request_id, promise_hours, due_at, team_reminder_at, manager_reminder_at)
  values (
    new.id,
    v_hours,
    public.business_hours_after(new.created_at, v_hours),
    public.business_hours_after(new.created_at, v_hours * 0.5),
    public.business_hours_after(new.created_at, v_hours * 0.9)
  );
  return new;
end;
$$;

create trigger contact_requests_follow_up
  after insert on public.contact_requests
  for each row execute function public.contact_requests_follow_up();

-- Requests stored before this migration: they get their follow-up, closed, so the queue starts
-- with the requests the school can still answer in time (and no reminder is sent for them).
insert into public.contact_request_followups (
  request_id, promise_hours, due_at, team_reminder_at, manager_reminder_at, closed_at, closed_why
)
select r.id,
       coalesce(p.business_hours, 24),
       public.business_hours_after(r.created_at, coalesce(p.business_hours, 24)),
       public.business_hours_after(r.created_at, coalesce(p.business_hours, 24) * 0.5),
       public.business_hours_after(r.created_at, coalesce(p.business_hours, 24) * 0.9),
       pg_catalog.now(),
       'Reçue avant le suivi des demandes : traitée hors de ce suivi.'
  from public.contact_requests as r
  left join public.contact_reply_promises as p on p.reason = r.reason;

-- A staff member takes a request (« Je m’en occupe »). Returns what happened, for the page:
-- pris-en-charge, deja-pris (someone else has it), deja-repondu, deja-clos, inconnue. A replay by
-- the same person changes nothing and says pris-en-charge again.
create function public.take_contact_request(p_id uuid, p_by text)
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
  if v_row.taken_at is not null then
    return case when v_row.taken_by = p_by then 'pris-en-charge' else 'deja-pris' end;
  end if;
  update public.contact_request_followups
     set taken_at = pg_catalog.now(), taken_by = p_by
   where request_id = p_id;
  return 'pris-en-charge';
end;
$$;

-- A staff member has answered the visitor (« Répondu »): the request is answered now, and taken by
-- them if nobody had taken it. Returns repondu, deja-repondu, deja-clos or inconnue.
create function public.answer_contact_request(p_id uuid, p_by text)
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
  update public.contact_request_followups
     set answered_at = pg_catalog.now(),
         answered_by = p_by,
         taken_at = coalesce(taken_at, pg_catalog.now()),
         taken_by = coalesce(taken_by, p_by)
   where request_id = p_id;
  return 'repondu';
end;
$$;

-- Closes a request without an answer (a duplicate, a mistaken address, spam), with why. From the
-- SQL editor: select close_contact_request('<id>', 'Doublon de la demande 4F7A-1C2B');
-- Returns clos, deja-repondu, deja-clos or inconnue.
create function public.close_contact_request(p_id uuid, p_why text)
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
  update public.contact_request_followups
     set closed_at = pg_catalog.now(), closed_why = p_why
   where request_id = p_id;
  return 'clos';
end;
$$;

-- The sweep marks `en retard`, once, every open request whose due time has passed. Returns how
-- many it marked.
create function public.mark_late_contact_requests()
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
       and due_at <= pg_catalog.now()
    returning 1
  )
  select count(*)::integer from marked;
$$;

-- What staff open in the dashboard. security_invoker: a view reads with its reader's rights (by
-- default it would read with its owner's, around row level security).
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
       r.id
  from public.contact_requests as r
  join public.contact_request_followups as f on f.request_id = r.id
 order by r.created_at desc;

comment on view public.requests_followup is 'Toutes les demandes et leur suivi, les plus récentes d’abord.';

create view public.requests_due with (security_invoker = true) as
select f.reference, f.state, f.due_at, r.reason, f.taken_by, r.created_at, r.name, r.email, r.phone, r.message, r.id
  from public.contact_requests as r
  join public.contact_request_followups as f on f.request_id = r.id
 where f.answered_at is null and f.closed_at is null and f.due_at > pg_catalog.now()
 order by f.due_at, r.created_at;

comment on view public.requests_due is 'Demandes à traiter, dans les temps : la plus proche de son échéance d’abord.';

create view public.requests_late with (security_invoker = true) as
select f.reference, f.state, f.due_at, r.reason, f.taken_by, r.created_at, r.name, r.email, r.phone, r.message, r.id
  from public.contact_requests as r
  join public.contact_request_followups as f on f.request_id = r.id
 where f.answered_at is null and f.closed_at is null and f.due_at <= pg_catalog.now()
 order by f.due_at, r.created_at;

comment on view public.requests_late is 'Demandes en retard (échéance passée sans réponse) : la plus ancienne échéance d’abord.';

-- Supabase's default privileges give new tables, views and functions in public to anon and
-- authenticated: take all of it back.
revoke all on public.requests_followup, public.requests_due, public.requests_late from public, anon, authenticated;
grant select on public.requests_followup, public.requests_due, public.requests_late to service_role;
revoke all on function public.business_hours_after(timestamptz, numeric) from public, anon, authenticated;
revoke all on function public.contact_requests_follow_up() from public, anon, authenticated;
revoke all on function public.take_contact_request(uuid, text) from public, anon, authenticated;
revoke all on function public.answer_contact_request(uuid, text) from public, anon, authenticated;
revoke all on function public.close_contact_request(uuid, text) from public, anon, authenticated;
revoke all on function public.mark_late_contact_requests() from public, anon, authenticated;
grant execute on function public.business_hours_after(timestamptz, numeric) to service_role;
grant execute on function public.take_contact_request(uuid, text) to service_role;
grant execute on function public.answer_contact_request(uuid, text) to service_role;
grant execute on function public.close_contact_request(uuid, text) to service_role;
grant execute on function public.mark_late_contact_requests() to service_role;
